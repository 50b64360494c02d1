import type { Plugin } from 'vitest/config';

/**
 * How the mutation run (scripts/mutation.sh) drives the domain tests. Stryker's Vitest runner starts Vitest
 * with `pool: 'threads'`, one worker and isolation: a new thread and module graph for every test file of
 * every mutant — 14 s for the 36 files that import `schemas/fields.ts`, most of it starting threads.
 * Instead the files share one thread (`isolate: false`, set here because Stryker's options override the
 * config's) and `fresh-modules.ts` empties the module registry before each file, so every source module
 * is still evaluated afresh per file — what a static mutant (a zod schema built when its module loads)
 * needs. The same 36 files: 1.8 s. Turning isolation off alone is not enough: a module evaluated once
 * keeps the first mutant's schema, and static mutants pass as survivors (bench/RESULTS.md, 2026-11-29).
 */
export const oneThreadFreshModules: Plugin = {
  name: 'tavola:mutation-one-thread-fresh-modules',
  configureVitest({ project }) {
    project.config.isolate = false;
  },
};

export const freshModulesSetup = './test-support/fresh-modules.ts';

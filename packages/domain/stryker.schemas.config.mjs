// Mutation testing of the zod schemas (issue 31). A schema is built when its module loads, so most of its
// mutants are "static": each needs a fresh load and a run of the tests that use it. They run against the
// schema tests only (vitest.schemas.config.ts), which keeps each of those runs short.
import rules from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...rules,
  vitest: { configFile: 'vitest.schemas.config.ts' },
  mutate: ['src/schemas/**/*.ts', '!src/schemas/**/*.test.ts'],
  jsonReporter: { fileName: 'reports/mutation/schemas.json' },
  incrementalFile: 'reports/mutation/schemas-incremental.json',
  thresholds: { high: 85, low: 70, break: null },
};

import { defineConfig } from 'vitest/config';
import { freshModulesSetup, oneThreadFreshModules } from './test-support/mutation-runs.ts';

// The schema tests alone, for the mutation run of src/schemas (scripts/mutation.sh): a schema is built
// when its module loads, so each of its mutants needs a fresh load and a run of the tests that use it.
// Keeping the slow property tests of the time rules out of that set keeps those runs short.
export default defineConfig({
  plugins: [oneThreadFreshModules],
  test: {
    root: import.meta.dirname,
    include: ['src/schemas/**/*.test.ts', 'src/breaks/**/*.test.ts', 'src/owner/**/*.test.ts'],
    setupFiles: ['./test-support/fast-check-seed.ts', freshModulesSetup],
    testTimeout: 30_000,
  },
});

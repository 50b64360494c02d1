import { defineConfig } from 'vitest/config';
import { freshModulesSetup, oneThreadFreshModules } from './test-support/mutation-runs.ts';

// The domain package alone, for the mutation run (Stryker's Vitest runner wants one project, not the
// workspace's three). Same settings as the root config's `domain` project, run the way
// test-support/mutation-runs.ts explains.
export default defineConfig({
  plugins: [oneThreadFreshModules],
  test: {
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    setupFiles: ['./test-support/fast-check-seed.ts', freshModulesSetup],
    testTimeout: 30_000,
  },
});

import { defineConfig } from 'vitest/config';

// The domain package alone, for the mutation run (Stryker's Vitest runner wants one project, not the
// workspace's three). Same settings as the root config's `domain` project.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    setupFiles: ['./test-support/fast-check-seed.ts'],
    testTimeout: 30_000,
  },
});

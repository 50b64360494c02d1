// Mutation testing of the rules that decide money, time and stock (issue 31): everything in
// packages/domain except the zod schemas, which stryker.schemas.config.mjs covers with their own tests.
// `npm run test:mutation` runs both and checks the score per folder (scripts/mutation-score.ts).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts' },
  mutate: [
    'src/**/*.ts',
    '!src/**/*.test.ts',
    '!src/schemas/**',
    // Catalogue texts: words, not rules (a mutated sentence is still a sentence).
    '!src/messages/{en,de,fr,ar}.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 10_000,
  reporters: ['json', 'progress-append-only'],
  jsonReporter: { fileName: 'reports/mutation/rules.json' },
  tempDirName: '.stryker-tmp',
  // Other runs' sandboxes and one-off configs are not part of the code under test.
  ignorePatterns: ['/.stryker-tmp*', '/stryker.*.config.mjs', '!/stryker.config.mjs', '!/stryker.schemas.config.mjs'],
  // Results are kept in the repository and reused for every mutant whose code and tests did not change
  // (Stryker's incremental mode), so CI re-tests what a change touched; `-- --force` re-tests everything.
  incremental: true,
  incrementalFile: 'reports/mutation/rules-incremental.json',
  cleanTempDir: 'always',
  // A mutant marked `// Stryker disable … : why` is equivalent (the reason stays next to the code).
  thresholds: { high: 95, low: 85, break: null },
};

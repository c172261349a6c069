// Mutation testing of the reference engine's rules code with the corpus as the test (issue 12, item 5).
// `npm run mutation`: tens of minutes on two cores; not part of `npm test` or CI. Prints killed and
// survived mutants per file (clear-text reporter) and writes reports/mutation/.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: ['adapters/reference/engine/**/*.ts', '!adapters/reference/engine/**/*.test.ts'],
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  // The targets per file are 85–90% of covered mutants; below 85 is shown as low.
  thresholds: { high: 90, low: 85, break: null },
  concurrency: 2,
  timeoutMS: 60_000,
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', 'reports', 'coverage', '.tmp'],
};

// Mutation testing of the reference engine's rules code with the corpus as the test (issue 12, item 5).
// `npm run mutation` mutates every engine file and card module (issue 25 item 5: hours, not minutes) and prints
// killed / survived per file (clear-text reporter); it writes reports/mutation/. `MUTATE=targets npm run mutation`
// mutates only the ten files issue 12 set targets for (stack.ts now split into stack, casting, targets). One file: `npx stryker run --mutate adapters/reference/engine/observe.ts`. Timings and the triage
// of survivors: CONTRIBUTING.md ("Mutation testing") and harness/mutation/triage.json. The tests are
// harness/mutation/*.mutation.ts: the corpus passes, every named fault is still caught, and each rejection
// reason the corpus reaches names what was wrong (rejection-reasons.mutation.ts: `explain` and failure
// messages show it to users). Not part of `npm test` or CI.
const TARGETS = [
  'phasing',
  'sba',
  'leave-game',
  'turn',
  'observe',
  'stack',
  'casting',
  'targets',
  'game',
  'combat',
].map((f) => `adapters/reference/engine/${f}.ts`);
/** Every file `npm run mutation` mutates; harness/mutation/status.ts lists them against the scores ledger. */
export const ALL = [
  'adapters/reference/engine/**/*.ts',
  '!adapters/reference/engine/**/*.test.ts',
  // Test helpers (a game built for the engine's unit tests) are not rules code.
  '!adapters/reference/**/testing/**',
  // The test picks one edition per combination of editions.ts's switches; a mutant of that file would move
  // the very boundaries the selection is made from (harness/mutation/corpus-passes.mutation.ts).
  '!adapters/reference/engine/editions.ts',
  'adapters/reference/cards/**/*.ts',
  '!adapters/reference/cards/**/*.test.ts',
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: process.env.MUTATE === 'targets' ? TARGETS : ALL,
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  // The targets per file are 85–90% of covered mutants; below 85 is shown as low.
  thresholds: { high: 90, low: 85, break: null },
  // Two cores: two test-runner workers. Lower it with --concurrency 1 on a busy machine.
  concurrency: 2,
  timeoutMS: 60_000,
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', 'reports', 'coverage', '.tmp', '.stryker-tmp'],
};

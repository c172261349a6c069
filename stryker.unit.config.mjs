// `npx stryker run stryker.unit.config.mjs --mutate <file>`: stryker.config.mjs with the engine's unit tests as the
// only tests (vitest.mutation-unit.config.ts). Minutes instead of hours for a file whose mutants are static (a
// module-level constant makes Stryker run every test against each), at the price of not counting the corpus's
// kills: add those from a full run of the unchanged file (CONTRIBUTING.md, "Mutation testing").
import base from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: 'vitest.mutation-unit.config.ts' },
  jsonReporter: { fileName: 'reports/mutation/unit.json' },
  htmlReporter: { fileName: 'reports/mutation/unit.html' },
};

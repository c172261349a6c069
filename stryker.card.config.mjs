// `MUTATION_CARD_MODULE=adapters/reference/cards/<card>.ts npx stryker run stryker.card.config.mjs`: one card
// module's mutants, static ones included, against only the tests that can notice them (its card's fixtures and the
// unit tests that mention it: vitest.mutation-card.config.ts, harness/mutation/card-scope.ts). A static mutant costs
// seconds instead of a run of every test; the score is a lower bound of the full set's.
// `sh harness/mutation/run-card-modules.sh <stem> ...` runs several, one report each.
import { readFileSync } from 'node:fs';
import base from './stryker.config.mjs';
// Built code (npm run build): the card names are read here, from the module as written, because the sandbox holds
// it instrumented; the test workers Stryker starts inherit this environment.
const { cardModuleFromEnv } = await import('./dist/harness/mutation/card-scope.js');
process.env.MUTATION_CARD_NAMES = JSON.stringify(
  cardModuleFromEnv(process.env, (file) => readFileSync(file, 'utf8')).names,
);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  mutate: [process.env.MUTATION_CARD_MODULE],
  vitest: { configFile: 'vitest.mutation-card.config.ts' },
  jsonReporter: { fileName: 'reports/mutation/card.json' },
  htmlReporter: { fileName: 'reports/mutation/card.html' },
};

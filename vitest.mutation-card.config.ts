import { readFileSync } from 'node:fs';
import { globSync } from 'glob';
import { defineConfig } from 'vitest/config';
import { cardModuleFromEnv, testMentionsCard } from './harness/mutation/card-scope.js';

// The tests that can notice a mutant of one card module (stryker.card.config.mjs; harness/mutation/card-scope.ts):
// the fixtures holding its card, and the unit tests that mention the card or import the module. claimed-cards.test.ts
// names no card, but it checks every module against its catalogue card (hooked abilities, ability keys): a static
// mutant there makes the engine stop claiming the card, which skips its fixtures rather than failing them.
const { names, stem } = cardModuleFromEnv(process.env, (file) => readFileSync(file, 'utf8'));
const unitTests = globSync(
  ['adapters/reference/engine/*.test.ts', 'adapters/reference/cards/*.test.ts', 'adapters/reference/*.test.ts'],
  { posix: true },
).filter((file) => testMentionsCard(readFileSync(file, 'utf8'), names, stem));

export default defineConfig({
  test: {
    include: [
      'harness/mutation/card-corpus.mutation.ts',
      'adapters/reference/cards/claimed-cards.test.ts',
      ...unitTests.filter((file) => !file.endsWith('/claimed-cards.test.ts')).sort(),
    ],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});

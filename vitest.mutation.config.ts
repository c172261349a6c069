import { defineConfig } from 'vitest/config';

// Only the tests Stryker runs against each mutant of the reference engine (stryker.config.mjs): the corpus passes,
// every named fault is still caught, and rejected actions say why; and the engine's unit tests, which check the
// internal logic (counter arithmetic, turn order) that fixtures reach only through the few cases their cards happen to;
// and that the engine claims only the cards it implements whole (claimed-cards.test.ts: a card module's
// `hookedAbilities` is how its keywords carried by hooks count as implemented, which no fixture sees); and the card
// modules' own unit tests beside them (cards/*.test.ts), which were left out until a survivor they kill showed it.
export default defineConfig({
  test: {
    include: [
      'harness/mutation/*.mutation.ts',
      'adapters/reference/engine/*.test.ts',
      'adapters/reference/cards/*.test.ts',
    ],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});

import { defineConfig } from 'vitest/config';

// Only the tests Stryker runs against each mutant of the reference engine (stryker.config.mjs): the corpus passes,
// every named fault is still caught, and rejected actions say why.
export default defineConfig({
  test: {
    include: ['harness/mutation/*.mutation.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});

import { defineConfig } from 'vitest/config';

// Only the tests Stryker runs against each mutant of the reference engine (stryker.config.mjs): the corpus passes,
// and every named fault is still caught.
export default defineConfig({
  test: {
    include: ['harness/mutation/*.mutation.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});

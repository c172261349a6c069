import { defineConfig } from 'vitest/config';

// Only the corpus-as-test that Stryker runs against each mutant of the reference engine (stryker.config.mjs).
export default defineConfig({
  test: {
    include: ['harness/mutation/*.mutation.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['harness/**/*.test.ts', 'adapters/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});

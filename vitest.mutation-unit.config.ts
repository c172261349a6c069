import { defineConfig } from 'vitest/config';

// The engine's unit tests alone, for a quick Stryker run (stryker.unit.config.mjs): a mutant they kill, the whole
// mutation test set kills too; one they leave alive may still die to the corpus (vitest.mutation.config.ts).
export default defineConfig({
  test: { include: ['adapters/reference/engine/*.test.ts'], pool: 'forks' },
});

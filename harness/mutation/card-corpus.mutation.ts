// The corpus test of corpus-passes.mutation.ts, narrowed to the fixtures holding the card of one module
// (MUTATION_CARD_MODULE; card-scope.ts says why those are the fixtures that can notice its mutants). Run by
// stryker.card.config.mjs through vitest.mutation-card.config.ts; not part of `npm test`.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardModuleFromEnv, fixtureUsesCard } from './card-scope.js';
import { failingEditions } from './fixture-passes.js';
import { prepareCorpus } from './prepared-corpus.js';

const { names } = cardModuleFromEnv(process.env, (file) => readFileSync(file, 'utf8'));
const { diagnostics, work } = await prepareCorpus();
const holding = work.filter((w) => fixtureUsesCard(JSON.stringify(w.fixture), names));

describe(`the fixtures holding ${names.join(' or ')} on the reference engine`, () => {
  it('load without problems, and there is one', () => {
    expect(diagnostics).toEqual([]);
    expect(holding.length).toBeGreaterThan(0);
  });

  it.each(holding.map((w) => [w.id, w] as const))('%s passes in every edition it applies to', (_id, w) => {
    expect(failingEditions(w)).toEqual([]);
  });
});

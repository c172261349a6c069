// The test Stryker runs against each mutant of the reference engine (`npm run mutation`, stryker.config.mjs):
// every fixture of the corpus must pass in every edition it applies to. One test per fixture, so that
// Stryker's per-test coverage runs only the fixtures that reach a mutant. Proposed fixtures count too: a
// mutant they notice is a behaviour the corpus pins down. Not part of `npm test` (its name does not end
// in .test.ts); vitest.mutation.config.ts selects it.
//
// Each fixture runs in one edition per distinct combination of the engine's edition switches within the
// fixture's own `editions` bounds (representativeEditions), not in all 77. That is the same test: the
// reference engine reads the edition only through `rulesFor` (engine/editions.ts), whose answer is the
// switch vector — `new Game(request.edition, …)` in adapters/reference/index.ts stores it, and the only
// reads are `g.rules[...]` in sba.ts, leave-game.ts and seams.ts — and checkObservation does not take the
// edition at all, so two editions with the same vector give the same observation and the same verdict.
// editions.test.ts ties the switch dates to fixtures/sources/editions.json. A mutant of editions.ts itself
// would move the boundaries this selection is computed from, which is why stryker.config.mjs leaves that
// file out.
import { describe, expect, it } from 'vitest';
import { failingEditions } from './fixture-passes.js';
import { prepareCorpus } from './prepared-corpus.js';

const { diagnostics, work } = await prepareCorpus();

describe('the corpus on the reference engine', () => {
  it('loads without problems', () => {
    expect(diagnostics).toEqual([]);
  });

  it.each(work.map((w) => [w.id, w] as const))('%s passes in every edition it applies to', (_id, w) => {
    expect(failingEditions(w)).toEqual([]);
  });
});

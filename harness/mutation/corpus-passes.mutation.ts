// The test Stryker runs against each mutant of the reference engine (`npm run mutation`, stryker.config.mjs):
// every fixture of the corpus, in every edition it applies to, must pass. One test per fixture, so that
// Stryker's per-test coverage runs only the fixtures that reach a mutant. Proposed fixtures count too: a
// mutant they notice is a behaviour the corpus pins down. Not part of `npm test` (its name does not end
// in .test.ts); vitest.mutation.config.ts selects it.
import { describe, expect, it } from 'vitest';
import { runReference } from '../../adapters/reference/index.js';
import { checkObservation } from '../check/check-observation.js';
import { loadCheckedCorpus } from '../corpus/check-corpus.js';
import { knownEditions } from '../corpus/references.js';
import { appliesIn } from '../run/applicability.js';

const corpus = await loadCheckedCorpus();
const editions = knownEditions();

describe('the corpus on the reference engine', () => {
  it('loads without problems', () => {
    expect(corpus.diagnostics).toEqual([]);
  });

  it.each(corpus.fixtures.map((lf) => [lf.fixture.id, lf] as const))(
    '%s passes in every edition it applies to',
    (_id, lf) => {
      const failing: string[] = [];
      for (const edition of editions) {
        if (!appliesIn(lf.fixture, edition)) continue;
        const answer = runReference(
          { fixture: lf.fixture.id, edition, setup: lf.fixture.setup, actions: lf.fixture.actions },
          {},
        );
        if ('error' in answer) {
          failing.push(`${edition}: engine error: ${answer.error.message}`);
          continue;
        }
        const failures = checkObservation(lf.fixture, answer.observation);
        if (failures.length > 0) failing.push(`${edition}: ${failures[0]!.message}`);
      }
      expect(failing).toEqual([]);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { loadCheckedCorpus } from '../../harness/corpus/check-corpus.js';
import { validateAgainst } from '../../harness/model/schema-validator.js';
import { knownEditions } from '../../harness/corpus/references.js';
import { appliesIn } from '../../harness/model/applicability.js';
import { runReference } from './index.js';

// The harness trusts the reference engine's observations (observationsTrusted) instead of validating
// each one on the hot path; this is what earns that trust: every observation it makes for the
// corpus, in the oldest and the newest edition, matches schema/observation.schema.json.
describe('reference engine observations', () => {
  it('match the observation schema for every fixture', async () => {
    const corpus = await loadCheckedCorpus();
    const editions = knownEditions();
    const problems: string[] = [];
    for (const edition of [editions[0]!, editions[editions.length - 1]!]) {
      for (const lf of corpus.fixtures) {
        if (!appliesIn(lf.fixture, edition)) continue;
        const answer = runReference({
          fixture: lf.fixture.id,
          edition,
          setup: lf.fixture.setup,
          actions: lf.fixture.actions,
        });
        if ('error' in answer) {
          problems.push(`${lf.fixture.id}@${edition}: ${answer.error.message}`);
          continue;
        }
        for (const p of validateAgainst('observation.schema.json', answer.observation))
          problems.push(`${lf.fixture.id}@${edition} ${p.pointer}: ${p.message}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

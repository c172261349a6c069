// One fixture on the reference engine in the editions the mutation tests run it in, for corpus-passes and
// card-corpus (harness/mutation/*.mutation.ts): the editions where it fails, with the first failure's message.
import { runReference } from '../../adapters/reference/index.js';
import { checkObservation } from '../check/check-observation.js';
import type { PreparedCorpus } from './prepared-corpus.js';

export function failingEditions(w: PreparedCorpus['work'][number]): string[] {
  const failing: string[] = [];
  for (const edition of w.editions) {
    const answer = runReference({ fixture: w.id, edition, setup: w.fixture.setup, actions: w.fixture.actions }, {});
    if ('error' in answer) {
      failing.push(`${edition}: engine error: ${answer.error.message}`);
      continue;
    }
    const failures = checkObservation(w.fixture, answer.observation);
    if (failures.length > 0) {
      failing.push(`${edition}: ${failures[0]!.message}`);
      break;
    }
  }
  return failing;
}

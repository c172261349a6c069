// Which approved and proposed fixtures cover an item in each edition: one loop for clauses, related rules and
// the rules that read permanents, so the three count a fixture the same way.
import { appliesIn } from '../model/applicability.js';
import type { CitingFixture } from '../sources/citations.js';

export type Covering = { approved: string[]; proposed: string[]; uncovered: string[] };

export const sorted = (ids: Iterable<string>): string[] => [...new Set(ids)].sort();

/** Which fixtures among `citing` cover each of `editions`, given whether a fixture cites the item. */
export function covering(citing: CitingFixture[], editions: string[], cites: (f: CitingFixture) => boolean): Covering {
  const approved = new Set<string>();
  const proposed = new Set<string>();
  const uncovered: string[] = [];
  const relevant = citing.filter(cites);
  for (const edition of editions) {
    let covered = false;
    for (const f of relevant) {
      if (!appliesIn(f.fixture, edition)) continue;
      if (f.approved) {
        approved.add(f.id);
        covered = true;
      } else proposed.add(f.id);
    }
    if (!covered) uncovered.push(edition);
  }
  return { approved: sorted(approved), proposed: sorted(proposed), uncovered };
}

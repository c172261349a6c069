import type { Conformance, Counts, FixtureResult, Summary, Tally } from '../generated/report.js';
import { OUTCOMES, passes, ran } from './outcome-policy.js';
import type { WorkList } from './work-list.js';

export { OUTCOMES };

export const emptyCounts = (): Counts => ({
  pass: 0,
  fail: 0,
  error: 0,
  timeout: 0,
  crash: 0,
  unsupported: 0,
  untested: 0,
  skipped: 0,
  total: 0,
});
const emptyTally = (): Tally => ({ passed: 0, ran: 0, total: 0 });

/** The approved part of a run, as the scores need it: which fixtures apply, and which are core. */
export interface ScoreScope {
  /** Approved fixture ids that apply in at least one selected edition, with how many pairs each has. */
  pairs: ReadonlyMap<string, number>;
  core: ReadonlySet<string>;
}

export function scoreScope(work: WorkList, core: ReadonlySet<string>): ScoreScope {
  const pairs = new Map<string, number>();
  for (const item of work.items)
    if (item.lf.fixture.status === 'approved') pairs.set(item.lf.fixture.id, (pairs.get(item.lf.fixture.id) ?? 0) + 1);
  return { pairs, core };
}

/**
 * Counts are accumulated as results stream in, so a run never needs to keep them all to summarise.
 * The scores' denominators come from the work list, not from the results: everything that applies
 * counts, whether the engine ran it or not (a run stopped by --max-failures leaves pairs without a
 * result, and those count as not passing too).
 */
export class SummaryBuilder {
  private readonly all = emptyCounts();
  private readonly approved = emptyCounts();
  private readonly proposed = emptyCounts();
  private unexpected = 0;
  /** Fixtures with a result (or a stale baseline entry) not as expected: what headlines count. */
  private readonly unexpectedIds = new Set<string>();
  /** Per approved fixture: whether it ran somewhere, and whether every run passed. */
  private readonly fixtures = new Map<string, { ran: boolean; allPass: boolean }>();
  private readonly results = emptyTally();

  /** Without a scope (a report assembled from results alone), the denominators are the results seen. */
  constructor(private readonly scope?: ScoreScope) {}

  add(r: FixtureResult): void {
    const times = r.editions?.length ?? 1;
    for (const c of [this.all, r.status === 'approved' ? this.approved : this.proposed]) {
      c[r.outcome] += times;
      c.total += times;
    }
    if (r.expected === false) {
      this.unexpected++;
      this.unexpectedIds.add(r.id);
    }
    if (r.status !== 'approved') return;
    if (ran(r.outcome)) this.results.ran += times;
    if (passes(r.outcome)) this.results.passed += times;
    let f = this.fixtures.get(r.id);
    if (!f) this.fixtures.set(r.id, (f = { ran: false, allPass: true }));
    if (ran(r.outcome)) {
      f.ran = true;
      if (!passes(r.outcome)) f.allPass = false;
    }
  }

  /** A baseline entry that names a fixture the run did not produce counts as unexpected too (its fixture with it). */
  addUnexpected(n: number, fixtureIds: readonly string[] = []): void {
    this.unexpected += n;
    for (const id of fixtureIds) this.unexpectedIds.add(id);
  }

  build(): Summary {
    const conformance = this.conformance();
    const f = conformance.fixtures;
    return {
      ...this.all,
      approved: { ...this.approved },
      proposed: { ...this.proposed },
      score: f.total > 0 ? f.passed / f.total : 0,
      conformance,
      unexpected: this.unexpected,
      unexpectedFixtures: this.unexpectedIds.size,
    };
  }

  private conformance(): Conformance {
    const ids = this.scope ? [...this.scope.pairs.keys()] : [...this.fixtures.keys()];
    const tally = (keep: (id: string) => boolean): Tally => {
      const t = emptyTally();
      for (const id of ids) {
        if (!keep(id)) continue;
        t.total++;
        const f = this.fixtures.get(id);
        if (f?.ran) {
          t.ran++;
          if (f.allPass) t.passed++;
        }
      }
      return t;
    };
    const full = tally(() => true);
    const core = this.scope ? tally((id) => this.scope!.core.has(id)) : emptyTally();
    const pairTotal = this.scope ? [...this.scope.pairs.values()].reduce((a, b) => a + b, 0) : this.approved.total;
    return { fixtures: full, results: { ...this.results, total: pairTotal }, profiles: { core, full: { ...full } } };
  }
}

import type { Counts, FixtureResult, Outcome, Summary } from '../generated/report.js';

export const OUTCOMES: readonly Outcome[] = ['pass', 'fail', 'error', 'timeout', 'crash', 'untested', 'skipped'];

export const emptyCounts = (): Counts => ({ pass: 0, fail: 0, error: 0, timeout: 0, crash: 0, untested: 0, skipped: 0, total: 0 });

/** Counts are accumulated as results stream in, so a run never needs to keep them all to summarise. */
export class SummaryBuilder {
  private readonly all = emptyCounts();
  private readonly approved = emptyCounts();
  private readonly proposed = emptyCounts();
  private unexpected = 0;

  add(r: FixtureResult): void {
    for (const c of [this.all, r.status === 'approved' ? this.approved : this.proposed]) {
      c[r.outcome]++;
      c.total++;
    }
    if (r.expected === false) this.unexpected++;
  }

  /** A baseline entry that names a fixture the run did not produce counts as unexpected too. */
  addUnexpected(n: number): void {
    this.unexpected += n;
  }

  build(): Summary {
    const tested = this.approved.total - this.approved.untested - this.approved.skipped;
    return { ...this.all, approved: { ...this.approved }, proposed: { ...this.proposed }, score: tested > 0 ? this.approved.pass / tested : 0, unexpected: this.unexpected };
  }
}

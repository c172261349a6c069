import { describe, expect, it } from 'vitest';
import type { FixtureResult } from '../generated/report.js';
import { compareReports, formatComparison } from './compare-reports.js';
import { sampleReport } from './testing/sample-reports.js';
import { LATEST_EDITION, fixtureResult } from './testing/fixture-result.js';

const r = (id: string, outcome: FixtureResult['outcome'], edition = LATEST_EDITION): FixtureResult =>
  fixtureResult(id, outcome, { edition, title: `t ${id}` });

describe('compareReports', () => {
  it('sorts every per-result change into regression, fix, changed, added and removed', () => {
    const older = sampleReport({
      results: [
        r('stays', 'pass'),
        r('breaks', 'pass'),
        r('heals', 'fail'),
        r('shifts', 'timeout'),
        r('leaves', 'pass'),
        r('lost-capability', 'pass'),
      ],
    });
    const newer = sampleReport({
      results: [
        r('stays', 'pass'),
        r('breaks', 'crash'),
        r('heals', 'pass'),
        r('shifts', 'fail'),
        r('arrives', 'fail'),
        r('lost-capability', 'untested'),
      ],
    });
    const c = compareReports(older, newer);
    expect(c.counts).toEqual({ regression: 2, fix: 1, changed: 1, added: 1, removed: 1, unchanged: 1 });
    expect(c.changes.map((x) => [x.kind, x.id, x.before, x.after])).toEqual([
      ['regression', 'breaks', 'pass', 'crash'],
      ['regression', 'lost-capability', 'pass', 'untested'],
      ['fix', 'heals', 'fail', 'pass'],
      ['changed', 'shifts', 'timeout', 'fail'],
      ['added', 'arrives', undefined, 'fail'],
      ['removed', 'leaves', 'pass', undefined],
    ]);
    expect(c.sameCorpus).toBe(true);
  });

  it('keys results by fixture id and edition', () => {
    const older = sampleReport({ results: [r('x', 'pass', '2011-02-04'), r('x', 'pass', '2026-08-07')] });
    const newer = sampleReport({ results: [r('x', 'pass', '2011-02-04'), r('x', 'fail', '2026-08-07')] });
    expect(compareReports(older, newer).changes).toMatchObject([
      { kind: 'regression', id: 'x', edition: '2026-08-07' },
    ]);
  });

  it('prints one line per fixture for the same change across many editions, and notes different corpora', () => {
    const eds = ['2011-02-04', '2012-06-01', '2017-08-25', '2020-08-07', '2026-08-07'];
    const older = sampleReport({ results: eds.map((e) => r('x', 'pass', e)) });
    const newer = sampleReport({ results: eds.map((e) => r('x', 'fail', e)) });
    newer.suite = { ...newer.suite, corpusHash: 'b'.repeat(64) };
    const text = formatComparison(compareReports(older, newer), { old: 'old.json', new: 'new.json' });
    expect(text).toContain('5 regression(s), 0 fix(es)');
    expect(text).toContain('REGRESSIONS (passed before, not now): 5');
    expect(text).toContain('  x [5 editions, 2011-02-04 … 2026-08-07]: pass → fail — x is fail');
    expect(text).toMatch(/note: the reports ran different corpora/);
  });
});

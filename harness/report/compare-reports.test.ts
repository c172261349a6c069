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

describe('why a result changed', () => {
  const v = (
    id: string,
    outcome: FixtureResult['outcome'],
    extra: Partial<FixtureResult> = {},
    edition = LATEST_EDITION,
  ) => fixtureResult(id, outcome, { edition, fixtureHash: 'a'.repeat(16), capabilities: ['turn.advance'], ...extra });
  const upgrade = (older: FixtureResult[], newer: FixtureResult[]) => {
    const o = sampleReport({ results: older });
    const n = sampleReport({ results: newer });
    o.suite = { ...o.suite, outcomeRules: 1 };
    n.suite = { ...n.suite, corpusHash: 'b'.repeat(64), outcomeRules: 1 };
    return [o, n] as const;
  };
  const causes = (c: ReturnType<typeof compareReports>) =>
    Object.fromEntries(c.changes.map((x) => [`${x.id}@${x.edition}`, x.cause.kind]));

  it('names one primary cause per changed result, from what the two reports show', () => {
    const [o, n] = upgrade(
      [
        v('engine', 'pass'),
        v('edited', 'pass'),
        v('needs-more', 'pass'),
        v('gone', 'pass'),
        v('narrowed', 'pass', {}, '2011-02-04'),
        v('narrowed', 'pass'),
      ],
      [
        v('engine', 'fail'),
        v('edited', 'fail', { fixtureHash: 'c'.repeat(16) }),
        v('needs-more', 'untested', {
          capabilities: ['turn.advance', 'stack.cast'],
          missing: { capabilities: ['stack.cast'] },
        }),
        v('new', 'fail'),
        v('narrowed', 'pass'),
      ],
    );
    const c = compareReports(o, n);
    expect(causes(c)).toEqual({
      [`engine@${LATEST_EDITION}`]: 'engine-changed',
      [`edited@${LATEST_EDITION}`]: 'fixture-changed',
      [`needs-more@${LATEST_EDITION}`]: 'requirement-added',
      [`new@${LATEST_EDITION}`]: 'fixture-added',
      [`gone@${LATEST_EDITION}`]: 'fixture-removed',
      'narrowed@2011-02-04': 'edition-range-changed',
    });
    expect(c.causes).toEqual({
      'engine-changed': 1,
      'fixture-changed': 1,
      'requirement-added': 1,
      'fixture-added': 1,
      'fixture-removed': 1,
      'edition-range-changed': 1,
    });
    const text = formatComparison(c, { old: 'old.json', new: 'new.json' });
    expect(text).toContain('why: engine changed 1, fixture changed 1, requirement added 1');
    expect(text).toContain('      why: requirement added (the fixture now needs stack.cast, which it did not before)');
    expect(text).toContain(`      why: fixture changed (fixture file ${'a'.repeat(16)} → ${'c'.repeat(16)})`);
  });

  it('blames the outcome rules when they changed and the fixture did not', () => {
    const [o, n] = upgrade([v('x', 'untested')], [v('x', 'error')]);
    n.suite.outcomeRules = 2;
    expect(compareReports(o, n).changes[0]!.cause).toEqual({
      kind: 'outcome-rule-changed',
      evidence: 'outcome rules 1 → 2',
    });
  });

  it('cannot tell a changed fixture from a changed engine when an older report has no fixture hashes', () => {
    const [o, n] = upgrade([fixtureResult('x', 'pass')], [v('x', 'fail')]);
    delete o.suite.outcomeRules;
    delete n.suite.outcomeRules;
    expect(compareReports(o, n).changes[0]!.cause.kind).toBe('unknown');
    // The same corpus (equal hashes) is the same fixture, hashes or not.
    n.suite.corpusHash = o.suite.corpusHash;
    expect(compareReports(o, n).changes[0]!.cause.kind).toBe('engine-changed');
  });
});

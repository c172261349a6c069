import { describe, expect, it } from 'vitest';
import type { FixtureResult } from '../generated/report.js';
import { ResultCompactor, expandResults } from './compact-results.js';
import { fixtureResult } from '../report/testing/fixture-result.js';

const r = (
  id: string,
  edition: string,
  outcome: FixtureResult['outcome'],
  extra: Partial<FixtureResult> = {},
): FixtureResult => {
  // these tests give a message only where it matters
  const { message: _none, ...bare } = fixtureResult(id, outcome, { edition });
  return { ...bare, ...extra };
};

function compact(results: FixtureResult[]): FixtureResult[] {
  const rows: FixtureResult[] = [];
  const c = new ResultCompactor((row) => rows.push(row));
  for (const x of results) c.add(x);
  c.flush();
  return rows;
}

describe('ResultCompactor', () => {
  it("folds a fixture's consecutive results that say the same thing into one row over its editions", () => {
    const fail = (edition: string, actual: number) =>
      r('a', edition, 'fail', { failures: [{ message: 'x', expected: 1, actual }], message: 'x' });
    const results = [
      r('a', '2011-02-04', 'pass'),
      r('a', '2012-06-01', 'pass'),
      fail('2016-11-11', 2),
      fail('2017-08-25', 2),
      fail('2018-01-19', 3),
      r('a', '2026-08-07', 'crash', { message: 'died', stderr: 'trace' }),
      r('a', '2026-09-01', 'crash', { message: 'died', stderr: 'trace' }),
      r('b', '2011-02-04', 'pass'),
    ];
    const rows = compact(results);
    expect(rows.map((x) => [x.id, x.outcome, x.edition, x.editions])).toEqual([
      ['a', 'pass', '2011-02-04', ['2011-02-04', '2012-06-01']],
      ['a', 'fail', '2016-11-11', ['2016-11-11', '2017-08-25']],
      ['a', 'fail', '2018-01-19', undefined],
      ['a', 'crash', '2026-08-07', undefined],
      ['a', 'crash', '2026-09-01', undefined],
      ['b', 'pass', '2011-02-04', undefined],
    ]);
    expect(rows[0]!.durationMs).toBe(2);
    expect(expandResults(rows).map((x) => [x.id, x.edition, x.outcome])).toEqual(
      results.map((x) => [x.id, x.edition, x.outcome]),
    );
  });

  it('folds untested rows with the same reason, including a missing edition, and never rows whose message differs', () => {
    const lacks = { message: 'engine lacks this edition', missing: { capabilities: [], cards: [], edition: 'x' } };
    const rows = compact([
      r('a', '2011-02-04', 'untested', { ...lacks, missing: { ...lacks.missing, edition: '2011-02-04' } }),
      r('a', '2012-06-01', 'untested', { ...lacks, missing: { ...lacks.missing, edition: '2012-06-01' } }),
      r('a', '2017-08-25', 'untested', {
        message: 'engine lacks capabilities combat',
        missing: { capabilities: ['combat'], cards: [] },
      }),
    ]);
    expect(rows.length).toBe(2);
    expect(rows[0]!.editions).toEqual(['2011-02-04', '2012-06-01']);
    expect(rows[0]!.missing).toEqual({ capabilities: [], cards: [], edition: '2011-02-04' });
    expect(expandResults(rows).map((x) => x.missing?.edition)).toEqual(['2011-02-04', '2012-06-01', undefined]);
  });

  it('never folds a row that lacks its edition with one that lacks only capabilities', () => {
    const rows = compact([
      r('a', '2011-02-04', 'untested', {
        message: 'm',
        missing: { capabilities: ['combat'], cards: [], edition: '2011-02-04' },
      }),
      r('a', '2012-06-01', 'untested', { message: 'm', missing: { capabilities: ['combat'], cards: [] } }),
    ]);
    expect(rows.length).toBe(2);
  });
});

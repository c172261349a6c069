import { describe, expect, it } from 'vitest';
import type { FixtureResult } from '../generated/report.js';
import { SummaryBuilder } from './summarize.js';

const r = (
  id: string,
  edition: string,
  outcome: FixtureResult['outcome'],
  status: FixtureResult['status'] = 'approved',
): FixtureResult => ({ id, title: id, status, edition, outcome, durationMs: 1, file: `${id}.json`, sources: [] });

describe('SummaryBuilder conformance', () => {
  // Four approved fixtures apply (two editions each), two of them core; one proposed fixture.
  const scope = {
    pairs: new Map([
      ['a', 2],
      ['b', 2],
      ['c', 2],
      ['d', 2],
    ]),
    core: new Set(['a', 'c']),
  };

  it('counts a fixture as passing only when it passed in every edition it ran in, over every fixture that applies', () => {
    const s = new SummaryBuilder(scope);
    for (const x of [
      r('a', 'e1', 'pass'),
      r('a', 'e2', 'pass'),
      r('b', 'e1', 'pass'),
      r('b', 'e2', 'fail'),
      r('c', 'e1', 'pass'),
      r('c', 'e2', 'untested'),
      r('d', 'e1', 'untested'),
      r('d', 'e2', 'untested'),
      r('p', 'e1', 'pass', 'proposed'),
    ])
      s.add(x);
    const c = s.build().conformance;
    expect(c.fixtures).toEqual({ passed: 2, ran: 3, total: 4 });
    expect(c.results).toEqual({ passed: 4, ran: 5, total: 8 });
    expect(c.profiles.core).toEqual({ passed: 2, ran: 2, total: 2 });
    expect(c.profiles.full).toEqual(c.fixtures);
    expect(s.build().score).toBe(0.5);
  });

  it('counts pairs that never produced a result (a run stopped early) as not passing', () => {
    const s = new SummaryBuilder(scope);
    s.add(r('a', 'e1', 'pass'));
    const c = s.build().conformance;
    expect(c.fixtures).toEqual({ passed: 1, ran: 1, total: 4 });
    expect(c.results.total).toBe(8);
  });

  it('counts unsupported against the engine: ran, not passed', () => {
    const s = new SummaryBuilder(scope);
    s.add(r('a', 'e1', 'unsupported'));
    s.add(r('a', 'e2', 'pass'));
    expect(s.build().conformance.fixtures).toEqual({ passed: 0, ran: 1, total: 4 });
    expect(s.build().unsupported).toBe(1);
  });

  it('counts fixtures not as expected once each, stale baseline entries with them', () => {
    const s = new SummaryBuilder(scope);
    for (const x of [r('a', 'e1', 'fail'), r('a', 'e2', 'fail'), r('b', 'e1', 'pass'), r('c', 'e1', 'error')])
      s.add({ ...x, expected: x.outcome === 'pass' });
    s.addUnexpected(2, ['a', 'gone']);
    expect(s.build()).toMatchObject({ unexpected: 5, unexpectedFixtures: 3 });
  });

  it('counts a compact row once per edition it stands for', () => {
    const s = new SummaryBuilder(scope);
    s.add({ ...r('a', 'e1', 'pass'), editions: ['e1', 'e2'] });
    const b = s.build();
    expect(b.pass).toBe(2);
    expect(b.conformance.results.passed).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import type { FixtureResult } from '../generated/report.js';
import { ProgressLine } from './progress.js';

const res = (id: string, outcome: FixtureResult['outcome'] = 'pass'): FixtureResult => ({
  id,
  title: id,
  status: 'approved',
  edition: '2026-08-07',
  outcome,
  durationMs: 1,
  file: 'f',
  sources: [],
});
const sink = (isTTY: boolean, columns = 80) => {
  const chunks: string[] = [];
  return { chunks, stream: { isTTY, columns, write: (c: string) => chunks.push(c) } };
};

describe('ProgressLine', () => {
  it('writes nothing when the stream is not a terminal (CI logs stay clean)', () => {
    const s = sink(false);
    const p = new ProgressLine(s.stream, 0);
    p.start(3);
    for (const id of ['a', 'b', 'c']) p.tick(res(id));
    p.finish();
    expect(s.chunks).toEqual([]);
  });

  it('redraws one line on a terminal and clears it at the end', () => {
    const s = sink(true);
    const p = new ProgressLine(s.stream, 0);
    p.start(2);
    p.tick(res('first'));
    p.tick(res('second', 'fail'));
    p.finish();
    expect(s.chunks).toEqual(['\r[1/2] 1 pass first\x1b[K', '\r[2/2] 1 pass, 1 fail second\x1b[K', '\r\x1b[K']);
    expect(s.chunks.join('')).not.toContain('\n');
  });

  it('draws at most every interval, but always the last result, and fits the terminal width', () => {
    const s = sink(true, 30);
    let t = 0;
    const p = new ProgressLine(s.stream, 100, () => t);
    p.start(4);
    t = 1000;
    p.tick(res('one-with-a-rather-long-fixture-id'));
    t = 1010;
    p.tick(res('two'));
    t = 1020;
    p.tick(res('three'));
    t = 1030;
    p.tick(res('four'));
    expect(s.chunks.length).toBe(2);
    expect(s.chunks[0]!.length).toBeLessThanOrEqual('\r'.length + 29 + '\x1b[K'.length);
    expect(s.chunks[1]).toContain('[4/4]');
  });
});

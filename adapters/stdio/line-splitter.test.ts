import { describe, expect, it } from 'vitest';
import { LineSplitter } from './line-splitter.js';

function split(chunks: (string | Buffer)[], max = 1024): { lines: string[]; overflow: number[] } {
  const lines: string[] = [];
  const overflow: number[] = [];
  const s = new LineSplitter(
    max,
    (l) => lines.push(l),
    (n) => overflow.push(n),
  );
  for (const c of chunks) s.push(typeof c === 'string' ? Buffer.from(c) : c);
  return { lines, overflow };
}

describe('LineSplitter', () => {
  it('joins a message split across chunks and splits several messages in one chunk', () => {
    expect(split(['{"a":', '1}\n{"b":2}\n{"c"', ':3}\n']).lines).toEqual(['{"a":1}', '{"b":2}', '{"c":3}']);
  });

  it('drops CR before LF and skips blank lines', () => {
    expect(split(['{"a":1}\r\n\n  \r\n{"b":2}\n']).lines).toEqual(['{"a":1}', '{"b":2}']);
  });

  it('decodes a multi-byte character split between chunks', () => {
    const bytes = Buffer.from('{"name":"Ertai’s Familiar"}\n');
    const cut = bytes.indexOf(0xe2) + 1; // inside the three bytes of ’
    expect(split([bytes.subarray(0, cut), bytes.subarray(cut)]).lines).toEqual(['{"name":"Ertai’s Familiar"}']);
  });

  it('keeps an unfinished last line back until its newline arrives', () => {
    const lines: string[] = [];
    const s = new LineSplitter(
      1024,
      (l) => lines.push(l),
      () => undefined,
    );
    s.push(Buffer.from('{"a":1}\n{"b"'));
    expect(lines).toEqual(['{"a":1}']);
    expect(s.pendingBytes()).toBe(4);
  });

  it('reports a line longer than the cap once, without buffering it, and ignores everything after', () => {
    const r = split(['x'.repeat(600), 'x'.repeat(600), '\n{"late":1}\n'], 1000);
    expect(r.overflow).toEqual([1200]);
    expect(r.lines).toEqual([]);
  });

  it('accepts a line of exactly the cap', () => {
    expect(split(['y'.repeat(10) + '\n'], 10).lines).toEqual(['y'.repeat(10)]);
  });

  it('marks a line that is not UTF-8 with the offset of its first bad byte', () => {
    const seen: (number | undefined)[] = [];
    const s = new LineSplitter(
      1024,
      (_, at) => seen.push(at),
      () => undefined,
    );
    s.push(Buffer.concat([Buffer.from('{"seq":1,"x":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}\n{"seq":2}\n')]));
    expect(seen).toEqual([14, undefined]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../../../harness/paths.js';

// Cards change a permanent's state only through the engine's verbs, which take a `Permanent` (so only
// one that exists, 702.26b) and tell the rules what happened: tapPermanent / untapPermanent (stack.ts:
// "becomes tapped" triggers, 506.4b) and the counter verbs (counters.ts). A card that wrote `tapped`
// or `counters` on the object it holds would skip both. Reading them is fine.

/** `x.tapped = …` (not `===`), `x.tapped++`. */
const TAPPED_WRITE = /\.\s*tapped\s*(?:=(?!=)|\+\+|--)/;
/** `x.counters = …`, `x.counters.set(…)`, `.delete(…)`, `.clear()`. */
const COUNTERS_WRITE = /\.\s*counters\s*(?:=(?!=)|\.\s*(?:set|delete|clear)\s*\()/;

const CARDS = fromRoot('adapters', 'reference', 'cards');
const cardFiles = () => readdirSync(CARDS).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

/** The lines of a source text that write a permanent's tapped state or counters directly, as `line: text`. */
function directWrites(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) => (TAPPED_WRITE.test(line) || COUNTERS_WRITE.test(line) ? [`${i + 1}: ${line.trim()}`] : []));
}

describe('cards write no tapped state or counters directly', () => {
  it('no file under cards/ does (they use tapPermanent / untapPermanent and the counter verbs)', () => {
    const files = cardFiles();
    expect(files.length).toBeGreaterThan(100); // the scan found the cards
    const offenders = files.flatMap((f) => directWrites(readFileSync(`${CARDS}/${f}`, 'utf8')).map((w) => `${f}:${w}`));
    expect(offenders).toEqual([]);
  });

  it('catches a write put back into a real card', () => {
    const text = readFileSync(`${CARDS}/act-of-treason.ts`, 'utf8');
    expect(directWrites(text)).toEqual([]);
    const untap = 'untapPermanent(g, o)';
    expect(text).toContain(untap);
    expect(directWrites(text.replace(untap, 'o.tapped = false'))).toEqual([
      expect.stringMatching(/^\d+: for \(const o of targets\) o\.tapped = false;$/),
    ]);
  });

  it('engine rules change counters only through counters.ts, but for the exceptions listed here', () => {
    // The only engine files that write `counters` themselves: counters.ts holds the verbs (122.1,
    // 122.2, 122.6); setup.ts builds the starting state a fixture describes, counters included;
    // observe.ts writes an observation's `counters` field, not an object's.
    const exceptions = new Set(['counters.ts', 'setup.ts', 'observe.ts']);
    const engine = fromRoot('adapters', 'reference', 'engine');
    const files = readdirSync(engine).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(files).toEqual(expect.arrayContaining([...exceptions]));
    const writers = files.filter((f) =>
      readFileSync(`${engine}/${f}`, 'utf8')
        .split('\n')
        .some((line) => COUNTERS_WRITE.test(line)),
    );
    expect(writers.sort()).toEqual([...exceptions].sort());
  });

  it('recognises each kind of write, and not the reads that share the names', () => {
    const writes = [
      'o.tapped = false;',
      'self.tapped=true',
      'o.tapped++',
      "card.counters.set('delay', 1);",
      "self.counters.delete('soul');",
      'o.counters.clear();',
      'o.counters = new Map();',
      "self . counters . set('x', 1)",
    ];
    for (const line of writes) expect(directWrites(line), line).toHaveLength(1);
    const reads = [
      'if (o.tapped === false) return;',
      'const t = o.tapped;',
      "self.counters.get('time') ?? 0",
      "o.counters.has('loyalty')",
      'for (const [kind, n] of o.counters) f(kind, n);',
      'untapPermanent(g, o);',
      "putCounters(self, 'time', 1);",
      'held.counters.map((c) => c)',
    ];
    for (const line of reads) expect(directWrites(line), line).toEqual([]);
  });
});

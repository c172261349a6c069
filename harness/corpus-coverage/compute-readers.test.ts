import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Fixture } from '../generated/fixture.js';
import type { ReaderRule } from '../generated/sources.js';
import type { CitingFixture } from '../sources/citations.js';
import { loadSourcesIndex, type SourcesIndex } from '../sources/sources-index.js';
import { readerNumberIn } from '../sources/reader-numbers.js';
import { computeReaders } from './compute-readers.js';

const hash16 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16);

const EDITIONS = ['2011-02-04', '2017-09-29', '2026-08-07'];

/** A reader row in the shape readers.json holds, checked by what `how` says. */
function reader(rule: string, how: Pick<ReaderRule, 'checkedBy' | 'open' | 'exempt'>, from = '2011-02-04'): ReaderRule {
  const text = `Rule ${rule} looks at permanents.`;
  return {
    rule,
    text,
    textHash: hash16(text),
    category: 'state-based-action',
    reads: 'permanents, for the test',
    numbers: [{ from, rule }],
    ...how,
  };
}

/** The bundled index with its readers replaced. */
function indexWith(readers: ReaderRule[]): SourcesIndex {
  const index = loadSourcesIndex();
  return { ...index, readers: { ...index.readers, readers: readers as SourcesIndex['readers']['readers'] } };
}

/** A fixture reduced to what coverage reads: its id, status, editions range and cited meanings. */
function citing(id: string, opts: { approved?: boolean; from?: string; meanings?: string[] } = {}): CitingFixture {
  return {
    id,
    file: `${id}.json`,
    approved: opts.approved ?? true,
    fixture: { id, editions: { from: opts.from ?? '2011-02-04' } } as unknown as Fixture,
    meanings: new Set(opts.meanings ?? []),
    rulings: new Set(),
    bugs: new Set(),
    interactions: new Set(),
  };
}

describe('computeReaders', () => {
  it('covers a row in every edition where a named fixture applies, and only partially where one does not', () => {
    const index = indexWith([
      reader('704.5g', { checkedBy: { fixtures: ['lethal'] } }),
      reader('704.5k', { checkedBy: { fixtures: ['world'] } }),
    ]);
    const { rows, gaps } = computeReaders(index, [citing('lethal'), citing('world', { from: '2017-09-29' })], EDITIONS);
    expect(rows.map((r) => [r.rule, r.status, r.uncoveredEditions])).toEqual([
      ['704.5g', 'covered', []],
      ['704.5k', 'partial', ['2011-02-04']],
    ]);
    expect(gaps).toEqual([]);
  });

  it('gives a partial row the reason its earlier editions have no fixture (checkedBy.earlier)', () => {
    const earlier = 'Before 2017-09-29 the rule read differently, for the test.';
    const index = indexWith([
      reader('704.5k', { checkedBy: { fixtures: ['world'], earlier } }),
      reader('704.5g', { checkedBy: { fixtures: ['lethal'] } }),
    ]);
    const { rows } = computeReaders(index, [citing('world', { from: '2017-09-29' }), citing('lethal')], EDITIONS);
    expect(rows.map((r) => [r.rule, r.status, r.reason])).toEqual([
      ['704.5k', 'partial', earlier],
      ['704.5g', 'covered', undefined],
    ]);
  });

  it('counts fixtures citing a meaning the row names', () => {
    const index = indexWith([reader('704.5m', { checkedBy: { meanings: ['RR-SBA-AURA'] } })]);
    const { rows } = computeReaders(index, [citing('aura', { meanings: ['RR-SBA-AURA'] }), citing('other')], EDITIONS);
    expect(rows[0]!.fixtures).toEqual(['aura']);
    expect(rows[0]!.status).toBe('covered');
  });

  it('fails the gate for a row whose only fixture is proposed, names a missing fixture, or an unknown meaning', () => {
    const index = indexWith([
      reader('704.5g', { checkedBy: { fixtures: ['draft'] } }),
      reader('704.5k', { checkedBy: { fixtures: ['gone'] } }),
      reader('704.5m', { checkedBy: { meanings: ['RR-NO-SUCH-RULE'] } }),
    ]);
    const { rows, gaps } = computeReaders(index, [citing('draft', { approved: false })], EDITIONS);
    expect(rows[0]!.status).toBe('uncovered');
    expect(rows[0]!.proposed).toEqual(['draft']);
    expect(gaps.map((g) => g.rule)).toEqual(['704.5g', '704.5k', '704.5m']);
    expect(gaps[1]!.problem).toContain('gone');
    expect(gaps[2]!.problem).toContain('RR-NO-SUCH-RULE');
  });

  it('fails the gate for a row that is both checked and open', () => {
    const both = reader('704.5g', {
      checkedBy: { fixtures: ['lethal'] },
      open: { kind: 'card', reason: 'Both at once, for the test here.' },
    });
    expect(computeReaders(indexWith([both]), [citing('lethal')], EDITIONS).gaps).toEqual([
      { rule: '704.5g', problem: 'has more than one of checkedBy, open and exempt' },
    ]);
  });

  it('counts open and exempt rows by kind, and never as covered', () => {
    const index = indexWith([
      reader('514.1', { open: { kind: 'card', reason: 'Needs Spellbook in the catalogue, for the test.' } }),
      reader('704.5c', {
        exempt: { kind: 'no-permanent-read', reason: 'Poison counters are on players, for the test.' },
      }),
    ]);
    const { rows, counts, gaps } = computeReaders(index, [], EDITIONS);
    expect(rows.map((r) => r.status)).toEqual(['open', 'exempt']);
    expect(counts).toMatchObject({ rows: 2, covered: 0, open: 1, exempt: 1 });
    expect(counts.byKind).toEqual({ 'open:card': 1, 'exempt:no-permanent-read': 1 });
    expect(gaps).toEqual([]);
  });

  it('leaves out a rule that exists in no edition in scope, and gives each edition its number', () => {
    const late = reader(
      '702.131b',
      { open: { kind: 'vocabulary', reason: 'Needs the city’s blessing, for the test.' } },
      '2018-07-13',
    );
    late.numbers = [
      { from: '2018-07-13', rule: '702.130b' },
      { from: '2021-04-22', rule: '702.131b' },
    ];
    expect(computeReaders(indexWith([late]), [], ['2011-02-04', '2017-09-29']).rows).toEqual([]);
    expect(computeReaders(indexWith([late]), [], EDITIONS).rows[0]!.numbers).toEqual(['702.131b']);
    expect(readerNumberIn(late, '2019-01-25')).toBe('702.130b');
    expect(readerNumberIn(late, '2017-09-29')).toBeUndefined();
  });
});

describe('readers.json', () => {
  const readers = loadSourcesIndex().readers.readers;

  it('quotes each rule with the hash of its text, once per rule', () => {
    for (const r of readers) expect(r.textHash, r.rule).toBe(hash16(r.text));
    expect(new Set(readers.map((r) => r.rule)).size).toBe(readers.length);
  });

  it('gives each rule its numbers oldest first, ending with its number in the quoted edition', () => {
    for (const r of readers) {
      const froms = r.numbers.map((n) => n.from);
      expect(froms, r.rule).toEqual([...froms].sort());
      expect(r.numbers[r.numbers.length - 1]!.rule, r.rule).toBe(r.rule);
    }
  });
});

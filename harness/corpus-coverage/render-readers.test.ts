import { describe, expect, it } from 'vitest';
import type { CoverageReport, ReaderRow } from '../generated/coverage.js';
import { formatReadersMarkdown, formatReadersTerminal } from './render-readers.js';

const row = (over: Partial<ReaderRow>): ReaderRow => ({
  rule: '704.5g',
  numbers: ['704.5g'],
  category: 'state-based-action',
  reads: 'marked damage',
  editions: ['2011-02-04', '2026-08-07'],
  status: 'covered',
  fixtures: ['lethal'],
  proposed: [],
  uncoveredEditions: [],
  ...over,
});

function report(rows: ReaderRow[]): CoverageReport {
  return {
    readers: rows,
    summary: {
      readers: {
        rows: rows.length,
        covered: 1,
        partial: 1,
        uncovered: 0,
        open: 1,
        exempt: 0,
        byKind: { 'open:card': 1 },
      },
    },
  } as unknown as CoverageReport;
}

const rows = [
  row({}),
  row({
    rule: '702.9b',
    numbers: ['702.9b'],
    category: 'combat',
    status: 'partial',
    uncoveredEditions: ['2011-02-04'],
  }),
  row({
    rule: '514.1',
    numbers: ['514.1'],
    category: 'turn-based-action',
    status: 'open',
    kind: 'card',
    reason: 'Needs Spellbook.',
    fixtures: [],
  }),
];

describe('readers section of the coverage report', () => {
  it('gives the counts with kinds of reason, and lists every open and partial row in the terminal', () => {
    const text = formatReadersTerminal(report(rows)).join('\n');
    expect(text).toContain('3 rules — 1 covered, 1 partial, 0 uncovered, 1 open (card 1), 0 exempt');
    expect(text).toContain('open 514.1 [card]: Needs Spellbook.');
    expect(text).toContain('partial 702.9b: no approved fixture in 1 of 2 edition(s), from 2011-02-04');
    expect(text).not.toContain('704.5g:');
  });

  it("ends a partial row's line with why its earlier editions have no fixture", () => {
    const earlier = row({ ...rows[1], reason: 'The rule read differently before.' });
    const text = formatReadersTerminal(report([earlier])).join('\n');
    expect(text).toContain(
      'partial 702.9b: no approved fixture in 1 of 2 edition(s), from 2011-02-04: The rule read differently before.',
    );
  });

  it('puts every row in the Markdown table, with its fixtures or its reason', () => {
    const text = formatReadersMarkdown(report(rows)).join('\n');
    expect(text).toContain('| 704.5g | state-based-action | marked damage | covered | `lethal` |');
    expect(text).toContain('| 514.1 | turn-based-action | marked damage | open | card: Needs Spellbook. |');
  });

  it('writes nothing for a report without readers (one from before the index)', () => {
    expect(formatReadersTerminal({ summary: {} } as unknown as CoverageReport)).toEqual([]);
  });
});

// Coverage of the readers index (fixtures/sources/readers.json): the rules in which the game looks at
// permanents, each checked by fixtures that show it skipping a phased-out one, or left open or exempt with a
// reason. A row counts in the editions in scope where its rule exists (from its first recorded number on);
// a fixture counts for a row when it is approved, applies in that edition, and either cites one of the row's
// meanings or is named by the row.
import type { ReaderCounts, ReaderRow } from '../generated/coverage.js';
import type { ReaderRule } from '../generated/sources.js';
import { covering } from './covering.js';
import type { CitingFixture } from '../sources/citations.js';
import { readerNumberIn } from '../sources/reader-numbers.js';
import { RELATED_RULES_RECORDED_FROM } from '../sources/related-rule-history.js';
import type { SourcesIndex } from '../sources/sources-index.js';

export interface ReaderGap {
  rule: string;
  problem: string;
}

export interface ReadersCoverage {
  rows: ReaderRow[];
  counts: ReaderCounts;
  gaps: ReaderGap[];
}

/** Editions (of those given) in which the rule exists: from its first recorded number on. */
export function readerEditions(reader: ReaderRule, editions: string[]): string[] {
  return editions.filter((e) => e >= RELATED_RULES_RECORDED_FROM && readerNumberIn(reader, e) !== undefined);
}

function checkedRow(
  reader: ReaderRule,
  checkedBy: NonNullable<ReaderRule['checkedBy']>,
  where: string[],
  citing: CitingFixture[],
): { row: Omit<ReaderRow, 'rule' | 'numbers' | 'category' | 'reads' | 'editions'>; unknown: string[] } {
  const named = new Set(checkedBy.fixtures ?? []);
  const meanings = checkedBy.meanings ?? [];
  const unknown = [...named].filter((id) => !citing.some((f) => f.id === id));
  const c = covering(citing, where, (f) => named.has(f.id) || meanings.some((m) => f.meanings.has(m)));
  const uncoveredEditions = c.uncovered;
  const status =
    uncoveredEditions.length === 0 ? 'covered' : uncoveredEditions.length === where.length ? 'uncovered' : 'partial';
  return {
    row: {
      status,
      ...(checkedBy.earlier !== undefined && { reason: checkedBy.earlier }),
      fixtures: c.approved,
      proposed: c.proposed,
      uncoveredEditions,
    },
    unknown: unknown.sort(),
  };
}

/** Every meaning a fixture can cite: the phasing clauses' and the related rules'. */
function knownMeanings(index: SourcesIndex): Set<string> {
  const known = new Set(index.related.rules.map((r) => r.meaning));
  for (const g of index.editions.groups) for (const c of g.clauses) known.add(c.meaning);
  return known;
}

export function computeReaders(index: SourcesIndex, citing: CitingFixture[], editions: string[]): ReadersCoverage {
  const rows: ReaderRow[] = [];
  const gaps: ReaderGap[] = [];
  const known = knownMeanings(index);
  for (const reader of index.readers.readers) {
    const where = readerEditions(reader, editions);
    if (where.length === 0) continue;
    const base = {
      rule: reader.rule,
      numbers: [...new Set(where.map((e) => readerNumberIn(reader, e)!))],
      category: reader.category,
      reads: reader.reads,
      editions: where,
    };
    const answers = [reader.checkedBy, reader.open, reader.exempt].filter((a) => a !== undefined).length;
    if (answers > 1) {
      gaps.push({ rule: reader.rule, problem: 'has more than one of checkedBy, open and exempt' });
      continue;
    }
    if (reader.checkedBy) {
      const { row, unknown } = checkedRow(reader, reader.checkedBy, where, citing);
      rows.push({ ...base, ...row });
      const unknownMeanings = (reader.checkedBy.meanings ?? []).filter((m) => !known.has(m));
      if (unknownMeanings.length > 0)
        gaps.push({
          rule: reader.rule,
          problem: `names meanings the sources index lacks: ${unknownMeanings.join(', ')}`,
        });
      else if (unknown.length > 0)
        gaps.push({ rule: reader.rule, problem: `names fixtures the corpus lacks: ${unknown.join(', ')}` });
      else if (row.status === 'uncovered')
        gaps.push({ rule: reader.rule, problem: 'no approved fixture among those it names applies in scope' });
      continue;
    }
    const why = reader.open ?? reader.exempt;
    if (!why) {
      gaps.push({ rule: reader.rule, problem: 'has neither checkedBy nor an open or exempt reason' });
      continue;
    }
    rows.push({
      ...base,
      status: reader.open ? 'open' : 'exempt',
      kind: why.kind,
      reason: why.reason,
      fixtures: [],
      proposed: [],
      uncoveredEditions: [],
    });
  }
  return { rows, counts: countReaders(rows), gaps };
}

function countReaders(rows: ReaderRow[]): ReaderCounts {
  const n = (s: ReaderRow['status']) => rows.filter((r) => r.status === s).length;
  const byKind: Record<string, number> = {};
  for (const r of rows)
    if (r.kind !== undefined) byKind[`${r.status}:${r.kind}`] = (byKind[`${r.status}:${r.kind}`] ?? 0) + 1;
  return {
    rows: rows.length,
    covered: n('covered'),
    partial: n('partial'),
    uncovered: n('uncovered'),
    open: n('open'),
    exempt: n('exempt'),
    byKind,
  };
}

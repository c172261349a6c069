// The readers section of the coverage report (rules that read permanents), for the terminal and Markdown.
import type { CoverageReport, ReaderRow } from '../generated/coverage.js';

const STATUSES = ['covered', 'partial', 'uncovered', 'open', 'exempt'] as const;

/** "24 open (card 17, vocabulary 7)": a status count with its kinds of reason. */
function withKinds(report: CoverageReport, status: 'open' | 'exempt'): string {
  const counts = report.summary.readers!;
  const kinds = Object.entries(counts.byKind)
    .filter(([k]) => k.startsWith(`${status}:`))
    .map(([k, n]) => `${k.slice(status.length + 1)} ${n}`);
  return `${counts[status]} ${status}${kinds.length > 0 ? ` (${kinds.join(', ')})` : ''}`;
}

function headline(report: CoverageReport): string {
  const c = report.summary.readers!;
  return `${c.rows} rules — ${c.covered} covered, ${c.partial} partial, ${c.uncovered} uncovered, ${withKinds(report, 'open')}, ${withKinds(report, 'exempt')}`;
}

function byCategory(rows: ReaderRow[]): Map<string, ReaderRow[]> {
  const out = new Map<string, ReaderRow[]>();
  for (const r of rows) out.set(r.category, [...(out.get(r.category) ?? []), r]);
  return out;
}

const numbersOf = (r: ReaderRow): string =>
  r.numbers.length > 1 || r.numbers[0] !== r.rule ? ` (${r.numbers.join('/')})` : '';

/** Per category: how many rows have each status; then every row that is not covered, with why. */
export function formatReadersTerminal(report: CoverageReport): string[] {
  const rows = report.readers ?? [];
  if (rows.length === 0 || !report.summary.readers) return [];
  const out = ['', `Rules that read permanents (readers.json): ${headline(report)}`];
  const width = Math.max(...rows.map((r) => r.category.length)) + 2;
  out.push('  ' + ''.padEnd(width) + STATUSES.map((s) => s.padStart(10)).join(''));
  for (const [category, list] of byCategory(rows))
    out.push(
      '  ' +
        category.padEnd(width) +
        STATUSES.map((s) => String(list.filter((r) => r.status === s).length).padStart(10)).join(''),
    );
  for (const r of rows) {
    if (r.status === 'partial')
      out.push(
        `  partial ${r.rule}${numbersOf(r)}: no approved fixture in ${r.uncoveredEditions.length} of ${r.editions.length} edition(s), from ${r.uncoveredEditions[0]}${r.reason !== undefined ? `: ${r.reason}` : ''}`,
      );
    else if (r.status === 'open') out.push(`  open ${r.rule} [${r.kind}]: ${r.reason}`);
  }
  return out;
}

const md = (text: string): string => text.replace(/\|/g, '\\|');

/** The whole index as a table: every row with its status, fixtures or reason. */
export function formatReadersMarkdown(report: CoverageReport): string[] {
  const rows = report.readers ?? [];
  if (rows.length === 0 || !report.summary.readers) return [];
  const out = [
    '## Rules that read permanents',
    '',
    `${headline(report)}. Each rule looks at permanents on the battlefield, so each must skip a phased-out one (702.26b); the fixtures named show it does.`,
    '',
    '| Rule | Category | Reads | Status | Approved fixtures or reason |',
    '|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const what =
      r.status === 'open' || r.status === 'exempt'
        ? `${r.kind}: ${md(r.reason ?? '')}`
        : r.fixtures.length === 0
          ? '—'
          : r.fixtures.map((id) => `\`${id}\``).join(', ');
    const status =
      r.status === 'partial'
        ? `partial (${r.uncoveredEditions.length} of ${r.editions.length} editions without)`
        : r.status;
    out.push(`| ${r.rule}${numbersOf(r)} | ${r.category} | ${md(r.reads)} | ${status} | ${what} |`);
  }
  out.push('');
  return out;
}

// The sweep matrix as text: rows are the values of a family's first two axes, columns the combinations of
// the others. A cell shows A (approved fixture), P (proposed fixture), ! (legal, fixture missing), or the kind
// of reason it has none (x illegal, n not expressible, c needs a card) with the number of the reason below.
import type { SweepCell, SweepFamily } from '../generated/coverage.js';

const KIND_MARK = { illegal: 'x', 'not-expressible': 'n', 'needs-card': 'c' } as const;

export const SWEEP_LEGEND =
  'A approved fixture, P proposed, ! legal cell without its fixture, x illegal, n not expressible, c needs a card; the number is the reason listed below';

interface Grid {
  columns: string[];
  rows: { label: string; marks: string[] }[];
  reasons: string[];
}

function grid(family: SweepFamily): Grid {
  const [first, second, ...rest] = family.axes;
  const rowKey = (c: SweepCell): string =>
    [first, second]
      .filter((a) => a !== undefined)
      .map((a) => c.axes[a.name])
      .join(' × ');
  const colKey = (c: SweepCell): string => rest.map((a) => c.axes[a.name]).join(' × ') || '·';
  const reasons: string[] = [];
  const reasonNumber = (text: string): number => {
    const at = reasons.indexOf(text);
    if (at >= 0) return at + 1;
    reasons.push(text);
    return reasons.length;
  };
  const columns: string[] = [];
  const rows = new Map<string, Map<string, string>>();
  for (const c of family.cells) {
    const col = colKey(c);
    if (!columns.includes(col)) columns.push(col);
    const mark =
      c.status === 'approved'
        ? 'A'
        : c.status === 'proposed'
          ? 'P'
          : c.missing !== undefined
            ? '!'
            : `${KIND_MARK[c.reason!.kind]}${reasonNumber(c.reason!.reason)}`;
    const row = rows.get(rowKey(c)) ?? new Map<string, string>();
    row.set(col, mark);
    rows.set(rowKey(c), row);
  }
  return {
    columns,
    rows: [...rows].map(([label, marks]) => ({ label, marks: columns.map((col) => marks.get(col) ?? ' ') })),
    reasons,
  };
}

const countsLine = (s: SweepFamily): string => {
  const n = s.counts;
  return `${n.cells} cells: ${n.approved + n.proposed} with fixtures (${n.approved} approved, ${n.proposed} proposed), ${n.illegal} illegal, ${n.notExpressible} not expressible, ${n.needsCard} need a card, ${n.missing} missing`;
};

export function formatSweepsTerminal(sweeps: readonly SweepFamily[]): string[] {
  const out: string[] = [];
  for (const s of sweeps) {
    const g = grid(s);
    out.push('', `Sweep ${s.family}: ${countsLine(s)}`, `  ${s.title}`, `  (${SWEEP_LEGEND})`);
    const width = Math.max(...g.rows.map((r) => r.label.length));
    const cellWidth = Math.max(3, ...g.rows.flatMap((r) => r.marks.map((m) => m.length)));
    out.push(`  ${''.padEnd(width)}  ${g.columns.map((_, i) => String(i + 1).padEnd(cellWidth)).join(' ')}`);
    for (const r of g.rows)
      out.push(`  ${r.label.padEnd(width)}  ${r.marks.map((m) => m.padEnd(cellWidth)).join(' ')}`);
    out.push(`  columns: ${g.columns.map((c, i) => `${i + 1} ${c}`).join('; ')}`);
    g.reasons.forEach((text, i) => out.push(`  ${i + 1}. ${text}`));
    const missing = s.cells.filter((c) => c.missing !== undefined).map((c) => c.missing!);
    if (missing.length > 0) out.push(`  missing (run \`npm run generate\`): ${missing.join(', ')}`);
  }
  return out;
}

const md = (text: string): string => text.replace(/\|/g, '\\|');

export function formatSweepsMarkdown(sweeps: readonly SweepFamily[]): string[] {
  if (sweeps.length === 0) return [];
  const out: string[] = ['', '## Sweeps', '', `Generated families (harness/generate). ${SWEEP_LEGEND}.`];
  for (const s of sweeps) {
    const g = grid(s);
    out.push('', `### ${s.family}`, '', `${md(s.title)} ${countsLine(s)}.`, '');
    out.push(
      `| ${s.axes
        .slice(0, 2)
        .map((a) => a.name)
        .join(' × ')} | ${g.columns.map(md).join(' | ')} |`,
      `|---|${g.columns.map(() => '---').join('|')}|`,
    );
    for (const r of g.rows) out.push(`| ${md(r.label)} | ${r.marks.join(' | ')} |`);
    out.push('');
    g.reasons.forEach((text, i) => out.push(`${i + 1}. ${md(text)}`));
    const missing = s.cells.filter((c) => c.missing !== undefined).map((c) => `\`${c.missing}\``);
    if (missing.length > 0) out.push('', `Missing (run \`npm run generate\`): ${missing.join(', ')}`);
  }
  return out;
}

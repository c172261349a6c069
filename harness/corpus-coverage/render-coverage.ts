// Terminal and Markdown renderings of a coverage report. Both read only the report, so what a maintainer
// sees is exactly what CI gated on.
import type { ClauseRow, CoverageReport, RelatedRuleRow } from '../generated/coverage.js';
import { formatSweepsMarkdown, formatSweepsTerminal } from './render-sweeps.js';
import { GROUP_LEGEND_INTRO, groupLegendLines, groupLegendMarkdown } from './group-legend.js';
import { formatReadersMarkdown, formatReadersTerminal } from './render-readers.js';

/** A matrix row: one clause or related rule, with its rows per edition group. */
interface MatrixLine {
  label: string;
  cells: Map<string, ClauseRow | RelatedRuleRow>;
}

/** The cell for one meaning in one group: approved fixture count, "~" when some editions lack one, "!" for none. */
function cell(row: ClauseRow | RelatedRuleRow | undefined): string {
  if (!row) return '·';
  if (row.status === 'not-covered') return 'n/c';
  if (row.status === 'uncovered') return '!';
  return `${row.fixtures.length}${row.status === 'partial' ? '~' : ''}`;
}

function clauseLines(report: CoverageReport): MatrixLine[] {
  const lines = new Map<string, MatrixLine>();
  for (const row of report.clauses) {
    const line = lines.get(row.meaning) ?? { label: row.meaning, cells: new Map() };
    line.cells.set(row.group, row);
    lines.set(row.meaning, line);
  }
  return [...lines.values()];
}

/** Related rules, one line per rule (rules sharing a meaning stay apart), named by meaning and current number. */
function relatedLines(report: CoverageReport): MatrixLine[] {
  const lines = new Map<string, MatrixLine>();
  for (const row of report.relatedRules) {
    const label = `${row.meaning} ${row.current}`;
    const line = lines.get(label) ?? { label, cells: new Map() };
    line.cells.set(row.group, row);
    lines.set(label, line);
  }
  return [...lines.values()];
}

function matrix(lines: MatrixLine[], groups: string[]): string[] {
  const width = Math.max(20, ...lines.map((l) => l.label.length)) + 2;
  const out = [' '.repeat(width) + groups.map((g) => g.padStart(4)).join('')];
  for (const l of lines) out.push(l.label.padEnd(width) + groups.map((g) => cell(l.cells.get(g)).padStart(4)).join(''));
  return out;
}

function span(editions: string[]): string {
  if (editions.length === 1) return editions[0]!;
  return `${editions[0]}…${editions[editions.length - 1]} (${editions.length})`;
}

/**
 * One line per uncovered clause or related rule, naming the groups with gaps: a bare letter when the whole
 * group in scope is uncovered, otherwise the uncovered editions (so partial coverage is never rounded up).
 */
function gapLines<Row extends ClauseRow | RelatedRuleRow>(
  kind: string,
  rows: Row[],
  name: (r: Row) => string,
  numbersOf: (r: Row) => string[],
): string[] {
  const byItem = new Map<string, Row[]>();
  for (const r of rows) if (r.uncoveredEditions.length > 0) byItem.set(name(r), [...(byItem.get(name(r)) ?? []), r]);
  return [...byItem].map(([item, gaps]) => {
    const numbers = [...new Set(gaps.flatMap(numbersOf))].filter((n) => !item.endsWith(` ${n}`));
    const where = gaps.map((r) =>
      r.uncoveredEditions.length === r.editions.length
        ? r.group
        : `${r.group} [${span(r.uncoveredEditions)} of ${r.editions.length}]`,
    );
    const editions = gaps.reduce((n, r) => n + r.uncoveredEditions.length, 0);
    return `  ${kind} ${item}${numbers.length > 0 ? ` (${numbers.join('/')})` : ''}: ${where.join(' ')} — ${editions} edition(s)`;
  });
}

function rulingsByCard(report: CoverageReport): string[] {
  const byCard = new Map<string, string[]>();
  for (const r of report.uncovered.rulings)
    byCard.set(r.card, [...(byCard.get(r.card) ?? []), `${r.date ?? 'undated'} ${r.hash}`]);
  return [...byCard].map(([card, list]) => `  ruling ${card}: ${list.join(', ')}`);
}

/** Every gated item without an approved fixture, one line each: the terminal and Markdown list the same gaps. */
function uncoveredLines(report: CoverageReport): string[] {
  return [
    ...gapLines(
      'clause',
      report.clauses,
      (r) => r.meaning,
      (r) => [r.rule],
    ),
    ...gapLines(
      'related',
      report.relatedRules,
      (r) => `${r.meaning} ${r.current}`,
      (r) => r.numbers,
    ),
    ...rulingsByCard(report),
    ...(report.uncovered.readers ?? []).map((g) => `  reader ${g.rule}: ${g.problem}`),
  ];
}

function scopeLine(report: CoverageReport): string {
  const { suite, scope } = report;
  return `phasing-cts coverage — ${suite.fixtureCount} fixture(s): ${suite.approved} approved, ${suite.proposed} proposed — edition${scope.editions.length > 1 ? 's' : ''} ${span(scope.editions)}, group${scope.groups.length > 1 ? 's' : ''} ${scope.groups.join(' ')}`;
}

/** Compact terminal output: a matrix per meaning × edition group, then what is uncovered. */
export function formatCoverageTerminal(report: CoverageReport): string {
  const s = report.summary;
  const out: string[] = [scopeLine(report)];
  if (report.suite.problems > 0)
    out.push(
      `warning: ${report.suite.problems} validation/lint problem(s) in the corpus; those fixtures are left out (run \`phasing-cts validate\`)`,
    );
  out.push(
    '',
    'Phasing clauses: approved fixtures per edition group (· clause absent, ! none, N~ some editions have none)',
  );
  out.push(...matrix(clauseLines(report), report.scope.groups));
  out.push('', 'Related rules (n/c: not observable through fixtures, see below)');
  out.push(...matrix(relatedLines(report), report.scope.groups));
  out.push('', GROUP_LEGEND_INTRO, ...groupLegendLines(report));

  const notCovered = new Map<string, string>();
  for (const r of report.relatedRules)
    if (r.coverage !== 'fixtures') notCovered.set(`${r.meaning} ${r.current}`, scopeNote(r.coverage));
  if (notCovered.size > 0) {
    out.push('', 'Related rules marked not covered:');
    for (const [rule, why] of notCovered) out.push(`  ${rule}: ${why}`);
  }
  out.push(...formatReadersTerminal(report));

  out.push(
    '',
    `Rulings: ${s.rulings.total} (${s.rulings.distinctTexts} distinct texts) — ${s.rulings.covered} covered, ${s.rulings.uncovered} testable uncovered, ${s.rulings.untestable} untestable`,
  );
  for (const r of report.rulings)
    if (r.testable !== true)
      out.push(`  untestable: ${r.card} ${r.date ?? 'undated'} ${r.hash}: ${r.testable.untestable}`);
  const proposedRulings = report.rulings.filter((r) => r.proposed.length > 0 && r.fixtures.length === 0);
  if (proposedRulings.length > 0)
    out.push(`  only proposed fixtures: ${proposedRulings.map((r) => `${r.card} ${r.hash}`).join(', ')}`);

  const cited = (rows: { fixtures: string[] }[], name: (r: never) => string) =>
    rows
      .filter((r) => r.fixtures.length > 0)
      .map((r) => `${name(r as never)} (${r.fixtures.length})`)
      .join(', ') || 'none';
  out.push(
    '',
    `Bugs: ${s.bugs.withFixtures} of ${s.bugs.total} cited by approved fixtures (${s.bugs.usable} usable): ${cited(report.bugs, (b: { ref: string }) => b.ref)}`,
  );
  out.push(
    `Interactions: ${s.interactions.withFixtures} of ${s.interactions.total} cited by approved fixtures: ${cited(report.interactions, (i: { number: number }) => `#${i.number}`)}`,
  );

  if (report.dangling.length > 0) {
    out.push('', `Citations of nothing in the sources index (${report.dangling.length}):`);
    for (const d of report.dangling) out.push(`  ${d.file}: sources[${d.index}]: ${d.problem}`);
  }
  if (report.warnings.length > 0) {
    out.push('', `Fixtures applying where a clause they cite does not exist (${report.warnings.length}):`);
    for (const w of report.warnings) out.push(`  ${w.fixture}: ${w.meaning} absent in ${span(w.editions)}`);
  }

  const gaps = uncoveredLines(report);
  out.push(...formatSweepsTerminal(report.sweeps ?? []));

  out.push(
    '',
    `Clauses: ${s.clauses.covered} of ${s.clauses.rows} rows covered (${s.clauses.partial} partial, ${s.clauses.uncovered} uncovered); related rules: ${s.relatedRules.covered} of ${s.relatedRules.rows - s.relatedRules.notCovered} covered (${s.relatedRules.partial} partial, ${s.relatedRules.uncovered} uncovered, ${s.relatedRules.notCovered} n/c rows)`,
  );
  if (gaps.length > 0) out.push(`Uncovered (${s.gate.failures} gate failure(s)):`, ...gaps);
  out.push('', s.gate.pass ? 'coverage gate: pass' : `coverage gate: FAIL (${s.gate.failures})`);
  return out.join('\n');
}

const md = (text: string): string => text.replace(/\|/g, '\\|');
const ids = (list: string[]): string => (list.length === 0 ? '—' : list.map((i) => `\`${i}\``).join(', '));

/** Markdown has room for the number as printed in each group, next to the count. */
function mdCell(row: ClauseRow | RelatedRuleRow | undefined): string {
  return row ? `${cell(row)} (${row.rule})` : cell(row);
}

function mdMatrix(lines: MatrixLine[], groups: string[]): string[] {
  return [
    `| | ${groups.join(' | ')} |`,
    `|---|${groups.map(() => '---:').join('|')}|`,
    ...lines.map((l) => `| ${md(l.label)} | ${groups.map((g) => mdCell(l.cells.get(g))).join(' | ')} |`),
  ];
}

/** The same report as a Markdown document (for CI artifacts and pull requests). */
export function formatCoverageMarkdown(report: CoverageReport): string {
  const s = report.summary;
  const out: string[] = ['# phasing-cts coverage', '', scopeLine(report).replace(/^phasing-cts coverage — /, ''), ''];
  out.push(
    `**Gate: ${s.gate.pass ? 'pass' : `FAIL (${s.gate.failures} failure(s))`}.** Only approved fixtures count; a fixture covers a clause in an edition when it cites the clause's meaning and its editions range includes the edition.`,
    '',
  );
  out.push(
    '## Phasing clauses',
    '',
    'Approved fixtures per edition group (· clause absent, ! none, N~ some editions have none).',
    '',
  );
  out.push(...mdMatrix(clauseLines(report), report.scope.groups), '');
  out.push('## Related rules', '', 'n/c: not observable through fixtures (reasons below).', '');
  out.push(...mdMatrix(relatedLines(report), report.scope.groups), '');
  out.push('### Edition groups', '', GROUP_LEGEND_INTRO, '', ...groupLegendMarkdown(report), '');
  const notCovered = new Map<string, string>();
  for (const r of report.relatedRules)
    if (r.coverage !== 'fixtures') notCovered.set(`${r.meaning} ${r.current}`, scopeNote(r.coverage));
  for (const [rule, why] of notCovered) out.push(`- **${rule}**: ${why}`);
  out.push('', ...formatReadersMarkdown(report));
  out.push(
    '## Rulings',
    '',
    `${s.rulings.total} rows (${s.rulings.distinctTexts} distinct texts): ${s.rulings.covered} covered, ${s.rulings.uncovered} testable uncovered, ${s.rulings.untestable} untestable.`,
    '',
  );
  out.push('| Card | Date | Hash | Status | Approved fixtures | Proposed |', '|---|---|---|---|---|---|');
  for (const r of report.rulings) {
    const status = r.testable === true ? r.status : `untestable: ${md(r.testable.untestable)}`;
    out.push(
      `| ${md(r.card)} | ${r.date ?? '—'} | \`${r.hash}\` | ${status} | ${ids(r.fixtures)} | ${ids(r.proposed)} |`,
    );
  }
  out.push('', '## Bugs', '', '| Ref | Engine | Usable | Approved fixtures | Proposed |', '|---|---|---|---|---|');
  for (const b of report.bugs)
    out.push(
      `| ${b.ref} | ${md(b.engine)} | ${b.usable === true ? 'yes' : md(b.usable.unusable)} | ${ids(b.fixtures)} | ${ids(b.proposed)} |`,
    );
  out.push(
    '',
    '## Tricky interactions',
    '',
    '| # | Title | Status | Approved fixtures | Proposed |',
    '|---|---|---|---|---|',
  );
  for (const i of report.interactions)
    out.push(`| ${i.number} | ${md(i.title)} | ${i.status} | ${ids(i.fixtures)} | ${ids(i.proposed)} |`);
  if (report.dangling.length > 0) {
    out.push('', '## Citations of nothing in the sources index', '');
    for (const d of report.dangling) out.push(`- \`${d.file}\` sources[${d.index}]: ${md(d.problem)}`);
  }
  if (report.warnings.length > 0) {
    out.push('', '## Fixtures applying where a clause they cite does not exist', '');
    for (const w of report.warnings) out.push(`- \`${w.fixture}\`: ${w.meaning} absent in ${span(w.editions)}`);
  }
  out.push(...formatSweepsMarkdown(report.sweeps ?? []));
  out.push('', '## Uncovered', '');
  const gaps = uncoveredLines(report);
  out.push(
    ...(gaps.length > 0 ? gaps.map((g) => `- ${g.trim()}`) : ['Nothing: every gated item has an approved fixture.']),
  );
  return out.join('\n') + '\n';
}

/** Why a related rule is not (or not always) gated, in one line. */
function scopeNote(coverage: Exclude<CoverageReport['relatedRules'][number]['coverage'], 'fixtures'>): string {
  return 'notCovered' in coverage
    ? coverage.notCovered
    : `covered from ${coverage.fixturesFrom} only: ${coverage.reason}`;
}

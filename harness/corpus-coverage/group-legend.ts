import type { CoverageReport } from '../generated/coverage.js';

/** One edition group of the coverage matrix: its column name, the phasing rule's number then, its editions in scope. */
export interface GroupLegendEntry {
  group: string;
  rule: string;
  editions: string[];
}

/**
 * What each matrix column (P1, P2, A…K) stands for: a run of consecutive editions in which the
 * phasing rule has the same text, read from the report's own rows so that it follows the sources
 * index when editions or groups are added.
 */
export function groupLegend(report: CoverageReport): GroupLegendEntry[] {
  return report.scope.groups.map((group) => {
    const rows = report.clauses.filter((r) => r.group === group);
    const editions = rows.reduce<string[]>((most, r) => (r.editions.length > most.length ? r.editions : most), []);
    const rule = rows[0]?.rule.replace(/[a-z]+$/, '') ?? '?';
    return { group, rule, editions };
  });
}

const editionsText = (editions: string[]): string =>
  editions.length === 0
    ? 'no edition in scope'
    : editions.length === 1
      ? editions[0]!
      : `${editions[0]} … ${editions[editions.length - 1]} (${editions.length} editions)`;

/** The sentence that introduces the legend, the same in the terminal and in Markdown. */
export const GROUP_LEGEND_INTRO =
  "Edition groups (the matrix columns): each is a run of consecutive editions in which the phasing rule reads the same (P1 and P2 in 2009–2010, then A, B, … in date order), with the phasing rule's number and the editions in scope.";

/** The legend as a Markdown table. */
export const groupLegendMarkdown = (report: CoverageReport): string[] => [
  '| group | phasing rule | editions |',
  '|---|---|---|',
  ...groupLegend(report).map((g) => `| ${g.group} | ${g.rule} | ${editionsText(g.editions)} |`),
];

/** One text line per group, e.g. "A   702.26  2011-02-04 … 2012-07-01 (8 editions)". */
export const groupLegendLines = (report: CoverageReport): string[] =>
  groupLegend(report).map((g) => `  ${g.group.padEnd(3)} ${g.rule.padEnd(7)} ${editionsText(g.editions)}`);

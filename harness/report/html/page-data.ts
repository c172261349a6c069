import type { Failure, FixtureResult, RunReport } from '../../generated/report.js';
import {
  clauseGroup,
  editionsText,
  engineText,
  expandResults,
  failureWhere,
  isUnexpected,
  scoreText,
  showValue,
} from '../report-model.js';
import { citedText, type CitedText } from '../../sources/source-text.js';
import { OUTCOMES } from '../../model/outcome-policy.js';
import type { ScenarioProse } from '../../explain/scenario-prose.js';
import { scenariosOf } from './scenarios.js';
import { editionRuns } from '../../model/edition-spans.js';

/** What the page script reads from the embedded JSON: rows already grouped, cited texts already looked up. */

export interface FailureView {
  /** The expectation (index into the fixture's expect) the failure is about, when it is about one. */
  index?: number;
  message: string;
  where: string;
  /** Absent when the failure carries neither value (an action rejected, say). */
  expected?: string;
  actual?: string;
}

/** One engine's result for one fixture under one edition. */
export interface CellView {
  outcome: string;
  unexpected: boolean;
  baseline?: string;
  message?: string;
  failures?: FailureView[];
  missing?: string;
  stderr?: string;
  durationMs: number;
}

export interface RowView {
  id: string;
  title: string;
  status: string;
  /** The first (or only) edition of the row. */
  edition: string;
  /**
   * A compact row of a single report (the same result in several editions): its editions as spans
   * [first, last] of indexes into PageData.editions, both included, and how to show them. A list of
   * dates was 1.2 MB of a full run's page.
   */
  editions?: [number, number][];
  editionText?: string;
  group: string;
  file: string;
  cards: string[];
  /** Rule numbers the fixture cites, as printed in the cited editions (702.26a, 702.23a …). */
  rules: string[];
  /** Indexes into PageData.texts. */
  src: number[];
  /** One per engine (one in a single report); null where that engine's report has no such result. */
  cells: (CellView | null)[];
}

export interface EngineView {
  label: string;
  engine: string;
  adapter: string;
  score: string;
  unexpected: number;
  corpusHash: string;
  editions: string[];
}

export interface PageData {
  kind: 'single' | 'compare';
  outcomes: readonly string[];
  groups: string[];
  editions: string[];
  cards: string[];
  engines: EngineView[];
  texts: CitedText[];
  /**
   * Every sentence of the scenarios, once: a full run's scenarios repeat a few thousand distinct
   * sentences ("All players pass; the top of the stack resolves.") 19,000 times.
   */
  lines: string[];
  /** Each fixture told as a scenario (by fixture id), when the bundled corpus has it, its sentences as indexes into lines. */
  scenarios: Record<string, ScenarioLines>;
  /** In order: results needing attention first (not as expected, then known non-passes), then passes, then untested and skipped. */
  rows: RowView[];
}

/** A ScenarioProse with each sentence an index into PageData.lines; an expectation is [its index in the fixture's expect, its sentence]. */
export interface ScenarioLines {
  setup: number[];
  actions: number[];
  checkpoints: { at: string; expectations: [number, number][] }[];
}

/** Scenarios with their sentences put in one table, each kept once. */
function sharedLines(scenarios: Record<string, ScenarioProse>): Pick<PageData, 'lines' | 'scenarios'> {
  const lines: string[] = [];
  const at = new Map<string, number>();
  const line = (text: string): number => {
    let i = at.get(text);
    if (i === undefined) at.set(text, (i = lines.push(text) - 1));
    return i;
  };
  const out: Record<string, ScenarioLines> = {};
  for (const [id, sc] of Object.entries(scenarios))
    out[id] = {
      setup: sc.setup.map(line),
      actions: sc.actions.map(line),
      checkpoints: sc.checkpoints.map((cp) => ({
        at: cp.at,
        expectations: cp.expectations.map((e): [number, number] => [e.index, line(e.text)]),
      })),
    };
  return { lines, scenarios: out };
}

/** A scenario of the page data as sentences again (what the page shows). */
export function scenarioOf(data: Pick<PageData, 'lines' | 'scenarios'>, id: string): ScenarioProse | undefined {
  const sc = data.scenarios[id];
  if (!sc) return undefined;
  const text = (i: number): string => data.lines[i]!;
  return {
    setup: sc.setup.map(text),
    actions: sc.actions.map(text),
    checkpoints: sc.checkpoints.map((cp) => ({
      at: cp.at,
      expectations: cp.expectations.map(([index, i]) => ({ index, text: text(i) })),
    })),
  };
}

/** Editions as spans [first, last] of indexes into `all`, each run of consecutive ones one span (every edition of a row is in `all`, the page's list). */
const editionSpans = (editions: readonly string[], all: readonly string[]): [number, number][] =>
  editionRuns(editions, all).filter((run): run is [number, number] => typeof run !== 'string');

function failureView(f: Failure): FailureView {
  const hasValues = 'expected' in f || 'actual' in f;
  return {
    ...(f.expectation !== undefined ? { index: f.expectation } : {}),
    message: f.message,
    where: failureWhere(f),
    ...(hasValues ? { expected: showValue(f, 'expected'), actual: showValue(f, 'actual') } : {}),
  };
}

function cellView(r: FixtureResult): CellView {
  const m = r.missing;
  const missing = m
    ? [
        m.capabilities?.length ? `capabilities ${m.capabilities.join(', ')}` : '',
        m.cards?.length ? `cards ${m.cards.join(', ')}` : '',
        m.edition ? `edition ${m.edition}` : '',
      ]
        .filter(Boolean)
        .join('; ')
    : '';
  return {
    outcome: r.outcome,
    unexpected: isUnexpected(r),
    durationMs: r.durationMs,
    ...(r.baseline !== undefined ? { baseline: r.baseline } : {}),
    ...(r.message ? { message: r.message } : {}),
    ...(r.failures?.length ? { failures: r.failures.map(failureView) } : {}),
    ...(missing ? { missing } : {}),
    ...(r.stderr ? { stderr: r.stderr } : {}),
  };
}

/** Cards a result concerns: the fixture's cards, plus the card of each ruling it cites (reports written before results carried cards). */
function cardsOf(r: FixtureResult): string[] {
  const cards = new Set(r.cards ?? []);
  for (const s of r.sources as Record<string, unknown>[])
    if (s.kind === 'ruling' && typeof s.card === 'string') cards.add(s.card);
  return [...cards].sort();
}

const GROUP_TAIL = ['rulings', 'interactions', 'bugs', 'other'];
const byGroup = (a: string, b: string) => GROUP_TAIL.indexOf(a) - GROUP_TAIL.indexOf(b) || (a < b ? -1 : a > b ? 1 : 0);

/** Page data for one report, or for several reports side by side (rows keyed by fixture id and edition). */
export function pageData(reports: { label: string; report: RunReport }[]): PageData {
  const texts: CitedText[] = [];
  const textIndex = new Map<string, number>();
  const rows = new Map<string, RowView>();
  // A compact row's editions as dates, until the page's edition list is known to index them by.
  const rowEditions = new Map<RowView, string[]>();
  const n = reports.length;
  reports.forEach(({ report }, e) => {
    // A single report keeps its compact rows (one per fixture and outcome over many editions): a full
    // run is then a few hundred rows instead of tens of thousands. Engines side by side are matched
    // per fixture and edition, so their rows are expanded.
    for (const r of n === 1 ? report.results : expandResults(report.results)) {
      const key = `${r.id}@${r.edition}`;
      let row = rows.get(key);
      if (!row) {
        const src = (r.sources as Record<string, unknown>[]).map((s) => {
          const k = JSON.stringify(s);
          let i = textIndex.get(k);
          if (i === undefined) {
            i = texts.push(citedText(s)) - 1;
            textIndex.set(k, i);
          }
          return i;
        });
        const rules = (r.sources as Record<string, unknown>[]).flatMap((s) =>
          s.kind === 'rule' && typeof s.rule === 'string' ? [s.rule] : [],
        );
        row = {
          id: r.id,
          title: r.title,
          status: r.status,
          edition: r.edition,
          ...(r.editions ? { editionText: editionsText(r.editions) } : {}),
          group: clauseGroup(r.sources),
          file: r.file,
          cards: cardsOf(r),
          rules: [...new Set(rules)],
          src,
          cells: new Array<CellView | null>(n).fill(null),
        };
        rows.set(key, row);
        if (r.editions) rowEditions.set(row, r.editions);
      }
      row.cells[e] = cellView(r);
    }
  });
  // Failures first: a stable sort by the row's most pressing cell keeps corpus order within each rank.
  const all = [...rows.values()]
    .map((row, i) => ({ row, i, rank: Math.min(...row.cells.map(attentionRank)) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map((x) => x.row);
  const editions = [...new Set(all.flatMap((r) => rowEditions.get(r) ?? [r.edition]))].sort();
  for (const [row, list] of rowEditions) row.editions = editionSpans(list, editions);
  return {
    kind: n === 1 ? 'single' : 'compare',
    outcomes: OUTCOMES,
    groups: [...new Set(all.map((r) => r.group))].sort(byGroup),
    editions,
    cards: [...new Set(all.flatMap((r) => r.cards))].sort(),
    engines: reports.map(({ label, report }) => ({
      label,
      engine: engineText(report),
      adapter: report.run.adapter,
      score: scoreText(report.summary),
      unexpected: report.summary.unexpected,
      corpusHash: report.suite.corpusHash,
      editions: report.run.editions,
    })),
    texts,
    ...sharedLines(scenariosOf(all)),
    rows: all,
  };
}

/** 0 not as expected, 1 a known (baselined) non-pass, 2 pass, 3 untested or skipped, 4 no result. */
function attentionRank(c: CellView | null): number {
  if (!c) return 4;
  if (c.unexpected) return 0;
  if (c.outcome === 'pass') return 2;
  if (c.outcome === 'untested' || c.outcome === 'skipped') return 3;
  return 1;
}

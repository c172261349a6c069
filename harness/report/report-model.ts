import type { Failure, FixtureResult, RunReport, Summary, Tally } from '../generated/report.js';
import { expandResults } from '../model/compact-results.js';
import { NON_PASSING, OUTCOME_ORDER, fixtureVerdict, isKnownNonPass, isUnexpected } from '../model/outcome-policy.js';

/** Shared reading of a RunReport for every renderer, so that all formats group, label and score alike. */

export { NON_PASSING, OUTCOME_ORDER, isUnexpected, expandResults };

type Source = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/**
 * The clause a result is filed under: the stable meaning of the first rule the fixture cites
 * (PH-UNTAP, RR-STATUS ...), else "rulings", "bugs" or "interactions" by the first kind of source.
 * Meanings, not rule numbers, so that one group covers every edition's numbering.
 */
export function clauseGroup(sources: readonly Source[]): string {
  for (const s of sources) if (s.kind === 'rule' && str(s.meaning)) return s.meaning as string;
  for (const [kind, group] of [
    ['ruling', 'rulings'],
    ['bug', 'bugs'],
    ['interaction', 'interactions'],
  ] as const)
    if (sources.some((s) => s.kind === kind)) return group;
  return 'other';
}

/** Whether the report holds results of several editions (names then carry the edition). */
export const multiEdition = (report: RunReport): boolean =>
  new Set(report.results.map((r) => r.edition)).size > 1 || report.run.editions.length > 1;

/** "id" or "id [edition]" when the report covers several editions. */
export const resultName = (r: FixtureResult, several: boolean): string => (several ? `${r.id} [${r.edition}]` : r.id);

/** A value from a failure, compact and unambiguous ("(not reported)" when the engine gave none). */
export function showValue(f: Failure, which: 'expected' | 'actual'): string {
  if (!(which in f) || f[which] === undefined) return '(not reported)';
  return JSON.stringify(f[which]);
}

/** Where a failure points in the fixture: "/expect/0 @checkpoint". */
export const failureWhere = (f: Failure): string =>
  [f.pointer, f.at && f.at !== 'end' ? `@${f.at}` : ''].filter(Boolean).join(' ');

/** "29/367" */
export const tallyText = (t: Tally): string => `${t.passed}/${t.total}`;

/** A tally as a percentage, rounded down to a tenth so that only a full pass shows 100%. */
export function tallyPercent(t: Tally): string {
  if (t.total === 0) return '–';
  const pct = Math.floor((t.passed / t.total) * 1000) / 10;
  return `${pct.toFixed(1).replace(/\.0$/, '')}%`;
}

/**
 * The score as shown everywhere: approved fixtures passing in every selected edition the engine ran
 * them in, over every approved fixture that applies — "29/367 (7.9%)". Untested fixtures are in the
 * denominator, so an engine that runs little scores little.
 */
export function scoreText(s: Summary): string {
  const f = s.conformance.fixtures;
  if (f.total === 0) return 'no approved fixture applies';
  return `${tallyText(f)} (${tallyPercent(f)})`;
}

/** "ran 45 of 367": how many of the approved fixtures that apply the engine was asked to run at all. */
export const ranText = (s: Summary): string => `ran ${s.conformance.fixtures.ran} of ${s.conformance.fixtures.total}`;

/** The per-profile scores: "core 5/39, full 29/367". */
export const profilesText = (s: Summary): string =>
  `core ${tallyText(s.conformance.profiles.core)}, full ${tallyText(s.conformance.profiles.full)}`;

/**
 * The one-line headline every human-facing format leads with:
 * "conformance 29/367 approved fixtures (7.9%) · ran 45 of 367 · core 5/39, full 29/367 · fixture × edition 1148/22387",
 * led by "profile core only · " when the run was limited to a profile (`--profile`, the report's options.profile).
 */
export function headline(s: Summary, profile?: string): string {
  const r = s.conformance.results;
  return `${profile !== undefined ? `profile ${profile} only · ` : ''}conformance ${scoreText(s).replace(' (', ' approved fixtures (')} · ${ranText(s)} · ${profilesText(s)} · fixture × edition ${tallyText(r)}`;
}

/** 1,354 — counts in headlines are read at a glance. */
const count = (n: number): string => n.toLocaleString('en-US');
const plural = (n: number, one: string, many: string): string => `${count(n)} ${n === 1 ? one : many}`;

/**
 * Fixtures not as expected: the summary's count, or (a report written before 0.2.0 has none) the
 * fixtures of its unexpected results and stale baseline entries.
 */
export function unexpectedFixtureCount(report: Pick<RunReport, 'summary' | 'results' | 'baseline'>): number {
  if (report.summary.unexpectedFixtures !== undefined) return report.summary.unexpectedFixtures;
  const ids = new Set(report.results.filter(isUnexpected).map((r) => r.id));
  for (const e of report.baseline?.stale ?? []) ids.add(e.id);
  return ids.size;
}

/**
 * What every headline says of a run's problems, in fixtures first (what a reader can open and fix),
 * fixture × edition results beside it: "34 fixtures not as expected (1,354 fixture × edition results)".
 */
export function unexpectedText(fixtures: number, results: number): string {
  if (results === 0) return 'every result as expected';
  return `${plural(fixtures, 'fixture', 'fixtures')} not as expected (${plural(results, 'fixture × edition result', 'fixture × edition results')})`;
}

/** The engine's name as it described itself. */
export const engineName = (report: RunReport): string => report.run.engine.name;

/** "engine version via adapter-label" */
export const engineText = (report: RunReport): string =>
  `${engineName(report)} ${report.run.engine.version} via ${report.run.adapter}`;

/** Results in report order that need a reader's attention: unexpected ones first, then known (baselined) non-passes. */
export function attentionResults(report: RunReport): FixtureResult[] {
  const unexpected = report.results.filter(isUnexpected);
  const known = report.results.filter(isKnownNonPass);
  return [...unexpected, ...known];
}

/** One fixture's results in a report, grouped for readers: the fixture once, its editions per outcome. */
export interface FixtureBlock {
  id: string;
  title: string;
  status: FixtureResult['status'];
  file: string;
  /** The fixture's verdict over its editions (outcome-policy.fixtureVerdict). */
  verdict: FixtureResult['outcome'];
  unexpected: boolean;
  /** Editions per outcome, in edition order. */
  editionsByOutcome: Map<FixtureResult['outcome'], string[]>;
  /** The results to show details of: the unexpected (or else known non-passing) ones, one per distinct message. */
  details: FixtureResult[];
  /** Every edition of every detail with the same message as it (detail index → editions). */
  detailEditions: string[][];
}

/**
 * Groups results by fixture for the formats people read (terminal, Markdown, JUnit): a fixture
 * failing in 41 editions is one block saying so, its failure shown once per distinct message
 * with the editions it applies to, instead of 41 copies.
 */
export function fixtureBlocks(
  results: readonly FixtureResult[],
  keep: (r: FixtureResult) => boolean = () => true,
): FixtureBlock[] {
  const byId = new Map<string, FixtureResult[]>();
  for (const r of expandResults(results)) {
    let list = byId.get(r.id);
    if (!list) byId.set(r.id, (list = []));
    list.push(r);
  }
  const blocks: FixtureBlock[] = [];
  for (const [id, list] of byId) {
    if (!list.some(keep)) continue;
    const first = list[0]!;
    const editionsByOutcome = new Map<FixtureResult['outcome'], string[]>();
    for (const r of list) {
      let eds = editionsByOutcome.get(r.outcome);
      if (!eds) editionsByOutcome.set(r.outcome, (eds = []));
      eds.push(r.edition);
    }
    const unexpected = list.some(isUnexpected);
    const shown = list.filter(unexpected ? isUnexpected : (r) => NON_PASSING.has(r.outcome) || r.expected === false);
    const details: FixtureResult[] = [];
    const detailEditions: string[][] = [];
    const index = new Map<string, number>();
    for (const r of shown) {
      const key = JSON.stringify([
        r.outcome,
        r.message,
        r.failures?.map((f) => [f.pointer, f.at, f.expected, f.actual]),
        r.baseline,
      ]);
      const at = index.get(key);
      if (at !== undefined) detailEditions[at]!.push(r.edition);
      else {
        index.set(key, details.length);
        details.push(r);
        detailEditions.push([r.edition]);
      }
    }
    blocks.push({
      id,
      title: first.title,
      status: first.status,
      file: first.file,
      verdict: fixtureVerdict(list.map((r) => r.outcome)),
      unexpected,
      editionsByOutcome,
      details,
      detailEditions,
    });
  }
  return blocks;
}

/** "2011-02-04", "2011-02-04, 2012-06-01", or "41 editions: 2016-11-11 … 2026-08-07". */
export function editionsText(editions: readonly string[]): string {
  if (editions.length === 0) return 'no edition';
  if (editions.length <= 2) return editions.join(', ');
  return `${editions.length} editions: ${editions[0]} … ${editions[editions.length - 1]}`;
}

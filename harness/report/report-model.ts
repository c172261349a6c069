import type { Failure, FixtureResult, Outcome, RunReport, Summary } from '../generated/report.js';

/** Shared reading of a RunReport for every renderer, so that all formats group, label and score alike. */

/** Outcomes in the order reports list them: the ones needing attention first. */
export const OUTCOME_ORDER: readonly Outcome[] = ['fail', 'error', 'timeout', 'crash', 'pass', 'untested', 'skipped'];

/** Outcomes where the engine ran and did not pass. */
export const NON_PASSING: ReadonlySet<Outcome> = new Set(['fail', 'error', 'timeout', 'crash']);

type Source = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/**
 * The clause a result is filed under: the stable meaning of the first rule the fixture cites
 * (PH-UNTAP, RR-STATUS ...), else "rulings", "bugs" or "interactions" by the first kind of source.
 * Meanings, not rule numbers, so that one group covers every edition's numbering.
 */
export function clauseGroup(sources: readonly Source[]): string {
  for (const s of sources) if (s.kind === 'rule' && str(s.meaning)) return s.meaning as string;
  for (const [kind, group] of [['ruling', 'rulings'], ['bug', 'bugs'], ['interaction', 'interactions']] as const)
    if (sources.some((s) => s.kind === kind)) return group;
  return 'other';
}

/** Whether the report holds results of several editions (names then carry the edition). */
export const multiEdition = (report: RunReport): boolean => new Set(report.results.map((r) => r.edition)).size > 1 || report.run.editions.length > 1;

/** "id" or "id [edition]" when the report covers several editions. */
export const resultName = (r: FixtureResult, several: boolean): string => (several ? `${r.id} [${r.edition}]` : r.id);

/** A value from a failure, compact and unambiguous ("(not reported)" when the engine gave none). */
export function showValue(f: Failure, which: 'expected' | 'actual'): string {
  if (!(which in f) || f[which] === undefined) return '(not reported)';
  return JSON.stringify(f[which]);
}

/** Where a failure points in the fixture: "/expect/0 @checkpoint". */
export const failureWhere = (f: Failure): string => [f.pointer, f.at && f.at !== 'end' ? `@${f.at}` : ''].filter(Boolean).join(' ');

/** Approved fixtures that ran (neither untested nor skipped): the score's denominator. */
export const scoredTotal = (s: Summary): number => s.approved.total - s.approved.untested - s.approved.skipped;

/**
 * The score as shown everywhere: "97.5% (312/320)". Rounded down, so that 319/320 shows 99.6%
 * and only a full pass shows 100%.
 */
export function scoreText(s: Summary): string {
  const tested = scoredTotal(s);
  if (tested === 0) return 'no approved fixture ran';
  const pct = Math.floor((s.approved.pass / tested) * 1000) / 10;
  return `${pct.toFixed(1).replace(/\.0$/, '')}% (${s.approved.pass}/${tested})`;
}

/** The engine's name, with the reference engine's fault when the name does not already say it. */
export function engineName(report: RunReport): string {
  const { name, fault } = report.run.engine;
  return fault && !name.includes(fault) ? `${name} (fault ${fault})` : name;
}

/** "engine version via adapter" */
export const engineText = (report: RunReport): string => `${engineName(report)} ${report.run.engine.version} via ${report.run.adapter}`;

/** Not as expected: marked so by the run, or (in a report without the mark) any non-pass where the engine ran. */
export const isUnexpected = (r: FixtureResult): boolean => r.expected === false || (r.expected === undefined && NON_PASSING.has(r.outcome));

/** Results in report order that need a reader's attention: unexpected ones first, then known (baselined) non-passes. */
export function attentionResults(report: RunReport): FixtureResult[] {
  const unexpected = report.results.filter(isUnexpected);
  const known = report.results.filter((r) => !isUnexpected(r) && NON_PASSING.has(r.outcome));
  return [...unexpected, ...known];
}

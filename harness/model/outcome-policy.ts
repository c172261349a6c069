import type { FixtureResult, Outcome } from '../generated/report.js';

/**
 * What an outcome means for a run, decided here and nowhere else: which outcomes pass, which mean
 * the engine was asked at all, which are expected without a baseline, and which count against
 * the engine. Every front door (CLI, runConformance, vitest, discrimination), the baseline, the
 * summary and every renderer read these, so they cannot disagree about what a result counts as.
 */

/**
 * The version of the rules below, written into every report (suite.outcomeRules) so that `compare` can
 * name a rules change as the cause of a changed result. Bump it, with a line here and in CHANGELOG.md,
 * whenever what an outcome counts as changes.
 * 1 (0.3.0; the rules of 0.1.0 and 0.2.0 too): `unsupported` answered at run time counts against the
 *   engine like a failure; `untested` and `skipped` never do.
 */
export const OUTCOME_RULES_VERSION = 1;

/** Every outcome, in the order counts are listed. */
export const OUTCOMES: readonly Outcome[] = [
  'pass',
  'fail',
  'error',
  'timeout',
  'crash',
  'unsupported',
  'untested',
  'skipped',
];

/** Outcomes where the engine was asked and did not pass. */
export const NON_PASSING: ReadonlySet<Outcome> = new Set<Outcome>(['fail', 'error', 'timeout', 'crash', 'unsupported']);

/** Outcomes where the engine was never asked: it declared it lacks something, or the baseline left the pair out. */
export const NOT_RUN: ReadonlySet<Outcome> = new Set<Outcome>(['untested', 'skipped']);

export const passes = (o: Outcome): boolean => o === 'pass';

/** The engine was asked (whatever it answered). */
export const ran = (o: Outcome): boolean => !NOT_RUN.has(o);

/** Without a baseline: a pass, or a pair the engine was not asked about, is as expected; any non-pass is not. */
export const expectedWithoutBaseline = (o: Outcome): boolean => !NON_PASSING.has(o);

/** The result marked as a run without baseline judges it. */
export const judgedWithoutBaseline = (r: FixtureResult): FixtureResult => ({
  ...r,
  expected: expectedWithoutBaseline(r.outcome),
});

/** Not as expected: marked so by the run, or (in a report without the mark) any non-pass where the engine ran. */
export const isUnexpected = (r: Pick<FixtureResult, 'expected' | 'outcome'>): boolean =>
  r.expected === false || (r.expected === undefined && NON_PASSING.has(r.outcome));

/** A non-pass the baseline expects (reports list these apart, CI pages show them as skipped, not red). */
export const isKnownNonPass = (r: Pick<FixtureResult, 'expected' | 'outcome'>): boolean =>
  !isUnexpected(r) && NON_PASSING.has(r.outcome);

/** Outcomes in the order reports list them: the ones needing attention first. */
export const OUTCOME_ORDER: readonly Outcome[] = [
  'fail',
  'error',
  'timeout',
  'crash',
  'unsupported',
  'pass',
  'untested',
  'skipped',
];

/**
 * A fixture's verdict over the editions it was run in: pass when it passed in every edition the
 * engine ran it in (and ran in at least one); otherwise its worst outcome by OUTCOME_ORDER, so a
 * fixture failing in one edition and passing in the rest is a fail, and one never run is untested.
 */
export function fixtureVerdict(outcomes: Iterable<Outcome>): Outcome {
  let worst: Outcome | undefined;
  let anyRan = false;
  let allPass = true;
  for (const o of outcomes) {
    if (ran(o)) {
      anyRan = true;
      if (!passes(o)) allPass = false;
    }
    if (worst === undefined || OUTCOME_ORDER.indexOf(o) < OUTCOME_ORDER.indexOf(worst)) worst = o;
  }
  if (anyRan && allPass) return 'pass';
  return worst ?? 'untested';
}

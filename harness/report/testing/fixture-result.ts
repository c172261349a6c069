// One result as the run emits it, with only what a test of a results consumer (the baseline, the
// compactor, the report comparison) cares about given; the rest is fixed. Used by tests only.
import type { FixtureResult } from '../../generated/report.js';

export const LATEST_EDITION = '2026-08-07';

/** A result of fixture `id` in `edition` (the latest by default); an outcome other than pass carries a message. */
export function fixtureResult(
  id: string,
  outcome: FixtureResult['outcome'],
  extra: Partial<FixtureResult> = {},
): FixtureResult {
  return {
    id,
    title: id,
    status: 'approved',
    edition: LATEST_EDITION,
    outcome,
    durationMs: 1,
    file: `${id}.json`,
    sources: [],
    ...(outcome !== 'pass' ? { message: `${id} is ${outcome}` } : {}),
    ...extra,
  };
}

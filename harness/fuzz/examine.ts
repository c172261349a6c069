import type { Adapter } from '../adapter.js';
import { checkObservation } from '../check/check-observation.js';
import type { Capability } from '../generated/fixture.js';
import type { Failure } from '../generated/report.js';
import type { Scenario } from './build-scenario.js';
import { expectationsFrom, fixtureOf } from './expectations.js';
import { play, type Played, type PlayFailure } from './play.js';
import { RELATIONS, type Case, type RelationName } from './relations.js';

/** Everything examining one scenario needs, fixed for a whole fuzz run. */
export interface Bench {
  engine: Adapter;
  /** The reference engine in the same edition; undefined: metamorphic relations only. */
  oracle: Adapter | undefined;
  /** What the engine under test declares it can observe (decides which expectations it is held to). */
  caps: ReadonlySet<Capability>;
  edition: string;
  timeoutMs: number;
  /** The permanent the bystander relation adds (a basic land). */
  bystanderCard: string;
  /**
   * Send the engine each scenario before the oracle plays it, so an engine in another process works
   * while the oracle does, instead of after it (job.ts sets it for adapters that run elsewhere).
   */
  overlap?: boolean;
}

/** What the differential oracle or a relation found: the case the engine failed and how. */
export interface Divergence {
  relation: 'differential' | RelationName;
  case: Case;
  failures: Failure[];
}

export type Verdict =
  | { kind: 'agreed' }
  | { kind: 'discarded'; reason: string }
  | { kind: 'engine-failure'; failure: PlayFailure; message: string; relation: Divergence['relation'] }
  | ({ kind: 'divergence' } & Divergence);

const probe = { id: 'fuzz-probe', title: 'probe', edition: '', notes: '' };

/** The failures of the engine's observation of a case against the case's expectations, or how it failed to observe. */
async function judge(b: Bench, c: Case, relation: Divergence['relation'], sent?: Promise<Played>): Promise<Verdict> {
  const played = await (sent ?? play(b.engine, c, b.edition, b.timeoutMs));
  if ('failure' in played) return { kind: 'engine-failure', ...played, relation };
  const failures = checkObservation(fixtureOf(c, c.expect, { ...probe, edition: b.edition }), played.observation);
  return failures.length === 0 ? { kind: 'agreed' } : { kind: 'divergence', relation, case: c, failures };
}

/**
 * The expectations the scenario is held to: the reference engine's observation, or without an
 * oracle the engine's own (which the relations then compare it with). A scenario the reference
 * engine cannot play is discarded, never blamed on the engine.
 */
async function baseCase(b: Bench, scenario: Scenario): Promise<Case | Verdict> {
  const source = b.oracle ?? b.engine;
  const played = await play(source, scenario, b.edition, b.timeoutMs);
  if ('failure' in played) {
    if (b.oracle) return { kind: 'discarded', reason: `reference ${played.failure}: ${played.message}` };
    return { kind: 'engine-failure', ...played, relation: 'differential' };
  }
  const expect = expectationsFrom(scenario, played.observation, b.caps);
  if (!expect)
    return { kind: 'discarded', reason: 'an action is rejected and the engine does not declare observe.rejections' };
  return { ...scenario, expect };
}

/** Runs one scenario through the oracle (when there is one) and one metamorphic relation. */
export async function examine(b: Bench, scenario: Scenario, relation: RelationName | undefined): Promise<Verdict> {
  // The engine's answer does not depend on the oracle's (the expectations are not sent), so with
  // `overlap` it is asked first. play() never rejects; a scenario the oracle discards is waited for
  // and its answer dropped, so the engine has no run outstanding when the next scenario comes.
  const sent = b.oracle && b.overlap ? play(b.engine, scenario, b.edition, b.timeoutMs) : undefined;
  const base = await baseCase(b, scenario);
  if ('kind' in base) {
    await sent;
    return base;
  }
  if (b.oracle) {
    const verdict = await judge(b, base, 'differential', sent);
    if (verdict.kind !== 'agreed') return verdict;
  }
  if (relation === undefined) return { kind: 'agreed' };
  const variant = RELATIONS[relation].apply(base, b.bystanderCard);
  return variant ? judge(b, variant, relation) : { kind: 'agreed' };
}

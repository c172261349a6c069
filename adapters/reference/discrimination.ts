import type { LoadedFixture } from '../../harness/corpus/load-corpus.js';
import { checkObservation } from '../../harness/check/check-observation.js';
import { appliesIn } from '../../harness/run/applicability.js';
import { EDITION_SWITCHES } from './engine/editions.js';
import { FAULTS, type FaultId } from './faults.js';
import { runReference } from './index.js';

/**
 * One edition per distinct combination of the engine's edition switches within the fixture's
 * range: a fault that only shows under old rules is still tried under old rules.
 */
export function representativeEditions(f: LoadedFixture['fixture'], editions: string[]): string[] {
  const boundaries = new Set<string>();
  for (const r of Object.values(EDITION_SWITCHES) as { from?: string; before?: string }[]) {
    if (r.from) boundaries.add(r.from);
    if (r.before) boundaries.add(r.before);
  }
  const applicable = editions.filter((e) => appliesIn(f, e));
  const picked: string[] = [];
  let lastKey = '';
  for (const e of applicable) {
    const key = [...boundaries].map((b) => (e >= b ? '1' : '0')).join('');
    if (key !== lastKey) { picked.push(e); lastKey = key; }
  }
  return picked;
}

/** Whether the fixture fails (does not pass) under the fault in any representative edition. */
export function faultCatches(lf: LoadedFixture, fault: FaultId | undefined, editions: string[]): { edition: string; failed: boolean; reason?: string }[] {
  return representativeEditions(lf.fixture, editions).map((edition) => {
    try {
      const answer = runReference({ fixture: lf.fixture.id, edition, setup: lf.fixture.setup, actions: lf.fixture.actions }, { fault });
      if ('error' in answer) return { edition, failed: true, reason: `engine error: ${answer.error.message}` };
      const failures = checkObservation(lf.fixture, answer.observation);
      return { edition, failed: failures.length > 0, ...(failures[0] ? { reason: failures[0].message } : {}) };
    } catch (e) {
      return { edition, failed: true, reason: `threw: ${String(e)}` };
    }
  });
}

/**
 * What the discrimination test needs, without running every fixture × fault pair: the approved
 * fixtures no fault makes fail, and the faults no fixture catches. Each pair is run at most once,
 * and the likeliest pairs (the fault breaks a meaning the fixture cites) are tried first, so the
 * search usually stops early.
 */
export function findUndiscriminating(fixtures: LoadedFixture[], editions: string[]): { uncaughtFixtures: string[]; uncaughtFaults: FaultId[] } {
  const memo = new Map<string, boolean>();
  const fails = (lf: LoadedFixture, fault: FaultId): boolean => {
    const key = `${lf.fixture.id}\u0000${fault}`;
    let v = memo.get(key);
    if (v === undefined) {
      v = faultCatches(lf, fault, editions).some((r) => r.failed);
      memo.set(key, v);
    }
    return v;
  };
  const meaningsOf = (lf: LoadedFixture) => new Set(lf.fixture.sources.flatMap((s) => (s.kind === 'rule' ? [s.meaning] : [])));
  const related = (lf: LoadedFixture, f: (typeof FAULTS)[number]) => (f.breaks as readonly string[]).some((m) => meaningsOf(lf).has(m));
  const byLikelihood = <T>(items: readonly T[], likely: (t: T) => boolean): T[] => [...items.filter(likely), ...items.filter((t) => !likely(t))];
  const uncaughtFixtures = fixtures
    .filter((lf) => !byLikelihood(FAULTS, (f) => related(lf, f)).some((f) => fails(lf, f.id)))
    .map((lf) => lf.fixture.id);
  const uncaughtFaults = FAULTS
    .filter((f) => !byLikelihood(fixtures, (lf) => related(lf, f)).some((lf) => fails(lf, f.id)))
    .map((f) => f.id);
  return { uncaughtFixtures, uncaughtFaults };
}

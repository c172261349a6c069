import type { LoadedFixture } from '../../harness/corpus/load-corpus.js';
import { passes } from '../../harness/model/outcome-policy.js';
import { runFixtureSync } from '../../harness/run/run-fixture.js';
import { buildWorkList } from '../../harness/run/work-list.js';
import { EDITION_SWITCHES } from './engine/editions.js';
import { FAULTS, type FaultId } from './faults.js';
import { referenceEngineInfo, runReference } from './index.js';

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
  const applicable = buildWorkList([{ fixture: f, file: `${f.id}.json` } as LoadedFixture], editions, '.').items.map(
    (item) => item.edition,
  );
  const picked: string[] = [];
  let lastKey = '';
  for (const e of applicable) {
    const key = [...boundaries].map((b) => (e >= b ? '1' : '0')).join('');
    if (key !== lastKey) {
      picked.push(e);
      lastKey = key;
    }
  }
  return picked;
}

const infos = new Map<FaultId | undefined, ReturnType<typeof referenceEngineInfo>>();
const infoFor = (fault: FaultId | undefined) => {
  let info = infos.get(fault);
  if (!info) infos.set(fault, (info = referenceEngineInfo({ fault })));
  return info;
};

/**
 * Whether the fixture fails (does not pass) under the fault in any representative edition. Each
 * pair goes through runFixtureSync, so "fails" means what it means in a run: any outcome but pass
 * (a fail, an engine error, an unsupported answer, a throw).
 */
export function faultCatches(
  lf: LoadedFixture,
  fault: FaultId | undefined,
  editions: string[],
): { edition: string; failed: boolean; reason?: string }[] {
  const engine = infoFor(fault);
  return representativeEditions(lf.fixture, editions).map((edition) => {
    const r = runFixtureSync((request) => runReference(request, { fault }), engine, lf, edition, {
      relativeFile: lf.file,
      trusted: true,
    });
    return {
      edition,
      failed: !passes(r.outcome),
      ...(r.outcome !== 'pass' ? { reason: `${r.outcome}: ${r.message ?? ''}` } : {}),
    };
  });
}

/**
 * What the discrimination test needs, without running every fixture × fault pair: the approved
 * fixtures no fault makes fail, and the faults no fixture catches. Each pair is run at most once,
 * and the likeliest pairs (the fault breaks a meaning the fixture cites) are tried first, so the
 * search usually stops early.
 */
export function findUndiscriminating(
  fixtures: LoadedFixture[],
  editions: string[],
): { uncaughtFixtures: string[]; uncaughtFaults: FaultId[] } {
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
  const meaningsOf = (lf: LoadedFixture) =>
    new Set(lf.fixture.sources.flatMap((s) => (s.kind === 'rule' ? [s.meaning] : [])));
  const related = (lf: LoadedFixture, f: (typeof FAULTS)[number]) =>
    (f.breaks as readonly string[]).some((m) => meaningsOf(lf).has(m));
  const byLikelihood = <T>(items: readonly T[], likely: (t: T) => boolean): T[] => [
    ...items.filter(likely),
    ...items.filter((t) => !likely(t)),
  ];
  const uncaughtFixtures = fixtures
    .filter((lf) => !byLikelihood(FAULTS, (f) => related(lf, f)).some((f) => fails(lf, f.id)))
    .map((lf) => lf.fixture.id);
  const uncaughtFaults = FAULTS.filter(
    (f) => !byLikelihood(fixtures, (lf) => related(lf, f)).some((lf) => fails(lf, f.id)),
  ).map((f) => f.id);
  return { uncaughtFixtures, uncaughtFaults };
}

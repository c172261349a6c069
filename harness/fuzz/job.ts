import fc from 'fast-check';
import type { Adapter, EngineInfo } from '../adapter.js';
import type { Capability } from '../generated/fixture.js';
import { UsageError } from '../errors.js';
import { checkDeclarations } from '../run/declarations.js';
import { inDateRange } from '../model/edition-dates.js';
import { buildScenario } from './build-scenario.js';
import { cardPool, spellPool } from './card-pool.js';
import type { Bench, Divergence } from './examine.js';
import { ACTION_CAPABILITY, planArbitrary, type ActionKind, type ScenarioPlan } from './plan.js';
import { RELATION_NAMES, type RelationName } from './relations.js';

export interface FuzzOptions {
  /** One engine under test per job (each is created once and closed at the end). */
  createEngine: () => Adapter | Promise<Adapter>;
  /** The reference engine; undefined: metamorphic relations only. */
  createOracle: (() => Adapter | Promise<Adapter>) | undefined;
  edition: string;
  seed: number;
  /** Stop after this many scenarios in all (split over the jobs) … */
  runs?: number;
  /** … or after this many milliseconds. */
  timeLimitMs?: number;
  jobs: number;
  timeoutMs: number;
  relations?: readonly RelationName[];
  /** Stop at the first divergence (the bench's time-to-first-divergence). */
  stopAtFirst?: boolean;
  /** Called every `progressEveryMs` (half a second unless set) with the counts so far. */
  onProgress?: (counts: FuzzCounts) => void;
  progressEveryMs?: number;
}

export interface FuzzCounts {
  scenarios: number;
  discarded: number;
  engineFailures: number;
  divergences: number;
  elapsedMs: number;
}

export interface FoundDivergence extends Divergence {
  /** The fast-check seed and counterexample path that replay it (fc.check with { seed, path }). */
  seed: number;
  path: string;
  /** Milliseconds from the start of the run until the scenario was first found. */
  foundAfterMs: number;
}

export interface EngineFailureRecord {
  failure: string;
  message: string;
  relation: string;
}

export interface FuzzOutcome extends FuzzCounts {
  seed: number;
  edition: string;
  discardReasons: Record<string, number>;
  failures: EngineFailureRecord[];
  found: FoundDivergence[];
}

/** What a divergence is about, so the same difference found again is reported once. */
export const signature = (d: Divergence) =>
  `${d.relation}:${[...new Set(d.failures.map((f) => f.field ?? f.message.replace(/[0-9]+/g, '#')))].sort().join(',')}`;

function kindsFor(caps: ReadonlySet<Capability>, spells: number): ActionKind[] {
  const kinds: ActionKind[] = ['checkpoint'];
  for (const [kind, cap] of Object.entries(ACTION_CAPABILITY))
    if (caps.has(cap) && (kind !== 'cast' || spells > 0)) kinds.push(kind as ActionKind);
  return kinds;
}

export interface Job {
  bench: Bench;
  arbitrary: fc.Arbitrary<[ScenarioPlan, RelationName | undefined]>;
  build: (plan: ScenarioPlan) => ReturnType<typeof buildScenario>;
}

async function declared(engine: Adapter, oracle: Adapter | undefined, edition: string): Promise<EngineInfo[]> {
  const infos: EngineInfo[] = [await engine.describe(), ...(oracle ? [await oracle.describe()] : [])];
  checkDeclarations(infos[0]!, `the engine (${engine.id})`);
  if (!infos[0]!.editions.some((r) => inDateRange(edition, r)))
    throw new UsageError(
      `the engine (${engine.id}) does not declare the edition of ${edition}; choose one with --edition`,
    );
  return infos;
}

/** Creates one job's engines and its arbitrary; the engines are closed again if anything fails. */
export async function prepareJob(o: FuzzOptions): Promise<Job> {
  const engine = await o.createEngine();
  let oracle: Adapter | undefined;
  let infos: EngineInfo[];
  try {
    oracle = o.createOracle ? await o.createOracle() : undefined;
    infos = await declared(engine, oracle, o.edition);
  } catch (e) {
    await Promise.allSettled([engine.close(), oracle?.close()]);
    throw e;
  }
  const caps = new Set<Capability>(infos[0]!.capabilities as Capability[]);
  const pool = cardPool(infos);
  const spells = spellPool(infos);
  if (pool.length === 0) {
    await Promise.allSettled([engine.close(), oracle?.close()]);
    throw new UsageError(`the engine (${engine.id}) declares none of the cards scenarios are built from`);
  }
  const relations = o.relations ?? RELATION_NAMES;
  const arbitrary = fc.tuple(
    planArbitrary({
      maxPlayers: caps.has('multiplayer') ? 4 : 2,
      maxObjects: 6,
      maxActions: 6,
      cards: pool.length,
      kinds: kindsFor(caps, spells.length),
    }),
    relations.length > 0 ? fc.constantFrom(...relations) : fc.constant(undefined),
  );
  // A basic land: no spell or effect scenarios use reaches it (Wrath of God would reach a creature).
  const bystanderCard = pool.find((c) => c.name === 'Island')?.name ?? pool[0]!.name;
  return {
    bench: { engine, oracle, caps, edition: o.edition, timeoutMs: o.timeoutMs, bystanderCard },
    arbitrary,
    build: (plan) => buildScenario(plan, { permanents: pool, spells }, caps),
  };
}

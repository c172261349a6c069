import fc from 'fast-check';
import type { Adapter, EngineInfo } from '../adapter.js';
import type { Capability } from '../generated/fixture.js';
import { UsageError } from '../errors.js';
import { checkDeclarations } from '../run/declarations.js';
import { inDateRange } from '../model/edition-dates.js';
import { bundledRangeFacts } from '../sources/range-floor.js';
import { buildScenario } from './build-scenario.js';
import { bystanderLand, cardPool, spellPool } from './card-pool.js';
import type { Bench, Divergence } from './examine.js';
import { ACTION_CAPABILITY, planArbitrary, type ActionKind, type ScenarioPlan } from './plan.js';
import { RELATION_NAMES, type RelationName } from './relations.js';

export interface FuzzOptions {
  /** One engine under test per job (each is created once and closed at the end). */
  createEngine: () => Adapter | Promise<Adapter>;
  /** The reference engine; undefined: metamorphic relations only. */
  createOracle: (() => Adapter | Promise<Adapter>) | undefined;
  /** The editions scenarios are played in, newest first: each scenario draws one (shrinking heads for the first). */
  editions: readonly string[];
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
  /** The edition the scenario was played in. */
  edition: string;
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
  /** The edition fuzzed, or "all" when scenarios drew theirs among several. */
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
  /** The editions this job's scenarios draw from, newest first; each has cards printed by then. */
  editions: readonly string[];
  arbitrary: fc.Arbitrary<[ScenarioPlan, RelationName | undefined, number]>;
  build: (plan: ScenarioPlan, edition: string) => ReturnType<typeof buildScenario>;
}

/** The label of a run's editions: the one edition, or "all". */
export const editionsLabel = (editions: readonly string[]): string => (editions.length === 1 ? editions[0]! : 'all');

async function declared(
  engine: Adapter,
  oracle: Adapter | undefined,
  editions: readonly string[],
): Promise<{ infos: EngineInfo[]; editions: string[] }> {
  const infos: EngineInfo[] = [await engine.describe(), ...(oracle ? [await oracle.describe()] : [])];
  checkDeclarations(infos[0]!, `the engine (${engine.id})`);
  const played = editions.filter((e) => infos.every((info) => info.editions.some((r) => inDateRange(e, r))));
  if (played.length === 0)
    throw new UsageError(
      editions.length === 1
        ? `the engine (${engine.id}) does not declare the edition of ${editions[0]}; choose one with --edition`
        : `the engine (${engine.id}) declares none of the editions; choose one with --edition`,
    );
  return { infos, editions: played };
}

/** The pool's cards printed by an edition (no scenario plays a card before the game had it). */
function printedBy<C extends { name: string }>(cards: readonly C[], edition: string): C[] {
  const facts = bundledRangeFacts();
  return cards.filter((c) => (facts.cardFloor(c.name)?.edition ?? '') <= edition);
}

/** Creates one job's engines and its arbitrary; the engines are closed again if anything fails. */
export async function prepareJob(o: FuzzOptions): Promise<Job> {
  const engine = await o.createEngine();
  let oracle: Adapter | undefined;
  let infos: EngineInfo[];
  let declaredEditions: string[];
  try {
    oracle = o.createOracle ? await o.createOracle() : undefined;
    ({ infos, editions: declaredEditions } = await declared(engine, oracle, o.editions));
  } catch (e) {
    await Promise.allSettled([engine.close(), oracle?.close()]);
    throw e;
  }
  const caps = new Set<Capability>(infos[0]!.capabilities as Capability[]);
  const pools = new Map(
    declaredEditions.map((e) => [
      e,
      { permanents: printedBy(cardPool(infos), e), spells: printedBy(spellPool(infos), e) },
    ]),
  );
  const editions = declaredEditions.filter((e) => pools.get(e)!.permanents.length > 0);
  const pool = pools.get(editions[0] ?? '')?.permanents ?? [];
  if (editions.length === 0) {
    await Promise.allSettled([engine.close(), oracle?.close()]);
    throw new UsageError(`the engine (${engine.id}) declares none of the cards scenarios are built from`);
  }
  const relations = o.relations ?? RELATION_NAMES;
  const arbitrary = fc.tuple(
    planArbitrary({
      maxPlayers: caps.has('multiplayer') ? 4 : 2,
      maxObjects: 6,
      maxActions: 6,
      cards: Math.max(...editions.map((e) => pools.get(e)!.permanents.length)),
      kinds: kindsFor(caps, Math.max(...editions.map((e) => pools.get(e)!.spells.length))),
    }),
    relations.length > 0 ? fc.constantFrom(...relations) : fc.constant(undefined),
    fc.nat({ max: editions.length - 1 }),
  );
  // A basic land: no spell or effect scenarios use reaches it (Wrath of God would reach a creature).
  const bystanderCard = bystanderLand(infos) ?? pool[0]!.name;
  return {
    bench: { engine, oracle, caps, edition: editions[0]!, timeoutMs: o.timeoutMs, bystanderCard },
    editions,
    arbitrary,
    build: (plan, edition) => buildScenario(plan, pools.get(edition)!, caps),
  };
}

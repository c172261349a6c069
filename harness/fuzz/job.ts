import fc from 'fast-check';
import type { Adapter, EngineInfo } from '../adapter.js';
import type { Capability } from '../generated/fixture.js';
import { UsageError } from '../errors.js';
import { checkDeclarations } from '../run/declarations.js';
import { inDateRange } from '../model/edition-dates.js';
import { bundledRangeFacts } from '../sources/range-floor.js';
import { buildScenario } from './build-scenario.js';
import { bystanderLand, cardPool, declares, spellPool } from './card-pool.js';
import type { Bench, Divergence } from './examine.js';
import { ACTION_CAPABILITY, planArbitrary, type ActionKind, type ScenarioPlan } from './plan.js';
import { RELATION_NAMES, type RelationName } from './relations.js';
import type { Scenario } from './build-scenario.js';
import { FLICKER_CARD, mutate, mutationArbitrary, type MutationPlan } from './mutate.js';
import { SeedPool } from './seeds.js';
import { isCoverageProbe, type CoverageProbe } from '../adapter.js';
import { Frontier, type KeptScenario } from './coverage.js';

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
  /**
   * Draw half the scenarios from the corpus: a fixture the engine passes, changed by mutations
   * (seeds.ts, mutate.ts). False: every scenario from the generator.
   */
  seeds?: boolean;
  /** The corpus seeds are taken from (the bundled fixtures/ unless set). */
  fixturesDir?: string;
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
  /** Where the scenario came from and what minimizing removed, in words for the draft's notes. */
  origin: string[];
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
  /** Corpus fixture × edition pairs seeded scenarios may start from (0: seeds off). */
  seeds: number;
  /** Milliseconds spent finding them (the corpus run on the engine), counted in elapsedMs too. */
  seedsMs: number;
  /** Scenarios kept for reaching a rule decision none before had (0: the oracle reports no coverage). */
  kept: number;
  /** The distinct rule decisions of the oracle the run reached. */
  decisions: number;
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

/** One scenario as fast-check draws it: a generator plan, or a corpus seed and its mutations. */
export type Draw =
  | { from: 'generator'; plan: ScenarioPlan; relation: RelationName | undefined; edition: number }
  | { from: 'seed' | 'kept'; seed: number; mutations: MutationPlan[]; relation: RelationName | undefined };

/** A drawn scenario made concrete: what is played, in which edition, and where it came from. */
export interface Drawn {
  scenario: Scenario;
  edition: string;
  origin: string[];
}

export interface Job {
  bench: Bench;
  /** What the engine under test declares (the seeds are the corpus fixtures it passes). */
  info: EngineInfo;
  /** The editions this job's scenarios draw from, newest first; each has cards printed by then. */
  editions: readonly string[];
  generated: fc.Arbitrary<Draw>;
  build: (plan: ScenarioPlan, edition: string) => ReturnType<typeof buildScenario>;
  /** The editions in which a mutation may add Flicker of Fate: the engine declares it and it was printed by then. */
  flickerEditions: ReadonlySet<string>;
  /** The oracle's record of rule decisions, when it keeps one (the reference engine does). */
  probe: CoverageProbe | undefined;
  /** The scenarios this job kept for new coverage (coverage.ts); draws mutate them further. */
  frontier: Frontier;
}

/**
 * The arbitrary of draws: with seeds, one draw in two starts from one of them; when the oracle
 * reports coverage, half of those start from a scenario the job kept for reaching a new decision.
 */
export function drawArbitrary(job: Job, seeds: SeedPool): fc.Arbitrary<Draw> {
  if (seeds.size === 0) return job.generated;
  // Differential only. rename and swap-seats rename the generator's vocabulary, and a corpus scenario
  // uses all of it (named choices, mana, labels). permute stays sound on the corpus (run --permute),
  // but a mutation can leave a choice to the engine that listing order then decides: a copied legend
  // with no legend named as kept, the ids of tokens made at once (14 of 3,000 mutated seeds, measured).
  // A relation is meant for a scenario where every choice is explicit.
  const mutated = (from: 'seed' | 'kept', max: number) =>
    fc
      .tuple(fc.nat({ max }), fc.array(mutationArbitrary, { minLength: 1, maxLength: 3 }))
      .map(([seed, mutations]): Draw => ({ from, seed, mutations, relation: undefined }));
  const seeded = mutated('seed', seeds.size - 1);
  if (!job.probe) return fc.oneof(job.generated, seeded);
  // The kept list grows during the run: its index is drawn wide and taken modulo its length then.
  return fc.oneof(
    { arbitrary: job.generated, weight: 2 },
    { arbitrary: seeded, weight: 1 },
    { arbitrary: mutated('kept', 0x7fff_ffff), weight: 1 },
  );
}

/** Why a seeded draw is not played: its fixture fails on the engine, so the corpus already reports it. */
const SEED_FAILS = 'the seed fixture fails on the engine under test (the corpus reports that already)';

/** The scenario a draw stands for, or the reason it is not played. */
export async function realize(job: Job, seeds: SeedPool, d: Draw): Promise<Drawn | { discard: string }> {
  if (d.from === 'generator') {
    const edition = job.editions[d.edition % job.editions.length]!;
    return { scenario: job.build(d.plan, edition), edition, origin: ['built by the scenario generator'] };
  }
  const kept = d.from === 'kept' ? job.frontier.at(d.seed) : undefined;
  // Until the job keeps a scenario, a draw meant for one starts from a corpus seed.
  const start = kept ?? (await corpusStart(job, seeds, d.seed));
  if (!start) return { discard: SEED_FAILS };
  const { scenario, changes } = mutate(start.scenario, d.mutations, job.bench.caps, {
    flicker: job.flickerEditions.has(start.edition),
  });
  const how = changes.length === 0 ? 'unchanged' : `changed: ${changes.join('; ')}`;
  return {
    scenario,
    edition: start.edition,
    origin: kept
      ? [...kept.origin, `kept for reaching a new rule decision, then ${how}`]
      : [`${start.origin[0]}, ${how}`],
  };
}

async function corpusStart(job: Job, seeds: SeedPool, index: number): Promise<KeptScenario | undefined> {
  const seed = await seeds.seed(index, job.bench.engine);
  if (!seed) return undefined;
  const { fixture, edition, scenario } = seed;
  return {
    scenario,
    edition,
    origin: [`seeded from corpus fixture ${fixture}, which the engine passes in ${edition}`],
  };
}

/** The corpus fixtures the job's engine may pass, unless seeds are off. */
export async function seedsFor(job: Job, o: FuzzOptions): Promise<SeedPool> {
  if (o.seeds === false) return SeedPool.empty(job.info);
  return SeedPool.load(job.info, job.editions, o.timeoutMs, o.fixturesDir);
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
      { permanents: printedBy(cardPool(infos), e), spells: printedBy(spellPool(infos), e), land: bystanderLand(infos) },
    ]),
  );
  const editions = declaredEditions.filter((e) => pools.get(e)!.permanents.length > 0);
  const pool = pools.get(editions[0] ?? '')?.permanents ?? [];
  if (editions.length === 0) {
    await Promise.allSettled([engine.close(), oracle?.close()]);
    throw new UsageError(`the engine (${engine.id}) declares none of the cards scenarios are built from`);
  }
  const relations = o.relations ?? RELATION_NAMES;
  const generated = fc
    .tuple(
      planArbitrary({
        maxPlayers: caps.has('multiplayer') ? 4 : 2,
        maxObjects: 6,
        maxActions: 6,
        cards: Math.max(...editions.map((e) => pools.get(e)!.permanents.length)),
        kinds: kindsFor(caps, Math.max(...editions.map((e) => pools.get(e)!.spells.length))),
      }),
      relations.length > 0 ? fc.constantFrom(...relations) : fc.constant(undefined),
      fc.nat({ max: editions.length - 1 }),
    )
    .map(([plan, relation, edition]): Draw => ({ from: 'generator', plan, relation, edition }));
  // A basic land: no spell or effect scenarios use reaches it (Wrath of God would reach a creature).
  const bystanderCard = bystanderLand(infos) ?? pool[0]!.name;
  return {
    bench: {
      engine,
      oracle,
      caps,
      edition: editions[0]!,
      timeoutMs: o.timeoutMs,
      bystanderCard,
      // An adapter that says how many runs it may have outstanding runs them elsewhere (a subprocess):
      // its run can proceed while the oracle plays in this process. An in-process engine gains nothing.
      overlap: typeof engine.runsInFlight === 'function',
    },
    info: infos[0]!,
    editions,
    generated,
    build: (plan, edition) => buildScenario(plan, pools.get(edition)!, caps),
    flickerEditions: new Set(
      declares(infos[0]!, FLICKER_CARD)
        ? editions.filter((e) => printedBy([{ name: FLICKER_CARD }], e).length > 0)
        : [],
    ),
    probe: isCoverageProbe(oracle) ? oracle : undefined,
    frontier: new Frontier(),
  };
}

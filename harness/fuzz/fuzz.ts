import fc from 'fast-check';
import { examine, type Verdict } from './examine.js';
import { minimize } from './minimize.js';
import type { SeedPool } from './seeds.js';
import {
  drawArbitrary,
  prepareJob,
  realize,
  seedsFor,
  signature,
  type FuzzCounts,
  type FuzzOptions,
  type FuzzOutcome,
  type Job,
  editionsLabel,
} from './job.js';

/** Scenarios between two turns of the event loop. */
const YIELD_EVERY = 32;

/** How often the progress line is refreshed unless the caller says otherwise. */
const PROGRESS_EVERY_MS = 500;

/** Engine failures listed with their message (all are counted). */
const LISTED_FAILURES = 20;

interface State extends FuzzOutcome {
  started: number;
  seen: Set<string>;
  stop: boolean;
}

function tally(state: State, v: Verdict): void {
  state.scenarios++;
  if (v.kind === 'discarded') {
    state.discarded++;
    const reason = v.reason.replace(/"[^"]*"/g, '"…"').slice(0, 120);
    state.discardReasons[reason] = (state.discardReasons[reason] ?? 0) + 1;
  } else if (v.kind === 'engine-failure') {
    state.engineFailures++;
    if (state.failures.length < LISTED_FAILURES)
      state.failures.push({ failure: v.failure, message: v.message, relation: v.relation });
  }
}

const elapsed = (state: State) => Math.round(performance.now() - state.started);

/** A seed per job and round, so a run is the same whatever the number of rounds before it took. */
const roundSeed = (seed: number, job: number, round: number) => (seed + job * 1_000_003 + round * 7_919) | 0;

/** This job's share of `runs` scenarios (the first jobs take the remainder). */
const share = (runs: number, jobs: number, job: number) => Math.floor(runs / jobs) + (job < runs % jobs ? 1 : 0);

/**
 * One job: rounds of fc.check, each from its own seed, until the budget is spent. A round ends at
 * its first divergence, which fast-check shrinks (the property is called again on smaller plans;
 * those calls are not counted as scenarios); the shrunk plan is examined once more for the report.
 */
async function runJob(job: Job, seeds: SeedPool, index: number, o: FuzzOptions, state: State): Promise<void> {
  const arbitrary = drawArbitrary(job, seeds);
  const runs = o.runs === undefined ? undefined : share(o.runs, o.jobs, index);
  let examined = 0;
  let calls = 0;
  for (let round = 0; !state.stop; round++) {
    const remainingMs = o.timeLimitMs === undefined ? undefined : o.timeLimitMs - elapsed(state);
    const remainingRuns = runs === undefined ? undefined : runs - examined;
    if ((remainingMs !== undefined && remainingMs <= 0) || (remainingRuns !== undefined && remainingRuns <= 0)) break;
    let shrinking = false;
    let foundAfterMs = 0;
    const seed = roundSeed(o.seed, index, round);
    const property = fc.asyncProperty(arbitrary, async (draw) => {
      if (state.stop && !shrinking) return true;
      // An in-process engine answers in microtasks, which would starve timers and signal handlers
      // (the progress line, Ctrl-C) for the whole run: give the event loop a turn now and then.
      if (++calls % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
      const drawn = await realize(job, seeds, draw);
      job.probe?.takeCoverage(); // drop what earlier calls (minimizing, a seed's first run) recorded
      const verdict: Verdict =
        'discard' in drawn
          ? { kind: 'discarded', reason: drawn.discard }
          : await examine({ ...job.bench, edition: drawn.edition }, drawn.scenario, draw.relation);
      if (!shrinking) {
        examined++;
        tally(state, verdict);
        // Only outside shrinking: a kept list that changed under fast-check would change what its draws replay.
        if (job.probe && verdict.kind === 'agreed' && !('discard' in drawn))
          job.frontier.offer(job.probe.takeCoverage(), drawn);
      }
      if (verdict.kind !== 'divergence') return true;
      if (!shrinking) foundAfterMs = elapsed(state);
      shrinking = true;
      return false;
    });
    const result = await fc.check(property, {
      seed,
      numRuns: remainingRuns ?? Number.MAX_SAFE_INTEGER,
      ...(remainingMs !== undefined ? { interruptAfterTimeLimit: remainingMs, markInterruptAsFailure: false } : {}),
    });
    if (!result.failed || !result.counterexample) break;
    const [draw] = result.counterexample;
    const drawn = await realize(job, seeds, draw);
    if ('discard' in drawn) continue;
    const { scenario, edition, origin } = drawn;
    const bench = { ...job.bench, edition };
    const verdict = await examine(bench, scenario, draw.relation);
    if (verdict.kind !== 'divergence') continue;
    const { kind: _kind, ...shrunk } = verdict;
    const { divergence, removed } = await minimize(bench, shrunk, draw.relation);
    const key = signature(divergence);
    if (!state.seen.has(key)) {
      state.seen.add(key);
      const minimized = removed.length > 0 ? [`then minimized by removing ${removed.join(' and ')}`] : [];
      state.found.push({
        ...divergence,
        edition,
        origin: [...origin, ...minimized],
        seed,
        path: result.counterexamplePath ?? '',
        foundAfterMs,
      });
      state.divergences = state.found.length;
    }
    if (o.stopAtFirst) state.stop = true;
  }
}

const counts = (s: State): FuzzCounts => ({
  scenarios: s.scenarios,
  discarded: s.discarded,
  engineFailures: s.engineFailures,
  divergences: s.divergences,
  elapsedMs: elapsed(s),
});

/** Fuzzes the engine: deterministic from the seed for a number of runs; jobs run side by side. */
export async function fuzz(o: FuzzOptions): Promise<FuzzOutcome> {
  const jobs: Job[] = [];
  const state: State = {
    seed: o.seed,
    edition: editionsLabel(o.editions),
    seeds: 0,
    seedsMs: 0,
    kept: 0,
    decisions: 0,
    scenarios: 0,
    discarded: 0,
    engineFailures: 0,
    divergences: 0,
    elapsedMs: 0,
    discardReasons: {},
    failures: [],
    found: [],
    started: performance.now(),
    seen: new Set(),
    stop: false,
  };
  const timer = o.onProgress
    ? setInterval(() => o.onProgress!(counts(state)), o.progressEveryMs ?? PROGRESS_EVERY_MS)
    : undefined;
  timer?.unref();
  try {
    for (let i = 0; i < o.jobs; i++) jobs.push(await prepareJob(o));
    // The clock starts before the seeds are found (a corpus run on the engine): a budget counts it.
    state.started = performance.now();
    const seeds = await seedsFor(jobs[0]!, o);
    state.seeds = seeds.size;
    state.seedsMs = elapsed(state);
    await Promise.all(jobs.map((job, i) => runJob(job, seeds, i, o, state)));
  } finally {
    if (timer) clearInterval(timer);
    await Promise.allSettled(
      jobs.flatMap((j) =>
        j.bench.oracle ? [j.bench.engine.close(), j.bench.oracle.close()] : [j.bench.engine.close()],
      ),
    );
  }
  state.kept = jobs.reduce((n, j) => n + j.frontier.size, 0);
  state.decisions = new Set(jobs.flatMap((j) => [...j.frontier.keys])).size;
  const { started: _s, seen: _seen, stop: _stop, ...outcome } = state;
  return { ...outcome, elapsedMs: elapsed(state) };
}

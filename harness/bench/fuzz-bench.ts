/**
 * The fuzzer's self-measurement (`npm run bench` prints it after the corpus figures; alone:
 * `node dist/harness/bench/fuzz-bench.js`). Budgets, in seconds, from the environment or flags:
 *
 *   PHASING_CTS_FUZZ_FAULT_SECONDS / --fault-seconds N   per named fault (default 60, the issue's figure)
 *   PHASING_CTS_FUZZ_SELF_SECONDS  / --self-seconds N    reference engine against itself (default 600)
 *   PHASING_CTS_FUZZ_FAULTS        / --faults A,B        only these faults (default all)
 *
 * A budget of 0 leaves that part out: `--fault-seconds 0 --self-seconds 0` prints only the rates.
 * The flags are read by bench-options.ts (`--help` lists them).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createReferenceAdapter } from '../../adapters/reference/index.js';
import { FAULTS, type FaultId } from '../../adapters/reference/faults.js';
import { createStdioAdapter } from '../../adapters/stdio/index.js';
import type { Adapter } from '../adapter.js';
import { knownEditions } from '../corpus/references.js';
import { draftFixture, draftSize } from '../fuzz/draft.js';
import { faultEdition } from '../fuzz/fault-edition.js';
import { fuzz } from '../fuzz/fuzz.js';
import type { FuzzOptions } from '../fuzz/job.js';
import { fromRoot } from '../paths.js';
import { readBenchOptions, type BenchOptions } from './bench-options.js';

export interface FuzzBenchRow {
  figure: string;
  value: string;
  target?: string;
  ok?: boolean;
}

const edition = () => knownEditions().at(-1)!;
const reference = (fault?: FaultId) => () => createReferenceAdapter(fault ? { fault } : {});

const base = (o: Partial<FuzzOptions> & Pick<FuzzOptions, 'createEngine'>): FuzzOptions => ({
  createOracle: reference(),
  editions: [edition()],
  seed: 1,
  jobs: 1,
  timeoutMs: 5000,
  ...o,
});

/**
 * Scenarios per second once the run is going: finding the corpus seeds (a run of the whole corpus on the
 * engine, a cost paid once per run and growing with the corpus) is left out, and reported on its own.
 */
async function rate(o: FuzzOptions, seeding?: (ms: number, pairs: number) => void): Promise<number> {
  const out = await fuzz(o);
  seeding?.(out.seedsMs, out.seeds);
  return (out.scenarios / Math.max(1, out.elapsedMs - out.seedsMs)) * 1000;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.floor((s.length - 1) / 2)]!;
};

/**
 * The same engine for several fuzz runs: fuzz() closes its engines when it ends, and this one stays
 * open, so the next run gets the process already started and warm.
 */
function keptOpen(a: Adapter): Adapter {
  return {
    id: a.id,
    describe: () => a.describe(),
    runsInFlight: () => a.runsInFlight?.() ?? 1,
    run: (request, options) => a.run(request, options),
    close: async () => undefined,
  };
}

/** Scenarios measured from fresh `serve` processes, before their warm-up. */
const FRESH_RUNS = 1500;

/**
 * Scenarios per second with `jobs` `serve` processes as the engine. `warm` is measured as the in-process
 * figure is, after a warm-up, on the same processes: a fresh process's first few thousand scenarios run
 * while V8 is still compiling the engine (1,500 scenarios from a fresh process went from 263 /s in the
 * first second to 1,065 /s in the sixth, measured for issue 25). `fresh` is the rate of those first ones.
 */
async function protocolRates(jobs: number): Promise<{ fresh: number; warm: number }> {
  const serve = `${JSON.stringify(process.execPath)} ${JSON.stringify(fromRoot('dist/harness/cli/main.js'))} serve`;
  const engines = Array.from({ length: jobs }, () => createStdioAdapter({ command: serve }));
  let next = 0;
  // fuzz() creates its jobs' engines one after another: each job gets its own process, every run.
  const lend = () => keptOpen(engines[next++ % jobs]!);
  const o = (runs: number) => base({ createEngine: lend, runs, relations: [], jobs });
  try {
    const fresh = await rate(o(FRESH_RUNS));
    await rate(o(3000 * jobs)); // warm-up, as in process
    return { fresh, warm: await rate(o(5000)) };
  } finally {
    await Promise.allSettled(engines.map((e) => e.close()));
  }
}

interface FaultFigure {
  fault: string;
  found: boolean;
  afterMs?: number;
  objects?: number;
  actions?: number;
  /** Found from a corpus seed (mutated) rather than by the generator. */
  seeded?: boolean;
}

/** One fault for `budgetS` seconds, in the edition `fuzz --fault` picks for it by default (fault-edition.ts). */
async function perFault(fault: FaultId, budgetS: number): Promise<FaultFigure> {
  const played = faultEdition([fault], knownEditions());
  const out = await fuzz(
    base({
      createEngine: reference(fault),
      editions: [played],
      timeLimitMs: budgetS * 1000,
      stopAtFirst: true,
      seed: 1,
    }),
  );
  const d = out.found[0];
  if (!d) return { fault, found: false };
  const size = draftSize(draftFixture(d, 0, { engine: fault, runSeed: 1, edition: played }));
  const seeded = d.origin[0]?.startsWith('seeded') === true;
  return { fault, found: true, afterMs: d.foundAfterMs, objects: size.objects, actions: size.actions, seeded };
}

type Recorder = (r: FuzzBenchRow) => void;

/** Scenarios per second in process and over the protocol. */
async function rateFigures(record: Recorder): Promise<void> {
  // Warm-up: the first few thousand scenarios run while V8 is still compiling the engine and generator.
  await rate(base({ createEngine: reference(), runs: 3000 }));
  const inProcess = await rate(base({ createEngine: reference(), runs: 5000, relations: [] }), (ms, pairs) =>
    record({ figure: `fuzz: finding corpus seeds (${pairs} fixture × edition pairs), once a run`, value: `${ms} ms` }),
  );
  record({
    figure: 'fuzz: scenarios/s in process (engine + oracle)',
    value: `${inProcess.toFixed(0)} /s`,
    target: '≥ 1,000 /s',
    ok: inProcess >= 1000,
  });
  const withRelation = await rate(base({ createEngine: reference(), runs: 5000 }));
  record({ figure: 'fuzz: scenarios/s in process, oracle + one relation', value: `${withRelation.toFixed(0)} /s` });
  for (const jobs of [1, 2]) {
    const r = await protocolRates(jobs);
    record({
      figure: `fuzz: scenarios/s over the protocol, ${jobs} engine process${jobs > 1 ? 'es' : ''}`,
      value: `${r.warm.toFixed(0)} /s`,
      target: '≥ 1/3 in process',
      ok: r.warm >= inProcess / 3,
    });
    record({ figure: `  the first ${FRESH_RUNS} scenarios, from a fresh process`, value: `${r.fresh.toFixed(0)} /s` });
  }
}

/** Each named fault for `faultS` seconds: found or not, how soon, and the size of its draft. */
async function faultFigures(record: Recorder, faults: FaultId[], faultS: number): Promise<void> {
  // Each fault is printed as it is measured, so a run cut short still shows what it reached.
  const figures: FaultFigure[] = [];
  for (const fault of faults) {
    const f = await perFault(fault, faultS);
    figures.push(f);
    record({
      figure: `    ${f.found ? 'found' : 'not found'} ${fault}`,
      value: f.found
        ? `${(f.afterMs! / 1000).toFixed(2)} s, ${f.objects} obj, ${f.actions} act${f.seeded ? ', seeded' : ''}`
        : '',
    });
  }
  const found = figures.filter((f) => f.found);
  const share = found.length / Math.max(1, figures.length);
  record({
    figure: `fuzz: named faults found within ${faultS} s each`,
    value: `${found.length}/${figures.length} (${(share * 100).toFixed(0)}%)`,
    target: '≥ 90%',
    ok: share >= 0.9,
  });
  record({
    figure: '  of which from a corpus seed (mutated)',
    value: `${found.filter((f) => f.seeded).length}`,
  });
  record({
    figure: '  median time to first divergence',
    value: `${(median(found.map((f) => f.afterMs!)) / 1000).toFixed(2)} s`,
  });
  const objects = median(found.map((f) => f.objects!));
  const actions = median(found.map((f) => f.actions!));
  record({ figure: '  median shrunk draft: objects', value: String(objects), target: '≤ 6', ok: objects <= 6 });
  record({
    figure: '  median shrunk draft: actions (checkpoints aside)',
    value: String(actions),
    target: '≤ 4',
    ok: actions <= 4,
  });
}

/** Measures and reports each figure through `record`. A budget of 0 seconds leaves its figures out. */
export async function fuzzBench(record: Recorder, options: BenchOptions): Promise<void> {
  const { faultSeconds: faultS, selfSeconds: selfS, faults: only } = options;
  const faults = FAULTS.map((f) => f.id).filter((id) => only.length === 0 || only.includes(id));

  await rateFigures(record);
  if (faultS > 0) await faultFigures(record, faults, faultS);
  if (selfS === 0) return;
  const self = await fuzz(base({ createEngine: reference(), timeLimitMs: selfS * 1000, seed: 2 }));
  record({
    figure: `fuzz: reference against itself for ${selfS} s (${self.scenarios} scenarios)`,
    value: `${self.found.length} divergences`,
    target: '0',
    ok: self.found.length === 0,
  });
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  const read = readBenchOptions(process.argv.slice(2), process.env);
  if ('help' in read) process.stdout.write(read.help);
  else if ('problem' in read) {
    process.stderr.write(`fuzz-bench: ${read.problem}\n`);
    process.exitCode = 2;
  } else
    await fuzzBench((r) => {
      const mark = r.ok === undefined ? '' : r.ok ? '  ok' : '  MISSED';
      process.stdout.write(
        `${r.figure.padEnd(58)} ${r.value.padStart(16)}${r.target ? `   target ${r.target}` : ''}${mark}\n`,
      );
    }, read.options);
}

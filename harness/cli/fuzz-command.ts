import path from 'node:path';
import { randomInt } from 'node:crypto';
import type { Command } from 'commander';
import { UsageError } from '../errors.js';
import { faultEdition } from '../fuzz/fault-edition.js';
import { fuzzRun } from '../fuzz/fuzz-run.js';
import { isFaultId } from '../../adapters/reference/faults.js';
import { selectEditions } from '../run/select.js';
import { adapterFactory, chooseAdapter, type EngineOptions } from './engine-choice.js';
import { positiveInt } from './positive-int.js';

export interface FuzzCommandOptions extends EngineOptions {
  faults?: string[];
  seconds?: string;
  runs?: string;
  seed?: string;
  edition?: string;
  jobs?: string;
  timeout?: string;
  out?: string;
  json?: boolean;
  /** False with --no-seeds: every scenario from the generator. */
  seeds?: boolean;
  /** --coverage: keep scenarios that reach a new rule decision of the reference engine. */
  coverage?: boolean;
}

const DEFAULT_RUNS = 1000;
const DEFAULT_TIMEOUT_MS = 5000;

function seedOf(text: string | undefined): number {
  if (text === undefined) return randomInt(0, 2 ** 31);
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(Number(text)))
    throw new UsageError(`--seed expects a whole number, not "${text}"`);
  return Number(text) | 0;
}

/** The engines to fuzz: one per --fault (the reference engine with it), else the one --stdio or --adapter names. */
async function engines(o: FuzzCommandOptions) {
  const faults = o.faults ?? [];
  if (faults.length > 0) {
    if (o.stdio !== undefined || o.adapter !== undefined)
      throw new UsageError(
        '--fault runs the reference engine with a named fault; give it without --stdio or --adapter',
      );
    // Several faults write to one folder each under --out, so their drafts and summaries stay apart.
    return faults.map((fault) => ({
      ...adapterFactory({ adapter: 'reference', fault }),
      subdir: faults.length > 1 ? fault : '',
    }));
  }
  if (o.stdio === undefined && o.adapter === undefined)
    throw new UsageError('fuzz needs an engine: --stdio "COMMAND", --adapter MODULE (or "reference"), or --fault NAME');
  return [{ ...(await chooseAdapter(o)), subdir: '' }];
}

/**
 * The editions scenarios are played in. --edition all: each scenario draws its edition, newest first so
 * shrinking heads for the newest. No --edition: the latest, or with --fault the newest in which the faults
 * can change a game (fault-edition.ts), so `fuzz --fault F` can find every named fault.
 */
function editionsToFuzz(o: FuzzCommandOptions): string[] {
  if (o.edition === 'all') return [...selectEditions('all')].reverse();
  const faults = (o.faults ?? []).filter(isFaultId);
  if (o.edition === undefined && faults.length > 0) return [faultEdition(faults, selectEditions('all'))];
  return [selectEditions(o.edition)[0]!];
}

/** `phasing-cts fuzz`: the options checked (exit 2 on a mistake), then harness/fuzz does the work. */
export async function fuzzCommand(o: FuzzCommandOptions): Promise<number> {
  if (o.seconds !== undefined && o.runs !== undefined) throw new UsageError('give --seconds or --runs, not both');
  const seconds = positiveInt('--seconds', o.seconds);
  const runs = positiveInt('--runs', o.runs) ?? (seconds === undefined ? DEFAULT_RUNS : undefined);
  const editions = editionsToFuzz(o);
  const seed = seedOf(o.seed);
  const jobs = positiveInt('--jobs', o.jobs) ?? 1;
  const timeoutMs = positiveInt('--timeout', o.timeout) ?? DEFAULT_TIMEOUT_MS;
  let status = 0;
  for (const { label, create, subdir } of await engines(o)) {
    const code = await fuzzRun({
      label,
      create,
      editions,
      seed,
      jobs,
      timeoutMs,
      ...(runs !== undefined ? { runs } : {}),
      ...(seconds !== undefined ? { seconds } : {}),
      ...(o.out !== undefined ? { out: path.join(o.out, subdir) } : {}),
      json: o.json === true,
      seeds: o.seeds !== false,
      coverage: o.coverage === true,
      stdout: process.stdout,
      stderr: process.stderr,
    });
    status = Math.max(status, code);
  }
  return status;
}

/** Registers `fuzz` on the program (main.ts adds it with one line). */
export function registerFuzzCommand(program: Command): void {
  program
    .command('fuzz')
    .description(
      'generate random phasing scenarios, compare the engine with the reference engine and under metamorphic relations, and shrink each divergence to a draft fixture (docs/FUZZING.md)',
    )
    .option('--stdio <command>', 'fuzz an engine speaking the JSON-lines protocol; the command is run by /bin/sh -c')
    .option('--adapter <module>', 'fuzz an in-process adapter: "reference", or a JavaScript module exporting one')
    .option(
      '--fault <id>',
      'fuzz the reference engine with this named fault as the engine under test; repeatable (with --out, one folder per fault)',
      (v: string, acc: string[]) => [...acc, v],
      [] as string[],
    )
    .option('--seconds <n>', 'stop after N seconds')
    .option('--runs <n>', `stop after N scenarios (default ${DEFAULT_RUNS} when --seconds is not given)`)
    .option(
      '--seed <n>',
      'the seed: the same seed and --runs replay the same scenarios (default: a random one, printed)',
    )
    .option(
      '--edition <date>',
      'rules edition: YYYY-MM-DD (the edition in force then), "latest", or "all" (each scenario draws one the engine declares); default: latest, or with --fault the newest edition in which the fault can change a game',
    )
    .option('--jobs <n>', 'engine instances fuzzed side by side', '1')
    .option('--timeout <ms>', `per-scenario timeout in milliseconds (default ${DEFAULT_TIMEOUT_MS})`)
    .option(
      '--out <dir>',
      'write each divergence as a draft fixture DIR/drafts/<id>.json (run --fixtures DIR/drafts replays them) and the summary as DIR/fuzz-summary.json',
    )
    .option('--json', 'print the summary as JSON')
    .option(
      '--no-seeds',
      'draw every scenario from the generator; by default half start from a corpus fixture the engine passes, changed by mutations',
    )
    .option(
      '--coverage',
      'keep each scenario that makes the reference engine take a rule decision none before did, and mutate it further (for long runs; docs/FUZZING.md)',
    )
    .addHelpText(
      'after',
      '\nExit codes: 0 no divergence, 1 a divergence or an engine failure (crash, hang, error), 2 usage errors.',
    )
    .action(async (opts: Omit<FuzzCommandOptions, 'faults'> & { fault: string[] }) => {
      const { fault, ...rest } = opts;
      process.exitCode = await fuzzCommand({ ...rest, faults: fault });
    });
}

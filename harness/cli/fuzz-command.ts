import path from 'node:path';
import { randomInt } from 'node:crypto';
import { UsageError } from '../errors.js';
import { faultEdition } from '../fuzz/fault-edition.js';
import { fuzzRun } from '../fuzz/fuzz-run.js';
import { isFaultId } from '../../adapters/reference/faults.js';
import { selectEditions } from '../run/select.js';
import { adapterFactory, chooseAdapter, type EngineOptions } from './engine-choice.js';
import { positiveInt } from './positive-int.js';
import { DEFAULT_RUNS, DEFAULT_TIMEOUT_MS } from './fuzz-defaults.js';

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

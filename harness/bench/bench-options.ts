import { parseArgs } from 'node:util';

/** What `npm run bench` (bench.js) and fuzz-bench.js read from their flags and the environment. */
export interface BenchOptions {
  /** Leave out the 100,000-fixture scale figure. */
  quick: boolean;
  /** Fuzzing budget per named fault, in seconds; 0 leaves the fault figures out. */
  faultSeconds: number;
  /** Budget for the reference engine fuzzed against itself, in seconds; 0 leaves it out. */
  selfSeconds: number;
  /** Only these named faults (empty: all). */
  faults: string[];
}

export const BENCH_USAGE = `Usage: node dist/harness/bench/bench.js [options]   (npm run bench -- [options])

Prints speed and memory figures beside their targets; not a pass/fail test.

Options:
  --quick              leave out the 100,000-fixture scale figure
  --fault-seconds N    fuzzing budget per named fault (env PHASING_CTS_FUZZ_FAULT_SECONDS, default 60; 0: none)
  --self-seconds N     reference engine fuzzed against itself (env PHASING_CTS_FUZZ_SELF_SECONDS, default 600; 0: none)
  --faults A,B         fuzz only these named faults (env PHASING_CTS_FUZZ_FAULTS, default all)
  -h, --help           show this help
`;

export type BenchOptionsRead = { options: BenchOptions } | { help: string } | { problem: string };

function seconds(flag: string, text: string | undefined, fallback: number): number | string {
  if (text === undefined || text === '') return fallback;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : `${flag} expects a number of seconds ≥ 0, got ${JSON.stringify(text)}`;
}

/**
 * Reads the flags (before the environment, which CI or a shell profile may set): an unknown flag or a
 * budget that is not a number is a one-line problem, not a silent default, so a typo never measures
 * something other than what was asked.
 */
export function readBenchOptions(argv: readonly string[], env: NodeJS.ProcessEnv): BenchOptionsRead {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        quick: { type: 'boolean' },
        'fault-seconds': { type: 'string' },
        'self-seconds': { type: 'string' },
        faults: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    return { problem: `${e instanceof Error ? e.message : String(e)} (--help lists the options)` };
  }
  if (values.help) return { help: BENCH_USAGE };
  const faultSeconds = seconds('--fault-seconds', values['fault-seconds'] ?? env['PHASING_CTS_FUZZ_FAULT_SECONDS'], 60);
  if (typeof faultSeconds === 'string') return { problem: faultSeconds };
  const selfSeconds = seconds('--self-seconds', values['self-seconds'] ?? env['PHASING_CTS_FUZZ_SELF_SECONDS'], 600);
  if (typeof selfSeconds === 'string') return { problem: selfSeconds };
  const faults = (values.faults ?? env['PHASING_CTS_FUZZ_FAULTS'] ?? '').split(',').filter((f) => f !== '');
  return { options: { quick: values.quick ?? false, faultSeconds, selfSeconds, faults } };
}

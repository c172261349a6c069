import type { Command } from 'commander';
import type { FuzzCommandOptions } from './fuzz-command.js';
import { DEFAULT_RUNS, DEFAULT_TIMEOUT_MS } from './fuzz-defaults.js';

/** Declares `fuzz` on the program (main.ts adds it with one line); the command's module loads when it runs. */
export function declareFuzz(program: Command): void {
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
      const { fuzzCommand } = await import('./fuzz-command.js');
      process.exitCode = await fuzzCommand({ ...rest, faults: fault });
    });
}

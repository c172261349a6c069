#!/usr/bin/env node
import { Command, CommanderError } from 'commander';
// Command modules are imported when their command runs (each action below): importing them all made every
// start, `--version` included, load the fuzzer, the import-edition reader and every report renderer.
import type { compareCommand } from './compare-command.js';
import type { coverageCommand } from './coverage-command.js';
import type { ExplainCommandOptions } from './explain-command.js';
import { declareImportEdition } from './import-edition-declaration.js';
import type { faultsCommand } from './faults-command.js';
import { declareFuzz } from './fuzz-declaration.js';
import { workAbandoned } from './deadline.js';
import type { InitCommandOptions } from './init-command.js';
import type { PlanCommandOptions } from './plan-command.js';
import type { reportCommand } from './report-command.js';
import type { runCommand } from './run-command.js';
import type { rulesDiffCommand } from './rules-diff-command.js';
import type { serveCommand } from './serve-command.js';
import { OutputError, UsageError } from '../errors.js';
import type { validateCommand } from './validate-command.js';
import { renderedFormats, reportFormats } from '../report/formats.js';
import { suiteVersion } from '../suite-version.js';

/** Every status the CLI exits with, shown by `--help` (README.md says the same). */
export const EXIT_CODES_HELP =
  'Exit codes: 0 every result as expected; 1 unexpected outcomes (failures, regressions, stale baseline entries, a coverage gap); 2 usage, corpus, engine-declaration, engine-handshake or I/O errors (one line on stderr); 128+N when interrupted by signal N (130 Ctrl-C, 143 SIGTERM).';

/**
 * The stable command-line interface. Exit codes: 0 everything as expected; 1 unexpected outcomes
 * (failures, regressions, stale baseline entries); 2 usage or corpus errors.
 */
export function buildProgram(): Command {
  const program = new Command('phasing-cts')
    .description(
      'Rules-conformance test suite for Magic: The Gathering phasing (CR 702.26 and its editions since 2011).',
    )
    .version(suiteVersion(), '-V, --version', 'print the phasing-cts version')
    .exitOverride()
    .configureOutput({ outputError: (message, write) => write(usageLine(message, helpFor)) })
    .addHelpText('after', `\n${EXIT_CODES_HELP}`);

  // One function per command, in the order `--help` lists them.
  declareValidate(program);
  declareRun(program);
  declareExplain(program);
  declarePlan(program);
  declareInit(program);
  declareCompare(program);
  declareReport(program);
  declareServe(program);
  declareFaults(program);
  declareFuzz(program);
  declareCoverage(program);
  declareRulesDiff(program);
  declareImportEdition(program);
  return program;
}

/** `phasing-cts validate` */
function declareValidate(program: Command): void {
  program
    .command('validate')
    .description('check every fixture against the schema and the sources index')
    .option('--fixtures <dir>', 'corpus directory (default: the bundled fixtures/)')
    .option('--json', 'print diagnostics as JSON')
    .action(async (o: Parameters<typeof validateCommand>[0]) => {
      const { validateCommand } = await import('./validate-command.js');
      process.exitCode = await validateCommand(o);
    });
}

/** `phasing-cts run` */
function declareRun(program: Command): void {
  program
    .command('run')
    .description('run the corpus against an engine and report the outcomes')
    .option(
      '--adapter <module>',
      'in-process adapter: "reference", or a JavaScript module whose default export (or createAdapter) is an adapter or a factory (docs/ADAPTERS.md)',
      'reference',
    )
    .option('--edition <date>', 'rules edition: YYYY-MM-DD (the edition in force then), "latest" or "all"', 'latest')
    .option('--filter <pattern>', 'only fixtures whose id matches the glob (or contains the text)')
    .option(
      '--profile <name>',
      '"core" (an engine\'s first goal: each phasing subrule through its simplest fixtures) or "full" (every approved fixture)',
    )
    .option('--json <file>', 'write the JSON report (same as --report json=FILE)')
    .option(
      '--report <format=file>',
      `write a report; repeatable. Formats: ${reportFormats().join(', ')} (docs/REPORTS.md)`,
      (v: string, acc: string[]) => [...acc, v],
      [] as string[],
    )
    .option('--fault <id>', 'run the reference engine with one named fault switched on')
    .option('--fixtures <dir>', 'corpus directory (default: the bundled fixtures/)')
    .option('--jobs <n>', 'engine instances run in parallel', '1')
    .option('--timeout <ms>', 'per-fixture timeout in milliseconds (default 10000)')
    .option('--fail-fast', 'stop after the first non-passing result')
    .option('--max-failures <n>', 'stop after N non-passing results')
    .option(
      '--code-coverage <dir>',
      "measure the in-process engine's code coverage while the corpus runs; c8 reports go to DIR",
    )
    .option(
      '--stdio <command>',
      'run an engine speaking the JSON-lines protocol (docs/PROTOCOL.md); the command is run by /bin/sh -c',
    )
    .option(
      '--handshake-timeout <ms>',
      'how long a --stdio engine may take to answer start, or an --adapter module to load and answer describe() (default 30000)',
    )
    .option(
      '--validate-protocol',
      'with --stdio: check every message the engine sends against schema/protocol/protocol.schema.json',
    )
    .option(
      '--pipeline <n>',
      'with --stdio: runs in flight to an engine that declares pipeline in its reply to start (default 8; 1 sends one at a time)',
    )
    .option(
      '--baseline <file>',
      'known non-passing results (schema/baseline.schema.json): listed ones are expected; a listed fixture that passes or no longer exists fails the run as stale',
    )
    .option(
      '--write-baseline <file>',
      'write this run\'s non-passing results as a baseline (reasons "TODO: explain"; reasons of --baseline entries are kept)',
    )
    .option('--no-progress', 'no progress line on a terminal (it is never drawn when stderr is not a terminal)')
    .option(
      '--permute',
      're-run each fixture with its order-irrelevant lists permuted; every result that changes is a failure of the engine (docs/FIXTURES.md)',
    )
    .addHelpText(
      'after',
      `\nReport formats (--report FORMAT=FILE): ${reportFormats().join(', ')}; see docs/REPORTS.md.\n${EXIT_CODES_HELP}`,
    )
    .action(async (o: Parameters<typeof runCommand>[0]) => {
      const { runCommand } = await import('./run-command.js');
      process.exitCode = await runCommand(o);
    });
}

/** `phasing-cts explain` */
function declareExplain(program: Command): void {
  program
    .command('explain')
    .description(
      'one fixture in prose: setup, actions, expectations and the cited text; with an engine, what it observed beside what was expected at each checkpoint',
    )
    .argument('<fixture-id>', 'the fixture id (its file name without .json)')
    .option(
      '--edition <date>',
      'rules edition: YYYY-MM-DD (the edition in force then) or "latest" (default: the newest edition the fixture applies in)',
    )
    .option(
      '--adapter <module>',
      'run it in process: "reference", or a JavaScript module exporting an adapter (docs/ADAPTERS.md)',
    )
    .option('--fault <id>', 'run it on the reference engine with one named fault switched on')
    .option(
      '--stdio <command>',
      'run it on an engine speaking the JSON-lines protocol; the command is run by /bin/sh -c',
    )
    .option('--fixtures <dir>', 'corpus directory (default: the bundled fixtures/)')
    .option('--timeout <ms>', 'timeout in milliseconds (default 10000)')
    .option('--json', 'print the explanation as JSON')
    .action(async (id: string, o: ExplainCommandOptions) => {
      const { explainCommand } = await import('./explain-command.js');
      process.exitCode = await explainCommand(id, o);
    });
}

/** `phasing-cts plan` */
function declarePlan(program: Command): void {
  program
    .command('plan')
    .description(
      'what to implement next: untested fixtures grouped by the capabilities and cards the engine lacks, ranked by how many fixtures each set unlocks',
    )
    .option(
      '--adapter <module>',
      'plan for an in-process adapter: a JavaScript module exporting an adapter (docs/ADAPTERS.md)',
    )
    .option(
      '--stdio <command>',
      'plan for an engine speaking the JSON-lines protocol (only its reply to start is used)',
    )
    .option('--from-report <file>', 'plan from a saved JSON report instead of asking an engine')
    .option(
      '--declaration <file>',
      'plan for what an engine could declare (capabilities, cards, editions: schema/declaration.schema.json), with its reach: fixtures and coverage rows it can run; no engine is started',
    )
    .option('--edition <date>', 'rules edition: YYYY-MM-DD, "latest" (default) or "all"')
    .option('--filter <pattern>', 'only fixtures whose id matches the glob (or contains the text)')
    .option('--fixtures <dir>', 'corpus directory (default: the bundled fixtures/)')
    .option('--profile <name>', 'plan only for the fixtures of a profile: "core" (an engine\'s first goal) or "full"')
    .option('--all', 'list every group, not only the first 20')
    .option('--json', 'print the plan as JSON')
    .action(async (o: PlanCommandOptions) => {
      const { planCommand } = await import('./plan-command.js');
      process.exitCode = await planCommand(o);
    });
}

/** `phasing-cts init` */
function declareInit(program: Command): void {
  program
    .command('init')
    .description(
      'scaffold an engine adapter (stdio in Node or Python, or in-process TypeScript with a vitest file), an empty baseline and CI workflows that run green',
    )
    .argument('[dir]', 'the engine project directory (default: the current directory)')
    .option('--kind <kind>', 'node-stdio, python-stdio or ts-inprocess', 'node-stdio')
    .option('--name <name>', 'the engine name (default: the directory name)')
    .option(
      '--from <spec>',
      'where CI installs phasing-cts from: an npm spec (git URL, tarball URL or path, version); default: where this one was installed from',
    )
    .option('--force', 'overwrite files that already exist')
    .action(async (dir: string | undefined, o: InitCommandOptions) => {
      const { initCommand } = await import('./init-command.js');
      process.exitCode = await initCommand(dir, o);
    });
}

/** `phasing-cts compare` */
function declareCompare(program: Command): void {
  program
    .command('compare')
    .description(
      'per-fixture changes between two JSON reports: regressions, fixes, other outcome changes, added, removed; exit 1 on any regression',
    )
    .argument('<old>', 'the older JSON report')
    .argument('<new>', 'the newer JSON report')
    .option('--json', 'print the comparison as JSON')
    .action(async (oldFile: string, newFile: string, o: Parameters<typeof compareCommand>[2]) => {
      const { compareCommand } = await import('./compare-command.js');
      process.exitCode = await compareCommand(oldFile, newFile, o);
    });
}

/** `phasing-cts report` */
function declareReport(program: Command): void {
  program
    .command('report')
    .description(
      `render saved JSON reports as FORMAT (${renderedFormats().join(', ')}); html with several reports compares engines fixture by fixture`,
    )
    .argument('<format>', 'output format')
    .argument('<reports...>', 'JSON reports written by run --json')
    .option('--out <file>', 'write to FILE (atomically) instead of standard output')
    .action(async (format: string, files: string[], o: Parameters<typeof reportCommand>[2]) => {
      const { reportCommand } = await import('./report-command.js');
      process.exitCode = await reportCommand(format, files, o);
    });
}

/** `phasing-cts serve` */
function declareServe(program: Command): void {
  program
    .command('serve')
    .description('serve the reference engine over the JSON-lines protocol on standard input and output')
    .option('--fault <id>', 'switch one named fault on')
    .action(async (o: Parameters<typeof serveCommand>[0]) => {
      const { serveCommand } = await import('./serve-command.js');
      process.exitCode = await serveCommand(o);
    });
}

/** `phasing-cts faults` */
function declareFaults(program: Command): void {
  program
    .command('faults')
    .description("list the reference engine's named faults and the rule meanings each breaks")
    .option('--json', 'print as JSON')
    .action(async (o: Parameters<typeof faultsCommand>[0]) => {
      const { faultsCommand } = await import('./faults-command.js');
      process.exitCode = faultsCommand(o);
    });
}

/** `phasing-cts coverage` */
function declareCoverage(program: Command): void {
  program
    .command('coverage')
    .description(
      'report which clauses, related rules, rulings, bugs and interactions the approved fixtures cover; exit 1 when a gated one has none',
    )
    .option('--edition <date>', 'YYYY-MM-DD (the edition in force then), "latest" or "all"', 'all')
    .option('--json <file>', 'write the report as JSON (schema/coverage.schema.json)')
    .option('--markdown <file>', 'write the report as Markdown')
    .option('--fixtures <dir>', 'corpus directory (default: the bundled fixtures/)')
    .option('--sources <dir>', 'sources index directory (default: the bundled fixtures/sources/)')
    .action(async (o: Parameters<typeof coverageCommand>[0]) => {
      const { coverageCommand } = await import('./coverage-command.js');
      process.exitCode = await coverageCommand(o);
    });
}

/** `phasing-cts rules-diff` */
function declareRulesDiff(program: Command): void {
  program
    .command('rules-diff')
    .description(
      'list phasing clauses added, removed, renumbered and reworded between two editions, with the fixtures to re-check',
    )
    .argument('<from>', 'edition date YYYY-MM-DD (any date: the edition in force then)')
    .argument('<to>', 'edition date YYYY-MM-DD')
    .option('--json <file>', 'write the diff as JSON (schema/rules-diff.schema.json)')
    .option('--fixtures <dir>', 'corpus directory (default: the bundled fixtures/)')
    .option('--sources <dir>', 'sources index directory (default: the bundled fixtures/sources/)')
    .action(async (from: string, to: string, o: Parameters<typeof rulesDiffCommand>[2]) => {
      const { rulesDiffCommand } = await import('./rules-diff-command.js');
      process.exitCode = await rulesDiffCommand(from, to, o);
    });
}

/** Where a usage error points for the options: the help of the command given, else the program's. */
let helpFor = 'phasing-cts --help';

/**
 * Commander's usage errors ("error: unknown option '--editon'\n(Did you mean --edition?)") as one
 * line, like every other error of the CLI; the help is one `--help` away, not printed with them.
 */
export function usageLine(message: string, help = 'phasing-cts --help'): string {
  const text = message
    .replace(/^error:\s*/, '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .map((l) => l.replace(/^\(Did you mean (.*)\)$/, '(did you mean $1)'))
    .join(' ');
  return `phasing-cts: error: ${text}; see ${help}\n`;
}

export async function main(argv: string[]): Promise<number> {
  const program = buildProgram();
  const command = program.commands.find((c) => c.name() === argv[0]);
  helpFor = command ? `phasing-cts ${command.name()} --help` : 'phasing-cts --help';
  const stdout = watchStandardOutput();
  try {
    // `run --code-coverage DIR` re-runs the same command under V8 coverage (see code-coverage.ts).
    const status =
      argv[0] === 'run' && argv.includes('--code-coverage')
        ? await (await import('./code-coverage.js')).runWithCodeCoverage(argv)
        : await parseAndRun(program, argv);
    await stdout.flushed();
    return status;
  } catch (e) {
    return reportError(e);
  } finally {
    stdout.unwatch();
  }
}

async function parseAndRun(program: Command, argv: string[]): Promise<number> {
  await program.parseAsync(argv, { from: 'user' });
  return typeof process.exitCode === 'number' ? process.exitCode : 0;
}

/**
 * The one place an error reaches the user: one line (a usage, corpus or I/O error says what and
 * where; a bug says it is one), exit status 2, no stack trace unless PHASING_CTS_DEBUG is set.
 */
function reportError(e: unknown): number {
  if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : 2;
  if (e instanceof UsageError) {
    process.stderr.write(`phasing-cts: error: ${e.message}\n`);
    return 2;
  }
  const message = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  process.stderr.write(
    `phasing-cts: internal error: ${message.split('\n')[0]} (a bug in phasing-cts; PHASING_CTS_DEBUG=1 shows where)\n`,
  );
  if (process.env.PHASING_CTS_DEBUG && e instanceof Error && e.stack) process.stderr.write(`${e.stack}\n`);
  return 2;
}

/**
 * Standard output can fail like any file: a closed pipe (`| head`), a full disk, /dev/full. Its
 * errors arrive as events; without a listener Node dies of them with a stack trace and status 1
 * (the "unexpected outcomes" code). Watched, the first one becomes the command's error.
 */
function watchStandardOutput(): {
  readonly failure: OutputError | undefined;
  flushed(): Promise<void>;
  unwatch(): void;
} {
  let failure: OutputError | undefined;
  const onError = (e: unknown) => {
    failure ??= new OutputError('standard output', e);
  };
  process.stdout.on('error', onError);
  return {
    get failure() {
      return failure;
    },
    async flushed() {
      if (!failure && !process.stdout.destroyed)
        await new Promise<void>((resolve) => process.stdout.write('', () => resolve()));
      if (failure) throw failure;
    },
    unwatch() {
      // Writes still queued may fail after the command has returned: keep them from crashing the process.
      process.stdout.off('error', onError);
      if (process.stdout.listenerCount('error') === 0) process.stdout.on('error', () => undefined);
    },
  };
}

const invokedDirectly =
  process.argv[1] !== undefined &&
  import.meta.url ===
    (await import('node:url')).pathToFileURL((await import('node:fs')).realpathSync(process.argv[1])).href;
if (invokedDirectly) {
  process.exitCode = await main(process.argv.slice(2));
  // An --adapter module that missed its deadline may still hold timers or sockets: do not wait for them.
  if (workAbandoned()) process.exit();
}

import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageRoot } from '../paths.js';
import { UsageError } from '../errors.js';

/** Statement coverage figures of the engine's code while the corpus ran. */
export interface CodeCoverageSummary {
  statements: number;
  branches: number;
  functions: number;
  lines: number;
}

/**
 * `run --code-coverage DIR`: runs the same command again in a child process with V8 coverage on,
 * then has c8 turn that coverage into reports (text summary, HTML, json-summary) in DIR, mapped back
 * to the TypeScript sources. Only in-process engines can be measured this way: the child runs the
 * engine itself. The code measured is the reference engine (adapters/reference).
 */
export async function runWithCodeCoverage(argv: string[]): Promise<number> {
  const at = argv.indexOf('--code-coverage');
  const dir = argv[at + 1];
  if (dir === undefined || dir.startsWith('--'))
    throw new UsageError('--code-coverage expects a directory for the coverage reports');
  if (argv.includes('--stdio'))
    throw new UsageError(
      '--code-coverage measures an engine running in process; it cannot see inside a --stdio engine',
    );
  const rest = [...argv.slice(0, at), ...argv.slice(at + 2)];
  const raw = await mkdtemp(path.join(tmpdir(), 'phasing-cts-v8-'));
  try {
    const main = fileURLToPath(new URL('./main.js', import.meta.url));
    const child = spawnSync(process.execPath, [main, ...rest], {
      stdio: 'inherit',
      env: { ...process.env, NODE_V8_COVERAGE: raw },
    });
    const summary = await writeCoverageReports(raw, path.resolve(dir));
    process.stdout.write(
      `engine code coverage (adapters/reference): statements ${summary.statements}%, branches ${summary.branches}%, functions ${summary.functions}%, lines ${summary.lines}% — ${path.join(dir, 'index.html')}\n`,
    );
    return child.status ?? 2;
  } finally {
    await rm(raw, { recursive: true, force: true });
  }
}

async function writeCoverageReports(raw: string, dir: string): Promise<CodeCoverageSummary> {
  const require = createRequire(import.meta.url);
  const { Report } = require('c8') as { Report: new (o: Record<string, unknown>) => { run(): Promise<void> } };
  const engineDir = path.join(packageRoot(), 'dist', 'adapters', 'reference');
  const previous = process.cwd();
  // c8 matches include/exclude globs relative to the working directory.
  process.chdir(packageRoot());
  try {
    await new Report({
      include: ['dist/adapters/reference/**', 'adapters/reference/**'],
      exclude: ['**/*.test.*', '**/*.d.ts', '**/discrimination.*'], // test support, not engine code
      reporter: ['text-summary', 'html', 'json-summary'],
      reportsDirectory: dir,
      tempDirectory: raw,
      all: true, // files no fixture loaded count as uncovered: dead engine code shows
      src: [engineDir],
      excludeAfterRemap: true,
      omitRelative: true,
      wrapperLength: 0,
      resolve: '',
      allowExternal: false,
      excludeNodeModules: true,
      skipFull: false,
    }).run();
  } finally {
    process.chdir(previous);
  }
  const json = JSON.parse(await readFile(path.join(dir, 'coverage-summary.json'), 'utf8')) as {
    total: Record<keyof CodeCoverageSummary, { pct: number }>;
  };
  return {
    statements: json.total.statements.pct,
    branches: json.total.branches.pct,
    functions: json.total.functions.pct,
    lines: json.total.lines.pct,
  };
}

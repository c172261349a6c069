import path from 'node:path';
import type { Adapter } from '../adapter.js';
import { checkWritableTarget } from '../model/atomic-file.js';
import { formatTerminalSummary } from '../report/terminal-summary.js';
import { executeRun, type ExecuteRunResult, type ReportRequest } from '../report/execute-run.js';
import { formatChange, permuteCorpus } from '../run/permute.js';
import { prepareGates } from '../run/run-gates.js';
import { UsageError } from '../errors.js';
import { chooseAdapter, commandLine, engineFlags, type EngineOptions } from './engine-choice.js';
import { positiveInt } from './positive-int.js';

export { adapterFactory } from './engine-choice.js';
export { positiveInt } from './positive-int.js';

export interface RunCommandOptions extends EngineOptions {
  adapter: string;
  edition?: string;
  filter?: string;
  json?: string;
  report: string[];
  fault?: string;
  fixtures?: string;
  jobs: string;
  timeout?: string;
  failFast?: boolean;
  maxFailures?: string;
  stdio?: string;
  handshakeTimeout?: string;
  validateProtocol?: boolean;
  pipeline?: string;
  baseline?: string;
  writeBaseline?: string;
  /** false with --no-progress; the line is drawn only on a terminal anyway. */
  progress?: boolean;
  /** --profile core|full: only the fixtures of that profile (harness/run/profiles.ts). */
  profile?: string;
  /** --permute: re-run each fixture with its order-irrelevant lists permuted (harness/run/permute.ts). */
  permute?: boolean;
}

export function parseReports(opts: { json?: string; report: string[] }): ReportRequest[] {
  const out: ReportRequest[] = [];
  if (opts.json) out.push({ format: 'json', file: opts.json });
  for (const spec of opts.report) {
    const m = /^([a-z]+)=(.+)$/.exec(spec);
    if (!m) throw new UsageError(`--report expects FORMAT=FILE (e.g. junit=reports/junit.xml), not "${spec}"`);
    out.push({ format: m[1]!, file: m[2]! });
  }
  return out;
}

/**
 * Every file this run will write, checked before it starts: two outputs aimed at one file would
 * silently leave only the last one written, and a target that is a directory would fail only after
 * the whole run.
 */
export async function checkOutputTargets(reports: ReportRequest[], writeBaseline: string | undefined): Promise<void> {
  const targets = reports.map((r) => ({
    option: r.format === 'json' ? `--json ${r.file}` : `--report ${r.format}=${r.file}`,
    file: r.file,
  }));
  if (writeBaseline !== undefined) targets.push({ option: `--write-baseline ${writeBaseline}`, file: writeBaseline });
  const seen = new Map<string, string>();
  for (const t of targets) {
    const key = path.resolve(t.file);
    const earlier = seen.get(key);
    if (earlier !== undefined)
      throw new UsageError(`${earlier} and ${t.option} write the same file; give each output its own file`);
    seen.set(key, t.option);
  }
  for (const t of targets) await checkWritableTarget(t.file);
}

/** `phasing-cts run`: exit 0 when every result is as expected, 1 otherwise. */
export async function runCommand(opts: RunCommandOptions): Promise<number> {
  const { label, create } = await chooseAdapter(opts);
  if (opts.permute) return permuteCommand(opts, label, create);
  const maxFailures = opts.failFast ? 1 : positiveInt('--max-failures', opts.maxFailures);
  const reports = parseReports(opts);
  await checkOutputTargets(reports, opts.writeBaseline);
  const gates = await prepareGates({
    baseline: opts.baseline,
    writeBaseline: opts.writeBaseline,
    progress: opts.progress === false ? undefined : process.stderr,
  });
  let result: ExecuteRunResult;
  try {
    result = await executeRun({
      ...gates.hooks,
      fixturesDir: opts.fixtures,
      edition: opts.edition,
      filter: opts.filter,
      ...(opts.profile !== undefined ? { profile: opts.profile } : {}),
      createAdapter: create,
      jobs: positiveInt('--jobs', opts.jobs),
      timeoutMs: positiveInt('--timeout', opts.timeout),
      maxFailures,
      reports,
      options: {
        edition: opts.edition ?? 'latest',
        ...(opts.filter ? { filter: opts.filter } : {}),
        ...(opts.profile ? { profile: opts.profile } : {}),
        jobs: Number(opts.jobs),
        ...(opts.fault ? { fault: opts.fault } : {}),
        ...(maxFailures ? { maxFailures } : {}),
        ...(opts.validateProtocol ? { validateProtocol: true } : {}),
        ...(opts.pipeline ? { pipeline: Number(opts.pipeline) } : {}),
        ...gates.options,
      },
    });
  } finally {
    gates.stopProgress();
  }
  const notes = [...result.messages, ...(await gates.finish(result.engine))];
  const flags = engineFlags(opts);
  const explainLine = (id: string, edition: string) => commandLine('explain', id, '--edition', edition, ...flags);
  process.stdout.write(
    formatTerminalSummary(result.summary, result.notable, result.title, { notes, explainLine, profile: opts.profile }) +
      '\n',
  );
  return result.summary.unexpected === 0 ? 0 : 1;
}

/** `run --permute`: exit 0 when no result depends on the order of an order-irrelevant list, 1 otherwise. */
async function permuteCommand(
  opts: RunCommandOptions,
  label: string,
  create: () => Adapter | Promise<Adapter>,
): Promise<number> {
  if (opts.json || opts.report.length > 0 || opts.baseline || opts.writeBaseline)
    throw new UsageError(
      '--permute writes no report and takes no baseline: it prints the fixtures whose result depends on order',
    );
  const outcome = await permuteCorpus({
    fixturesDir: opts.fixtures,
    edition: opts.edition,
    filter: opts.filter,
    createAdapter: create,
    timeoutMs: positiveInt('--timeout', opts.timeout),
  });
  for (const c of outcome.changes) process.stdout.write(formatChange(c) + '\n');
  process.stdout.write(
    `permute (${label}): ${outcome.pairs} fixture-edition pair(s) with order-irrelevant lists, ${outcome.variantsRun} permuted run(s), ${outcome.changes.length} changed result(s)\n`,
  );
  return outcome.changes.length === 0 ? 0 : 1;
}

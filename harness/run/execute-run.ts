import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Adapter } from '../adapter.js';
import { corpusHash, loadCheckedCorpus } from '../corpus/check-corpus.js';
import { formatDiagnostic } from '../corpus/diagnostic.js';
import type { FixtureResult, RunReport, Summary } from '../generated/report.js';
import { packageRoot } from '../paths.js';
import { writeFileAtomic } from '../report/atomic-file.js';
import { RENDERERS } from '../report/formats.js';
import { JsonReportWriter } from '../report/json-report.js';
import { appliesIn } from './applicability.js';
import { runCorpus } from './run-corpus.js';
import { filterFixtures, selectEditions } from './select.js';
import { SummaryBuilder } from './summarize.js';
import { UsageError } from '../errors.js';

export interface ReportRequest {
  format: string;
  file: string;
}

export interface ExecuteRunOptions {
  fixturesDir?: string;
  edition?: string;
  filter?: string;
  createAdapter: () => Adapter | Promise<Adapter>;
  adapterLabel: string;
  fault?: string;
  jobs?: number;
  timeoutMs?: number;
  maxFailures?: number;
  reports: ReportRequest[];
  /** Adjusts each result before it is counted and written (the baseline hook). */
  classify?: (r: FixtureResult) => FixtureResult;
  /** Called when all results are in; returns extra unexpected findings (stale baseline entries). */
  finalize?: (scope: RunScope) => RunFindings;
  /** Leaves a (fixture, edition) pair out without running it (baseline `skipped` entries). */
  skip?: (id: string, edition: string) => string | undefined;
  /** Called once before the first result with the number of results to expect (progress display). */
  onStart?: (total: number) => void;
  onResult?: (r: FixtureResult) => void;
  options: Record<string, unknown>;
}

/** What the run covered, so that a baseline entry matching no result can be told stale or merely out of scope. */
export interface RunScope {
  /** Every fixture id in the corpus, before --filter. */
  corpusIds: ReadonlySet<string>;
  /** Fixture ids --filter selected. */
  selected: ReadonlySet<string>;
  /** `id@edition` of every pair the run was to execute (selected fixtures × the run's editions they apply in). */
  planned: ReadonlySet<string>;
  editions: readonly string[];
  /** --max-failures stopped the run: planned pairs may have no result. */
  stoppedEarly: boolean;
}

export interface RunFindings {
  unexpected: number;
  messages: string[];
  /** Written into the report's `baseline` section. */
  baseline?: RunReport['baseline'];
}

export interface ExecuteRunResult {
  summary: Summary;
  /** Results that were not as expected, for the terminal summary. */
  notable: FixtureResult[];
  messages: string[];
  header: string;
  /** The engine as it described itself ("name version"). */
  engine: string;
}

export const DEFAULT_TIMEOUT_MS = 10_000;

/** Validates the corpus, runs it, streams the JSON report and renders the other formats. */
export async function executeRun(o: ExecuteRunOptions): Promise<ExecuteRunResult> {
  for (const r of o.reports) if (r.format !== 'json' && !RENDERERS.has(r.format)) throw new UsageError(`unknown report format "${r.format}" (known: json, ${[...RENDERERS.keys()].join(', ')})`);
  const corpus = await loadCheckedCorpus(o.fixturesDir);
  if (corpus.diagnostics.length > 0) {
    throw new UsageError(`the corpus has ${corpus.diagnostics.length} problem(s); run \`phasing-cts validate\`:\n${corpus.diagnostics.slice(0, 20).map(formatDiagnostic).join('\n')}`);
  }
  const editions = selectEditions(o.edition);
  const fixtures = filterFixtures(corpus.fixtures, o.filter);
  const planned = new Set<string>();
  for (const edition of editions) for (const lf of fixtures) if (appliesIn(lf.fixture, edition)) planned.add(`${lf.fixture.id}@${edition}`);
  const startedAt = new Date();
  const jsonTarget = o.reports.find((r) => r.format === 'json')?.file;
  const needRendered = o.reports.some((r) => r.format !== 'json');
  const scratch = !jsonTarget && needRendered ? await mkdtemp(path.join(tmpdir(), 'phasing-cts-')) : undefined;
  const jsonFile = jsonTarget ?? (scratch ? path.join(scratch, 'report.json') : undefined);
  const writer = jsonFile ? await JsonReportWriter.open(jsonFile) : undefined;
  const summary = new SummaryBuilder();
  const notable: FixtureResult[] = [];
  try {
    o.onStart?.(planned.size);
    const outcome = await runCorpus({
      fixtures,
      corpusRoot: corpus.root,
      createAdapter: o.createAdapter,
      jobs: o.jobs,
      editions,
      timeoutMs: o.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      maxFailures: o.maxFailures,
      skip: o.skip,
      onResult(raw) {
        const r = o.classify ? o.classify(raw) : { ...raw, expected: raw.outcome === 'pass' || raw.outcome === 'untested' || raw.outcome === 'skipped' };
        summary.add(r);
        if (r.expected === false) notable.push(r);
        o.onResult?.(r);
        return writer?.result(r); // awaited by the runner: the report streams, nothing piles up
      },
    });
    const scope: RunScope = { corpusIds: new Set(corpus.fixtures.map((lf) => lf.fixture.id)), selected: new Set(fixtures.map((lf) => lf.fixture.id)), planned, editions, stoppedEarly: outcome.stoppedEarly };
    const fin: RunFindings = o.finalize?.(scope) ?? { unexpected: 0, messages: [] };
    summary.addUnexpected(fin.unexpected);
    const finishedAt = new Date();
    const built = summary.build();
    const rest: Omit<RunReport, 'reportVersion' | 'results'> = {
      suite: { name: 'phasing-cts', version: suiteVersion(), ...gitCommit(), corpusHash: corpusHash(corpus), fixtureCount: corpus.fixtures.length },
      run: {
        editions, adapter: o.adapterLabel, engine: { name: outcome.engine.name, version: outcome.engine.version, ...(o.fault ? { fault: o.fault } : {}) },
        options: { ...o.options, ...(outcome.stoppedEarly ? { stoppedEarly: true } : {}) },
        startedAt: startedAt.toISOString(), finishedAt: finishedAt.toISOString(), durationMs: finishedAt.getTime() - startedAt.getTime(),
      },
      summary: built,
      ...(fin.baseline ? { baseline: fin.baseline } : {}),
    };
    if (writer) await writer.finish(rest);
    if (needRendered && jsonFile) {
      const report = JSON.parse(await readFile(jsonFile, 'utf8')) as RunReport;
      for (const r of o.reports) if (r.format !== 'json') await writeFileAtomic(r.file, RENDERERS.get(r.format)!(report));
    }
    const header = `phasing-cts ${suiteVersion()} — ${outcome.engine.name} ${outcome.engine.version} via ${o.adapterLabel} — edition${editions.length > 1 ? `s ${editions[0]}…${editions[editions.length - 1]} (${editions.length})` : ` ${editions[0]}`} — ${fixtures.length} fixture(s)${outcome.stoppedEarly ? ' — stopped early (--max-failures)' : ''}`;
    return { summary: built, notable, messages: fin.messages, header, engine: `${outcome.engine.name} ${outcome.engine.version}` };
  } catch (e) {
    await writer?.abort();
    throw e;
  } finally {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  }
}

let versionCache: string | undefined;
function suiteVersion(): string {
  versionCache ??= (JSON.parse(readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')) as { version: string }).version;
  return versionCache;
}

let commitCache: { commit?: string } | undefined;
function gitCommit(): { commit?: string } {
  if (commitCache) return commitCache;
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: packageRoot(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    commitCache = /^[0-9a-f]{40}$/.test(commit) ? { commit } : {};
  } catch {
    commitCache = {};
  }
  return commitCache;
}

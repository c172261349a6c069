import { execFile } from 'node:child_process';
import { OUTCOME_RULES_VERSION } from '../model/outcome-policy.js';
import path from 'node:path';
import type { Adapter } from '../adapter.js';
import { corpusHash } from '../corpus/check-corpus.js';
import type { FixtureResult, RunReport, Summary } from '../generated/report.js';
import { packageRoot } from '../paths.js';
import { ResultCompactor } from '../model/compact-results.js';
import { judgedWithoutBaseline } from '../model/outcome-policy.js';
import { prepareRun, type SelectionOptions } from './prepare-run.js';
import { runCorpus } from './run-corpus.js';
import { SummaryBuilder } from './summarize.js';
import { suiteVersion } from '../suite-version.js';

export const DEFAULT_TIMEOUT_MS = 10_000;

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

/** How each result is judged and what else sees it: the baseline and the progress line plug in here. */
export interface RunHooks {
  /** Adjusts each result before it is counted and written (the baseline hook); without it, outcome-policy decides. */
  classify?: (r: FixtureResult) => FixtureResult;
  /** Called when all results are in; returns extra unexpected findings (stale baseline entries). */
  finalize?: (scope: RunScope) => RunFindings;
  /** Leaves a (fixture, edition) pair out without running it (baseline `skipped` entries). */
  skip?: (id: string, edition: string) => string | undefined;
  /** Called once before the first result with the number of results to expect (progress display). */
  onStart?: (total: number) => void;
  onResult?: (r: FixtureResult) => void;
}

export interface RunSuiteOptions extends SelectionOptions, RunHooks {
  createAdapter: () => Adapter | Promise<Adapter>;
  jobs?: number;
  timeoutMs?: number;
  maxFailures?: number;
  /**
   * Receives the report's rows as they are ready, in corpus order; a returned promise is awaited
   * (backpressure). Passing and untested results of one fixture arrive folded into one row over
   * their editions (compact-results.ts); failing ones one row each.
   */
  onRow?: (row: FixtureResult, runEditions: readonly string[]) => unknown;
  /** Recorded in the report's provenance. */
  options?: Record<string, unknown>;
}

export interface RunSuiteResult {
  summary: Summary;
  /** Results that were not as expected, for the terminal summary. */
  notable: FixtureResult[];
  messages: string[];
  /** The report without its results (they went to onRow). */
  header: Omit<RunReport, 'reportVersion' | 'results'>;
  /** One line saying what ran: suite, engine, editions, fixtures. */
  title: string;
  /** The engine as it described itself ("name version"). */
  engine: string;
}

/**
 * The one run pipeline: prepare (corpus, editions, work list), run every pair through runFixture,
 * judge each result (baseline or outcome policy), count it, and hand the rows on. Rendering is
 * somebody else's job (executeRun): this returns numbers and rows only.
 */
export async function runSuite(o: RunSuiteOptions): Promise<RunSuiteResult> {
  const commit = gitCommit(); // asked now, answered while the corpus loads and runs
  const { corpus, work, scope } = await prepareRun(o);
  const startedAt = new Date();
  const summary = new SummaryBuilder(scope);
  const notable: FixtureResult[] = [];
  const onRow = o.onRow;
  const compactor = onRow ? new ResultCompactor((row) => onRow(row, work.editions)) : undefined;
  o.onStart?.(work.items.length);
  const outcome = await runCorpus({
    work,
    createAdapter: o.createAdapter,
    jobs: o.jobs,
    timeoutMs: o.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxFailures: o.maxFailures,
    skip: o.skip,
    onResult(raw) {
      const r = o.classify ? o.classify(raw) : judgedWithoutBaseline(raw);
      summary.add(r);
      if (r.expected === false) notable.push(r);
      o.onResult?.(r);
      return compactor?.add(r); // awaited by the runner: the report streams, nothing piles up
    },
  });
  await compactor?.flush();
  const runScope: RunScope = {
    corpusIds: new Set(corpus.fixtures.map((lf) => lf.fixture.id)),
    selected: new Set(work.fixtures.map((lf) => lf.fixture.id)),
    planned: work.planned,
    editions: work.editions,
    stoppedEarly: outcome.stoppedEarly,
  };
  const findings: RunFindings = o.finalize?.(runScope) ?? { unexpected: 0, messages: [] };
  summary.addUnexpected(
    findings.unexpected,
    findings.baseline?.stale.map((e) => e.id),
  );
  const finishedAt = new Date();
  const built = summary.build();
  const editions = [...work.editions];
  const header: Omit<RunReport, 'reportVersion' | 'results'> = {
    suite: {
      name: 'phasing-cts',
      version: suiteVersion(),
      ...(await commit),
      corpusHash: corpusHash(corpus),
      fixtureCount: corpus.fixtures.length,
      outcomeRules: OUTCOME_RULES_VERSION,
    },
    run: {
      editions,
      adapter: outcome.adapterId,
      fixturesDir: displayDir(corpus.root),
      engine: { name: outcome.engine.name, version: outcome.engine.version },
      options: { ...o.options, ...(outcome.stoppedEarly ? { stoppedEarly: true } : {}) },
      startedAt: startedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
      durationMs: finishedAt.getTime() - startedAt.getTime(),
    },
    summary: built,
    ...(findings.baseline ? { baseline: findings.baseline } : {}),
  };
  const editionText =
    editions.length > 1
      ? `editions ${editions[0]}…${editions[editions.length - 1]} (${editions.length})`
      : `edition ${editions[0]}`;
  const title = `phasing-cts ${suiteVersion()} — ${outcome.engine.name} ${outcome.engine.version} via ${outcome.adapterId} — ${editionText} — ${work.fixtures.length} fixture(s)${o.filter !== undefined ? ` matching --filter ${o.filter}` : ''}${o.profile !== undefined ? ` in profile ${o.profile}` : ''}${outcome.stoppedEarly ? ' — stopped early (--max-failures)' : ''}`;
  return {
    summary: built,
    notable,
    messages: findings.messages,
    header,
    title,
    engine: `${outcome.engine.name} ${outcome.engine.version}`,
  };
}

/** The corpus directory as results' files are relative to: from the working directory when inside it. */
function displayDir(root: string): string {
  const rel = path.relative(process.cwd(), root);
  if (rel === '') return '.';
  return rel.startsWith('..') || path.isAbsolute(rel) ? root : rel.split(path.sep).join('/');
}

let commitCache: Promise<{ commit?: string }> | undefined;
/**
 * The repository's HEAD commit, if the package is in a git checkout. Asked of git without waiting
 * (waiting for the process cost a run a tenth of a second under load); the promise never rejects.
 */
function gitCommit(): Promise<{ commit?: string }> {
  commitCache ??= new Promise((resolve) => {
    try {
      execFile('git', ['rev-parse', 'HEAD'], { cwd: packageRoot(), encoding: 'utf8' }, (error, stdout) => {
        const commit = stdout.trim();
        resolve(!error && /^[0-9a-f]{40}$/.test(commit) ? { commit } : {});
      });
    } catch {
      resolve({});
    }
  });
  return commitCache;
}

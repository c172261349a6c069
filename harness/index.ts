/**
 * The programmatic API of phasing-cts: load the corpus, run it against an adapter, get results.
 *
 *   import { runConformance, createReferenceAdapter } from 'phasing-cts';
 *   const { summary, results } = await runConformance(myAdapter, { edition: 'latest' });
 */
import type { Adapter } from './adapter.js';
import type { FixtureResult, Summary } from './generated/report.js';
import { runSuite } from './run/run-suite.js';
import { headline } from './report/report-model.js';
import { fromRoot } from './paths.js';

export type { Adapter, EngineAnswer, EngineInfo, EngineError, RunRequest, RunObservation } from './adapter.js';
export { AdapterFailure } from './adapter.js';
export type { Fixture, Action, Expectation, Setup, Capability } from './generated/fixture.js';
export type { Snapshot, ObservedObject, ObservedPlayer } from './generated/observation.js';
export type { RunReport, FixtureResult, Summary, Outcome, Failure } from './generated/report.js';
export type { LoadedFixture, LoadedCorpus } from './corpus/load-corpus.js';
export type { Diagnostic } from './corpus/diagnostic.js';
export { loadCheckedCorpus as loadCorpus } from './corpus/check-corpus.js';
export { formatDiagnostic } from './corpus/diagnostic.js';
export { knownEditions, editionInForce } from './corpus/references.js';
export { editionInForceOn } from './model/edition-dates.js';
export { checkObservation } from './check/check-observation.js';
export { runFixture } from './run/run-fixture.js';
export { runCorpus } from './run/run-corpus.js';
// A tool that reads report files gets every row's whole edition list (readReport), then one result per edition (expandResults).
export { readReport } from './report/read-report.js';
export { expandResults } from './model/compact-results.js';
export { buildWorkList, type WorkList, type WorkItem } from './run/work-list.js';
export { prepareRun } from './run/prepare-run.js';
export { declarationProblems } from './run/declarations.js';
export { createReferenceAdapter, runReference, referenceEngineInfo } from '../adapters/reference/index.js';
export {
  createStdioAdapter,
  serveAdapter,
  PROTOCOL_VERSIONS,
  type StdioAdapterOptions,
} from '../adapters/stdio/index.js';
export { FAULTS } from '../adapters/reference/faults.js';

/** Where the bundled schemas and fixtures live (for runners written in other languages too). */
export const schemaPath = (file: string): string => fromRoot('schema', file);
export const fixturesDir = (): string => fromRoot('fixtures');

export interface ConformanceOptions {
  /** "latest" (default), "all", or a date: the edition in force then. */
  edition?: string;
  /** Glob over fixture ids, or a substring of id/title/file. */
  filter?: string;
  /** A corpus directory other than the bundled one. */
  fixturesDir?: string;
  timeoutMs?: number;
  jobs?: number;
}

/**
 * Runs the corpus against an adapter through the same pipeline as `phasing-cts run` and returns every
 * result (one per fixture and edition) with the summary and its headline. Throws when the corpus has
 * problems, the engine declares unknown names, or nothing would run.
 */
export async function runConformance(
  adapter: Adapter | (() => Adapter | Promise<Adapter>),
  options: ConformanceOptions = {},
): Promise<{ summary: Summary; results: FixtureResult[]; headline: string }> {
  const results: FixtureResult[] = [];
  const run = await runSuite({
    fixturesDir: options.fixturesDir,
    edition: options.edition,
    filter: options.filter,
    createAdapter: typeof adapter === 'function' ? adapter : () => adapter,
    jobs: typeof adapter === 'function' ? options.jobs : 1,
    timeoutMs: options.timeoutMs,
    onResult: (r) => {
      results.push(r);
    },
  });
  return { summary: run.summary, results, headline: headline(run.summary) };
}

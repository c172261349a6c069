/**
 * The programmatic API of phasing-cts: load the corpus, run it against an adapter, get results.
 *
 *   import { runConformance, createReferenceAdapter } from 'phasing-cts';
 *   const { summary, results } = await runConformance(myAdapter, { edition: 'latest' });
 */
import type { Adapter } from './adapter.js';
import { loadCheckedCorpus } from './corpus/check-corpus.js';
import { formatDiagnostic } from './corpus/diagnostic.js';
import type { FixtureResult, Summary } from './generated/report.js';
import { runCorpus } from './run/run-corpus.js';
import { filterFixtures, selectEditions } from './run/select.js';
import { SummaryBuilder } from './run/summarize.js';
import { DEFAULT_TIMEOUT_MS } from './run/execute-run.js';
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
export { checkObservation } from './check/check-observation.js';
export { runFixture } from './run/run-fixture.js';
export { runCorpus } from './run/run-corpus.js';
export { createReferenceAdapter, runReference, referenceEngineInfo } from '../adapters/reference/index.js';
export { createStdioAdapter, serveAdapter, PROTOCOL_VERSIONS, type StdioAdapterOptions } from '../adapters/stdio/index.js';
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

/** Runs the corpus against an adapter and returns every result with the summary. */
export async function runConformance(adapter: Adapter | (() => Adapter | Promise<Adapter>), options: ConformanceOptions = {}): Promise<{ summary: Summary; results: FixtureResult[] }> {
  const corpus = await loadCheckedCorpus(options.fixturesDir);
  if (corpus.diagnostics.length > 0) throw new Error(`the corpus has problems:\n${corpus.diagnostics.map(formatDiagnostic).join('\n')}`);
  const results: FixtureResult[] = [];
  const summary = new SummaryBuilder();
  await runCorpus({
    fixtures: filterFixtures(corpus.fixtures, options.filter),
    corpusRoot: corpus.root,
    createAdapter: typeof adapter === 'function' ? adapter : () => adapter,
    jobs: typeof adapter === 'function' ? options.jobs : 1,
    editions: selectEditions(options.edition),
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    onResult: (r) => {
      const withExpectation = { ...r, expected: r.outcome === 'pass' || r.outcome === 'untested' || r.outcome === 'skipped' };
      results.push(withExpectation);
      summary.add(withExpectation);
    },
  });
  return { summary: summary.build(), results };
}

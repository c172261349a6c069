import { AdapterFailure, type Adapter, type EngineAnswer, type EngineInfo, type RunRequest } from '../adapter.js';
import { checkObservation } from '../check/check-observation.js';
import { validateAgainst } from '../model/schema-validator.js';
import type { LoadedFixture } from '../corpus/load-corpus.js';
import type { FixtureResult } from '../generated/report.js';
import { fixtureRequirements, missingFor } from '../requirements/requirements.js';
import { capHead, capTail } from '../capped-text.js';

export interface RunFixtureOptions {
  timeoutMs: number;
  /** Path of the fixture as written into results (relative to the corpus root). */
  relativeFile: string;
}

type Outcome = FixtureResult['outcome'];

/** Builds the results of one (fixture, edition) pair; every result of a run starts here. */
function resultMaker(lf: LoadedFixture, edition: string, relativeFile: string) {
  const f = lf.fixture;
  const needs = fixtureRequirements(f);
  // What `compare` tells a changed fixture (or a requirement the suite added) by.
  const fixtureHash = /^[0-9a-f]{16}/.test(lf.hash) ? lf.hash.slice(0, 16) : undefined;
  // Written out rather than spread from a shared base: it is built once per fixture and edition
  // (tens of thousands per run) and a spread costs several times more.
  return (outcome: Outcome, durationMs: number, message?: string): FixtureResult => {
    const r: FixtureResult = {
      id: f.id,
      title: f.title,
      status: f.status,
      edition,
      file: relativeFile,
      sources: f.sources,
      cards: needs.cards,
      capabilities: needs.capabilities,
      outcome,
      durationMs,
    };
    if (fixtureHash !== undefined) r.fixtureHash = fixtureHash;
    if (message !== undefined) r.message = message;
    return r;
  };
}

/** The `untested` result when the engine declares it lacks what the fixture needs under the edition, else undefined. */
export function untestedResult(
  engine: EngineInfo,
  lf: LoadedFixture,
  edition: string,
  relativeFile: string,
): FixtureResult | undefined {
  const missing = missingFor(lf.fixture, engine, edition);
  if (!missing) return undefined;
  const parts = [
    missing.capabilities.length ? `capabilities ${missing.capabilities.join(', ')}` : '',
    missing.cards.length ? `cards ${missing.cards.join(', ')}` : '',
    missing.edition ? 'this edition' : '',
  ].filter(Boolean);
  return { ...resultMaker(lf, edition, relativeFile)('untested', 0, `engine lacks ${parts.join('; ')}`), missing };
}

const requestFor = (lf: LoadedFixture, edition: string): RunRequest => ({
  fixture: lf.fixture.id,
  edition,
  setup: lf.fixture.setup,
  actions: lf.fixture.actions,
});

/** Turns what the engine answered (or threw) into the result. */
function settle(
  lf: LoadedFixture,
  edition: string,
  relativeFile: string,
  trusted: boolean,
  durationMs: number,
  outcome: { answer: EngineAnswer } | { thrown: unknown },
): FixtureResult {
  const result = resultMaker(lf, edition, relativeFile);
  if ('thrown' in outcome) {
    const err = outcome.thrown;
    if (err instanceof AdapterFailure) {
      return {
        ...result(err.outcome, durationMs, capHead(err.message)),
        ...(err.stderr ? { stderr: capTail(err.stderr) } : {}),
      };
    }
    return result(
      'error',
      durationMs,
      `the adapter threw: ${capHead(err instanceof Error ? `${err.name}: ${err.message}` : String(err))}`,
    );
  }
  const answer = outcome.answer;
  if ('error' in answer) {
    // The engine declared everything this fixture requires, so "unsupported" now is a gap in the
    // engine, not in its declaration: its own non-passing outcome, never `untested`.
    if (answer.error.kind === 'unsupported')
      return result(
        'unsupported',
        durationMs,
        `the engine declares what this fixture requires but answered unsupported: ${capHead(answer.error.message)}`,
      );
    return result('error', durationMs, `engine error: ${capHead(answer.error.message)}`);
  }
  const problems = trusted ? [] : validateAgainst('observation.schema.json', answer.observation);
  if (problems.length > 0) {
    const list = problems
      .slice(0, 5)
      .map((p) => `${p.pointer || '/'}: ${p.message}`)
      .join('; ');
    return result(
      'error',
      durationMs,
      `the engine's observation does not match schema/observation.schema.json: ${list}`,
    );
  }
  const failures = checkObservation(lf.fixture, answer.observation);
  if (failures.length === 0) return result('pass', durationMs);
  return {
    ...result(
      'fail',
      durationMs,
      failures[0]!.message + (failures.length > 1 ? ` (+${failures.length - 1} more)` : ''),
    ),
    failures,
  };
}

const clock = () => {
  const started = performance.now();
  return () => Math.round((performance.now() - started) * 1000) / 1000;
};

/** Runs one fixture under one edition and turns whatever happens into exactly one result. */
export async function runFixture(
  adapter: Adapter,
  engine: EngineInfo,
  lf: LoadedFixture,
  edition: string,
  opts: RunFixtureOptions,
): Promise<FixtureResult> {
  const untested = untestedResult(engine, lf, edition, opts.relativeFile);
  if (untested) return untested;
  const elapsed = clock();
  let outcome: { answer: EngineAnswer } | { thrown: unknown };
  try {
    outcome = { answer: await adapter.run(requestFor(lf, edition), { timeoutMs: opts.timeoutMs }) };
  } catch (thrown) {
    outcome = { thrown };
  }
  return settle(lf, edition, opts.relativeFile, adapter.observationsTrusted === true, elapsed(), outcome);
}

/**
 * runFixture for an engine that answers synchronously (the reference engine in the discrimination
 * proof, which runs tens of thousands of fixture × fault pairs): the same decisions, without a promise per pair.
 */
export function runFixtureSync(
  run: (request: RunRequest) => EngineAnswer,
  engine: EngineInfo,
  lf: LoadedFixture,
  edition: string,
  opts: Pick<RunFixtureOptions, 'relativeFile'> & { trusted?: boolean },
): FixtureResult {
  const untested = untestedResult(engine, lf, edition, opts.relativeFile);
  if (untested) return untested;
  const elapsed = clock();
  let outcome: { answer: EngineAnswer } | { thrown: unknown };
  try {
    outcome = { answer: run(requestFor(lf, edition)) };
  } catch (thrown) {
    outcome = { thrown };
  }
  return settle(lf, edition, opts.relativeFile, opts.trusted === true, elapsed(), outcome);
}

import type { Adapter, EngineInfo } from '../adapter.js';
import type { LoadedFixture } from '../corpus/load-corpus.js';
import type { Fixture } from '../generated/fixture.js';
import type { RunObservation } from '../generated/observation.js';
import type { Failure, FixtureResult } from '../generated/report.js';
import { observedText } from '../expectations/registry.js';
import { citedText, type CitedText } from '../sources/source-text.js';
import { runFixture } from '../run/run-fixture.js';
import { scenarioProse, type ScenarioProse } from './scenario-prose.js';

/** What the engine did with one expectation. */
export interface ExpectationVerdict {
  index: number;
  expected: string;
  /** true: as expected; false: not; undefined: not checked (the engine gave no checkable answer). */
  ok?: boolean;
  /** What the engine reported for the same facts, when it reported that checkpoint. */
  observed?: string;
  failures: Failure[];
}

export interface EngineExplanation {
  engine: EngineInfo;
  adapterLabel: string;
  result: FixtureResult;
  /** The engine's answer, when it gave observations (not an error, timeout or crash). */
  observation?: RunObservation;
  /** One per action: "ok", or "rejected: reason". */
  actionFates: (string | undefined)[];
  checkpoints: { at: string; reported: boolean; expectations: ExpectationVerdict[] }[];
  /** Failures not tied to one expectation (an action rejected that should not have been, a wrong number of answers). */
  otherFailures: Failure[];
}

export interface Explanation {
  fixture: Fixture;
  file: string;
  edition: string;
  prose: ScenarioProse;
  cited: CitedText[];
  engine?: EngineExplanation;
  /** Commands to see this again: explain, and run for the same fixture and edition. */
  rerun: string[];
}

/** Checkpoint by checkpoint, each expectation beside what the engine reported (`observation` when it answered). */
function lineUp(
  f: Fixture,
  prose: ScenarioProse,
  observation: RunObservation | undefined,
  failures: Failure[],
): EngineExplanation['checkpoints'] {
  return prose.checkpoints.map(({ at, expectations }) => {
    const snap = observation?.checkpoints[at];
    return {
      at,
      reported: snap !== undefined,
      expectations: expectations.map(({ index, text }): ExpectationVerdict => {
        const mine = failures.filter((x) => x.expectation === index);
        const observed = snap ? observedText(f.expect[index]!, snap) : undefined;
        return {
          index,
          expected: text,
          ...(observation ? { ok: mine.length === 0 } : {}),
          ...(observed !== undefined ? { observed } : {}),
          failures: mine,
        };
      }),
    };
  });
}

/**
 * Runs one fixture under one edition against the adapter (if any) and lines up, checkpoint by
 * checkpoint, what the fixture expects with what the engine observed.
 */
export async function explainFixture(o: {
  lf: LoadedFixture;
  relativeFile: string;
  edition: string;
  adapter?: { create: () => Adapter | Promise<Adapter>; label: string };
  timeoutMs: number;
  rerun: string[];
}): Promise<Explanation> {
  const f = o.lf.fixture;
  const prose = scenarioProse(f);
  const base: Explanation = {
    fixture: f,
    file: o.relativeFile,
    edition: o.edition,
    prose,
    cited: f.sources.map((s) => citedText(s as unknown as Record<string, unknown>)),
    rerun: o.rerun,
  };
  if (!o.adapter) return base;
  const adapter = await o.adapter.create();
  try {
    const engine = await adapter.describe();
    let observation: RunObservation | undefined;
    // Keep the engine's answer: runFixture judges it, explain also shows it.
    const recording: Adapter = {
      id: adapter.id,
      ...(adapter.observationsTrusted ? { observationsTrusted: true } : {}),
      describe: () => Promise.resolve(engine),
      run: async (req, opts) => {
        const answer = await adapter.run(req, opts);
        if ('observation' in answer) observation = answer.observation;
        return answer;
      },
      close: () => Promise.resolve(),
    };
    const result = await runFixture(recording, engine, o.lf, o.edition, {
      timeoutMs: o.timeoutMs,
      relativeFile: o.relativeFile,
    });
    const answered = observation !== undefined && (result.outcome === 'pass' || result.outcome === 'fail');
    const failures = result.failures ?? [];
    const checkpoints = lineUp(f, prose, answered ? observation : undefined, failures);
    const actionFates = f.actions.map((_, i) => {
      const fate = answered ? observation!.actions[i] : undefined;
      return fate === undefined
        ? undefined
        : fate.status === 'ok'
          ? 'ok'
          : `rejected: ${fate.reason ?? 'no reason given'}`;
    });
    return {
      ...base,
      engine: {
        engine,
        adapterLabel: o.adapter.label,
        result,
        ...(observation ? { observation } : {}),
        actionFates,
        checkpoints,
        otherFailures: failures.filter((x) => x.expectation === undefined),
      },
    };
  } finally {
    await adapter.close().catch(() => undefined);
  }
}

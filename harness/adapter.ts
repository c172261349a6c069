import type { EngineInfo, EngineError, RunRequest } from './generated/engine.js';
import type { RunObservation } from './generated/observation.js';

export type { EngineInfo, EngineError, RunRequest, RunObservation };

/** What an engine answers for one fixture: observations, or an error it reports itself. */
export type EngineAnswer = { observation: RunObservation } | { error: EngineError };

/**
 * How the harness talks to an engine. The in-process reference engine, the JSON-lines subprocess
 * client and an engine author's own TypeScript engine all implement this.
 *
 * An adapter may throw or reject from `run`: the harness turns that into an `error` (or, for a
 * subprocess that died, `crash`) outcome for that fixture alone and goes on.
 */
export interface Adapter {
  /** Short name shown in reports, e.g. "reference" or "stdio:python3 engine.py". */
  readonly id: string;
  /**
   * True only for adapters whose observations are built from the generated TypeScript types and are
   * schema-checked by their own tests (the reference engine: its observations cross the protocol
   * under --validate-protocol in serve.test.ts). The harness then skips re-validating each one, which
   * is a sixth of the in-process run time. Every other adapter's answers are always validated.
   */
  readonly observationsTrusted?: boolean;
  describe(): Promise<EngineInfo>;
  /**
   * How many `run` calls the harness may have outstanding on this adapter at once, asked after
   * `describe()`; 1 when absent. The stdio adapter allows several when the engine declares
   * `pipeline`, so the next fixture is already on its way while the previous answer is checked.
   * Results are reported in corpus order whatever this is. `fuzz` also takes an adapter that has this
   * method to run elsewhere: it sends the engine each scenario before the reference engine plays it in
   * this process, so the two work at the same time (harness/fuzz/examine.ts).
   */
  runsInFlight?(): number;
  run(request: RunRequest, options: { timeoutMs: number }): Promise<EngineAnswer>;
  close(): Promise<void>;
}

/** Thrown by adapters for the outcomes the harness distinguishes from a plain error. */
export class AdapterFailure extends Error {
  constructor(
    readonly outcome: 'timeout' | 'crash' | 'error',
    message: string,
    readonly stderr?: string,
  ) {
    super(message);
  }
}

/**
 * An in-process engine that can say which of its rule decisions its runs made since it was last asked
 * (the reference engine records its seams, adapters/reference/engine/seam-trace.ts). `fuzz --coverage`
 * keeps scenarios that reach a new one (harness/fuzz/coverage.ts).
 */
export interface CoverageProbe {
  /** The keys of the decisions made since the last call; the record starts again empty. */
  takeCoverage(): ReadonlySet<string>;
}

export const isCoverageProbe = (a: unknown): a is CoverageProbe =>
  typeof (a as Partial<CoverageProbe> | undefined)?.takeCoverage === 'function';

import { AdapterFailure, type Adapter, type EngineInfo } from '../adapter.js';
import { checkObservation } from '../check/check-observation.js';
import { validateAgainst } from '../corpus/schema-validator.js';
import type { LoadedFixture } from '../corpus/load-corpus.js';
import type { FixtureResult } from '../generated/report.js';
import type { RunObservation } from '../generated/observation.js';
import { missingFor } from './applicability.js';

export interface RunFixtureOptions {
  timeoutMs: number;
  /** Path of the fixture as written into results (relative to the corpus root). */
  relativeFile: string;
}

/** Runs one fixture under one edition and turns whatever happens into exactly one result. */
export async function runFixture(adapter: Adapter, engine: EngineInfo, lf: LoadedFixture, edition: string, opts: RunFixtureOptions): Promise<FixtureResult> {
  const f = lf.fixture;
  // Every result starts from this literal: written out rather than spread from a shared base, because
  // it is built once per fixture and edition (tens of thousands per run) and a spread costs several times more.
  const result = (outcome: FixtureResult['outcome'], durationMs: number, message?: string): FixtureResult => {
    const r: FixtureResult = { id: f.id, title: f.title, status: f.status, edition, file: opts.relativeFile, sources: f.sources as unknown as Record<string, unknown>[], cards: f.requires.cards, outcome, durationMs };
    if (message !== undefined) r.message = message;
    return r;
  };
  const missing = missingFor(f, engine, edition);
  if (missing) {
    const parts = [
      missing.capabilities.length ? `capabilities ${missing.capabilities.join(', ')}` : '',
      missing.cards.length ? `cards ${missing.cards.join(', ')}` : '',
      missing.edition ? `edition ${missing.edition}` : '',
    ].filter(Boolean);
    return { ...result('untested', 0, `engine lacks ${parts.join('; ')}`), missing };
  }
  const started = performance.now();
  const elapsed = () => Math.round((performance.now() - started) * 1000) / 1000;
  try {
    const answer = await adapter.run({ fixture: f.id, edition, setup: f.setup, actions: f.actions }, { timeoutMs: opts.timeoutMs });
    if ('error' in answer) {
      const outcome = answer.error.kind === 'unsupported' ? 'untested' : 'error';
      return result(outcome, elapsed(), `engine ${answer.error.kind === 'unsupported' ? 'does not support this fixture' : 'error'}: ${answer.error.message}`);
    }
    const problems = adapter.observationsTrusted ? [] : validateAgainst('observation.schema.json', answer.observation);
    if (problems.length > 0) {
      const list = problems.slice(0, 5).map((p) => `${p.pointer || '/'}: ${p.message}`).join('; ');
      return result('error', elapsed(), `the engine's observation does not match schema/observation.schema.json: ${list}`);
    }
    const failures = checkObservation(f, answer.observation as RunObservation);
    if (failures.length === 0) return result('pass', elapsed());
    return { ...result('fail', elapsed(), failures[0]!.message + (failures.length > 1 ? ` (+${failures.length - 1} more)` : '')), failures };
  } catch (err) {
    if (err instanceof AdapterFailure) {
      return { ...result(err.outcome, elapsed(), err.message), ...(err.stderr ? { stderr: err.stderr } : {}) };
    }
    const message = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    return result('error', elapsed(), `the adapter threw: ${message}`);
  }
}

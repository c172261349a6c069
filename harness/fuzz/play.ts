import { AdapterFailure, type Adapter, type RunObservation } from '../adapter.js';
import { validateAgainst } from '../model/schema-validator.js';
import type { Scenario } from './build-scenario.js';

/** How playing one scenario ended when the engine gave no usable observation. */
export type PlayFailure = 'unsupported' | 'error' | 'crash' | 'timeout';

export type Played = { observation: RunObservation } | { failure: PlayFailure; message: string };

/** Rejects after `ms` unless the engine answered first; the timer never outlives the answer. */
async function withTimeout<T>(answer: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AdapterFailure('timeout', `no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([answer, expired]);
  } finally {
    clearTimeout(timer);
  }
}

const firstLine = (e: unknown) => (e instanceof Error ? `${e.name}: ${e.message}` : String(e)).split('\n')[0]!;

/**
 * Plays one scenario and turns whatever happens into an observation or a failure: an engine that
 * throws, dies, hangs or answers something that is not an observation costs this scenario only.
 * The stdio adapter enforces the timeout itself (and restarts the engine); the race here covers
 * in-process adapters whose promise never settles.
 */
export async function play(
  adapter: Adapter,
  scenario: Scenario,
  edition: string,
  timeoutMs: number,
  id = 'fuzz',
): Promise<Played> {
  let answer;
  try {
    const request = { fixture: id, edition, setup: scenario.setup, actions: scenario.actions };
    answer = await withTimeout(adapter.run(request, { timeoutMs }), timeoutMs + 250);
  } catch (e) {
    if (e instanceof AdapterFailure) return { failure: e.outcome, message: e.message.split('\n')[0]! };
    return { failure: 'error', message: `the adapter threw: ${firstLine(e)}` };
  }
  if ('error' in answer)
    return { failure: answer.error.kind === 'unsupported' ? 'unsupported' : 'error', message: answer.error.message };
  if (adapter.observationsTrusted !== true) {
    const problems = validateAgainst('observation.schema.json', answer.observation);
    if (problems.length > 0)
      return {
        failure: 'error',
        message: `the observation does not match schema/observation.schema.json: ${problems[0]!.pointer || '/'}: ${problems[0]!.message}`,
      };
  }
  return { observation: answer.observation };
}

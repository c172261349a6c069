import type { EngineAnswer, EngineInfo } from '../../harness/adapter.js';
import { capHead } from '../../harness/capped-text.js';
import { validateAgainstDef } from '../../harness/model/schema-validator.js';
import type { RunObservation } from '../../harness/generated/observation.js';
import { DEFAULTS, PROTOCOL_SCHEMA } from './protocol.js';

/** A message the harness can use, or what is wrong with it (one sentence naming what was expected). */
export type Checked<T> = { ok: true; value: T } | { ok: false; problem: string; framing: boolean };

/** `framing: true` means the stream can no longer be trusted to be in step (the next line may belong
 * to an earlier request), so the engine is restarted; `false` means the message was merely unusable. */
const bad = (problem: string, framing: boolean): { ok: false; problem: string; framing: boolean } => ({
  ok: false,
  problem,
  framing,
});

/** Quotes engine output in a message, bounded. */
export function quote(text: string, max = 200): string {
  return JSON.stringify(text.length > max ? text.slice(0, max) + '…' : text);
}

/** Parses one line of engine output: a JSON object, or the reason it is not one. A line that is not
 * UTF-8 is refused rather than read with U+FFFD in place of the bad bytes. */
export function parseMessage(line: string, invalidUtf8At?: number): Checked<Record<string, unknown>> {
  if (invalidUtf8At !== undefined)
    return bad(
      `the engine wrote a line that is not valid UTF-8 (the byte at offset ${invalidUtf8At} of the line begins no UTF-8 sequence): ${quote(line)}; protocol messages are UTF-8`,
      true,
    );
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (e) {
    return bad(
      `the engine wrote a line that is not JSON (${(e as Error).message}): ${quote(line)}; every line on standard output must be one protocol message (log to standard error instead)`,
      true,
    );
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return bad(
      `the engine wrote ${quote(line)}, which is JSON but not an object; every protocol message is a JSON object`,
      true,
    );
  return { ok: true, value: value as Record<string, unknown> };
}

function schemaProblems(def: string, message: unknown): string | undefined {
  const problems = validateAgainstDef(PROTOCOL_SCHEMA, def, message);
  if (problems.length === 0) return undefined;
  const list = problems
    .slice(0, 5)
    .map((p) => `${p.pointer || '/'}: ${p.message}`)
    .join('; ');
  return `${list}${problems.length > 5 ? ` (+${problems.length - 5} more)` : ''}`;
}

/**
 * Checks the reply to `start`. The EngineInfo is always checked against its schema: the harness
 * decides from it which fixtures to send. With `strict` (--validate-protocol) the whole message is.
 */
export function checkStarted(
  message: Record<string, unknown>,
  strict: boolean,
): Checked<{ protocol: number; engine: EngineInfo; pipeline: boolean }> {
  if (strict) {
    const problems = schemaProblems('Started', message);
    if (problems)
      return bad(
        `the reply to start does not match $defs/Started in schema/${PROTOCOL_SCHEMA} (--validate-protocol): ${problems}`,
        false,
      );
  }
  const protocol = message.protocol;
  if (typeof protocol !== 'number' || !Number.isInteger(protocol)) {
    return bad(
      `the reply to start has no protocol version: expected {"protocol": 1, "engine": {...}}, got ${quote(JSON.stringify(message))}`,
      false,
    );
  }
  const problems = validateAgainstDef('engine.schema.json', 'EngineInfo', message.engine);
  if (problems.length > 0) {
    const list = problems
      .slice(0, 5)
      .map((p) => `engine${p.pointer}: ${p.message}`)
      .join('; ');
    return bad(
      `the reply to start declares an engine that does not match EngineInfo in schema/engine.schema.json: ${list}`,
      false,
    );
  }
  if ('pipeline' in message && typeof message.pipeline !== 'boolean') {
    return bad(
      `the reply to start has "pipeline": ${quote(JSON.stringify(message.pipeline))}; expected true (the engine answers runs sent before their predecessors were answered) or false`,
      false,
    );
  }
  return { ok: true, value: { protocol, engine: message.engine as EngineInfo, pipeline: message.pipeline === true } };
}

/**
 * Checks the answer to `run` number `seq`. Without `strict` only what the harness needs: the seq, and
 * either an observation (schema-checked later, as for every adapter) or an error it can classify.
 */
export function checkAnswer(message: Record<string, unknown>, seq: number, strict: boolean): Checked<EngineAnswer> {
  if (!('seq' in message))
    return bad(`the engine answered without a seq (expected "seq": ${seq}): ${quote(JSON.stringify(message))}`, true);
  if (typeof message.seq === 'number' && message.seq < seq) {
    return bad(
      `the engine wrote another message for an earlier run (seq ${message.seq}) while the harness was waiting for the answer to seq ${seq}; it must write exactly one answer per run`,
      true,
    );
  }
  if (message.seq !== seq)
    return bad(
      `the engine answered seq ${JSON.stringify(message.seq)} while the harness was waiting for the answer to seq ${seq}`,
      true,
    );
  const hasObservation = 'observation' in message;
  const hasError = 'error' in message;
  if (hasObservation === hasError) {
    return bad(
      `the answer to seq ${seq} must have exactly one of "observation" and "error"; it has ${hasObservation ? 'both' : 'neither'}`,
      false,
    );
  }
  if (strict) {
    const problems = schemaProblems(hasObservation ? 'ObservationAnswer' : 'ErrorAnswer', message);
    if (problems)
      return bad(
        `the answer to seq ${seq} does not match $defs/${hasObservation ? 'ObservationAnswer' : 'ErrorAnswer'} in schema/${PROTOCOL_SCHEMA} (--validate-protocol): ${problems}`,
        false,
      );
  }
  if (hasObservation) return { ok: true, value: { observation: message.observation as RunObservation } };
  const error = message.error as { kind?: unknown; message?: unknown } | null;
  if (
    error === null ||
    typeof error !== 'object' ||
    (error.kind !== 'unsupported' && error.kind !== 'internal') ||
    typeof error.message !== 'string'
  ) {
    return bad(
      `the answer to seq ${seq} has an "error" that is not {"kind": "unsupported" | "internal", "message": "..."}: ${quote(JSON.stringify(message.error))}`,
      false,
    );
  }
  return { ok: true, value: { error: { kind: error.kind, message: capHead(error.message, DEFAULTS.messageChars) } } };
}

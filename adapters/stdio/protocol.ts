import { ENGINE_TEXT_LIMITS } from '../../harness/capped-text.js';
import type { RunRequest, Run, Start, Stop } from '../../harness/generated/protocol.js';

/** Protocol versions this harness speaks, offered in `start`. See docs/PROTOCOL.md. */
export const PROTOCOL_VERSIONS: readonly number[] = [1];

/** The schema every message is checked against under --validate-protocol (relative to schema/). */
export const PROTOCOL_SCHEMA = 'protocol/protocol.schema.json';

/** Limits and waits, chosen so a misbehaving engine costs fixtures, never the harness's memory or the run. */
export const DEFAULTS = {
  /** JVM engines (Forge, XMage) load card databases before answering `start`; give them time. */
  handshakeTimeoutMs: 30_000,
  /** One message is one line; an observation of a large board is tens of kilobytes, so 16 MiB is far beyond honest use. */
  maxLineBytes: 16 * 1024 * 1024,
  /** How much of the engine's standard error a result quotes (the tail, in characters). */
  stderrTailChars: ENGINE_TEXT_LIMITS.stderrChars,
  /** How much of an engine's error message a result keeps (the beginning, in characters). */
  messageChars: ENGINE_TEXT_LIMITS.messageChars,
  /** After `stop`, how long the engine may take to exit before its process group is killed. */
  stopGraceMs: 2_000,
  /** Restarts that fail in a row before the adapter stops trying (each failed restart costs one fixture). */
  maxConsecutiveRestartFailures: 3,
  /**
   * Runs in flight to one engine that declares `pipeline`: enough to keep the engine busy while the
   * harness checks the previous answer and sends the next, small enough that a crash sends few runs again.
   */
  pipeline: 8,
} as const;

export function startMessage(harnessVersion: string): Start {
  return {
    cmd: 'start',
    protocols: [PROTOCOL_VERSIONS[0]!, ...PROTOCOL_VERSIONS.slice(1)],
    harness: { name: 'phasing-cts', version: harnessVersion },
  };
}

export function runMessage(seq: number, request: RunRequest): Run {
  return { cmd: 'run', seq, request };
}

export const STOP_MESSAGE: Stop = { cmd: 'stop' };

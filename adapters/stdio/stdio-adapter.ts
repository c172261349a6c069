import { readFileSync } from 'node:fs';
import { AdapterFailure, type Adapter, type EngineAnswer, type EngineInfo, type RunRequest } from '../../harness/adapter.js';
import { UsageError } from '../../harness/cli/usage-error.js';
import { fromRoot } from '../../harness/paths.js';
import { EngineSession, StartFailure, type SessionOptions } from './engine-session.js';
import { DEFAULTS } from './protocol.js';

export interface StdioAdapterOptions {
  /** The engine's command line, run by `/bin/sh -c` (so quoting, `VAR=x cmd` and `cd dir && cmd` work). */
  command: string;
  /** Working directory for the engine (default: the harness's). */
  cwd?: string;
  handshakeTimeoutMs?: number;
  /** --validate-protocol: check every message the engine sends against schema/protocol/protocol.schema.json. */
  validateProtocol?: boolean;
  maxLineBytes?: number;
  stderrTailChars?: number;
  stopGraceMs?: number;
  maxConsecutiveRestartFailures?: number;
}

/** The engine could not be started at all: nothing can be run, so the run stops (exit 2) with this message. */
export class EngineStartError extends UsageError {}

/**
 * An engine in another process, speaking the JSON-lines protocol (docs/PROTOCOL.md). One long-lived
 * process serves fixture after fixture; after a crash, a timeout or a garbled stream the process group
 * is killed and a new process is started (handshake again) for the next fixture, so one bad fixture
 * costs exactly that fixture.
 */
export function createStdioAdapter(options: StdioAdapterOptions): Adapter {
  return new StdioAdapter(options);
}

class StdioAdapter implements Adapter {
  readonly id: string;
  private readonly session: SessionOptions;
  private readonly maxRestartFailures: number;
  private current: EngineSession | undefined;
  private info: EngineInfo | undefined;
  private failedRestarts = 0;
  /** Set when restarting has failed too often in a row: the remaining fixtures are not sent. */
  private gaveUp: string | undefined;
  /** A start (handshake) in progress: close() waits for it, or the new process would outlive the run. */
  private starting: Promise<EngineSession> | undefined;

  constructor(o: StdioAdapterOptions) {
    this.id = `stdio:${o.command}`;
    this.maxRestartFailures = o.maxConsecutiveRestartFailures ?? DEFAULTS.maxConsecutiveRestartFailures;
    this.session = {
      command: o.command,
      cwd: o.cwd,
      harnessVersion: harnessVersion(),
      handshakeTimeoutMs: o.handshakeTimeoutMs ?? DEFAULTS.handshakeTimeoutMs,
      validateProtocol: o.validateProtocol ?? false,
      maxLineBytes: o.maxLineBytes ?? DEFAULTS.maxLineBytes,
      stderrTailChars: o.stderrTailChars ?? DEFAULTS.stderrTailChars,
      stopGraceMs: o.stopGraceMs ?? DEFAULTS.stopGraceMs,
    };
  }

  /** Starts the engine and returns what it declared. A failure here ends the run: without a declaration nothing can be sent. */
  async describe(): Promise<EngineInfo> {
    if (this.info) return this.info;
    try {
      this.current = await this.startSession();
    } catch (e) {
      if (!(e instanceof StartFailure)) throw e;
      const stderr = e.stderr ? `\nthe engine's standard error (tail):\n${e.stderr.trimEnd()}` : '';
      throw new EngineStartError(`the engine \`${this.session.command}\` could not be started: ${e.message}${stderr}`);
    }
    this.info = this.current.engine;
    return this.info;
  }

  async run(request: RunRequest, options: { timeoutMs: number }): Promise<EngineAnswer> {
    if (this.gaveUp) throw new AdapterFailure('crash', this.gaveUp);
    const session = this.current ?? (await this.restart());
    try {
      return await session.request(request, options.timeoutMs);
    } finally {
      if (session.broken) {
        this.current = undefined;
        await session.kill();
      }
    }
  }

  async close(): Promise<void> {
    // With several jobs, the run ends as soon as one engine fails to start, while the others may
    // still be in their handshake: wait for those, then stop them too.
    const started = this.starting ? await this.starting.catch(() => undefined) : undefined;
    const s = this.current ?? started;
    this.current = undefined;
    await s?.close();
  }

  private async startSession(): Promise<EngineSession> {
    this.starting = EngineSession.start(this.session);
    try {
      return await this.starting;
    } finally {
      this.starting = undefined;
    }
  }

  /** Starts a fresh engine process after the previous one was discarded; its failure costs the fixture at hand. */
  private async restart(): Promise<EngineSession> {
    try {
      const s = await this.startSession();
      this.failedRestarts = 0;
      this.current = s;
      return s;
    } catch (e) {
      if (!(e instanceof StartFailure)) throw e;
      this.failedRestarts++;
      if (e.fatal || this.failedRestarts >= this.maxRestartFailures) {
        this.gaveUp = `not run: the engine could not be restarted (${e.fatal ? 'it no longer speaks an offered protocol version' : `${this.failedRestarts} attempts in a row failed`}; the last: ${e.message})`;
      }
      throw new AdapterFailure('crash', `the engine had to be restarted after the previous fixture's failure, and the restart failed: ${e.message}`, e.stderr || undefined);
    }
  }
}

let versionCache: string | undefined;
function harnessVersion(): string {
  versionCache ??= (JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as { version: string }).version;
  return versionCache;
}

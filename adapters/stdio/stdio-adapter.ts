import { readFileSync } from 'node:fs';
import {
  AdapterFailure,
  type Adapter,
  type EngineAnswer,
  type EngineInfo,
  type RunRequest,
} from '../../harness/adapter.js';
import { UsageError } from '../../harness/errors.js';
import { fromRoot } from '../../harness/paths.js';
import { EngineSession, NotReached, StartFailure, type SessionOptions } from './engine-session.js';
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
  /**
   * --pipeline: how many runs may be in flight to one engine process when the engine declares
   * `pipeline` in its reply to start (default 8). 1 keeps strict request/response for every engine.
   */
  pipeline?: number;
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
  /** A restart in progress: with several runs in flight, one of them restarts and the others wait for it. */
  private restarting: Promise<EngineSession> | undefined;
  private readonly window: number;
  /** What the engine declared the last time it was started. */
  private pipelining = false;
  /** Runs sent or waiting to be sent, and the runs waiting for a slot (FIFO, so the send order is the call order). */
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(o: StdioAdapterOptions) {
    this.id = `stdio:${o.command}`;
    this.maxRestartFailures = o.maxConsecutiveRestartFailures ?? DEFAULTS.maxConsecutiveRestartFailures;
    this.window = o.pipeline ?? DEFAULTS.pipeline;
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
    // With a free slot and a live process, the request is written before run() returns: no await comes
    // first. A caller can then do its own work while the engine works (the fuzzer plays the scenario on
    // the reference engine in the meantime, harness/fuzz/examine.ts).
    if (!this.takeSlot()) await new Promise<void>((wake) => this.waiting.push(wake));
    try {
      for (;;) {
        if (this.gaveUp) throw new AdapterFailure('crash', this.gaveUp);
        const session = this.current ?? (await this.liveSession());
        if (!session) continue; // another run's restart failed (and was charged to that run): try again
        try {
          return await session.request(request, options.timeoutMs);
        } catch (e) {
          // Sent behind a run that failed, so never reached: send it again to the new process.
          if (e instanceof NotReached) continue;
          throw e;
        } finally {
          if (session.broken) {
            if (this.current === session) this.current = undefined;
            await session.kill();
          }
        }
      }
    } finally {
      this.release();
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
      const s = await this.starting;
      this.pipelining = s.pipeline;
      return s;
    } finally {
      this.starting = undefined;
    }
  }

  /**
   * The engine process to send to, restarting it if the last one was discarded. Only one run
   * restarts it, and a failed restart costs that run alone; the others get undefined and ask again.
   */
  private async liveSession(): Promise<EngineSession | undefined> {
    if (this.current) return this.current;
    if (this.restarting) {
      const s = await this.restarting.catch(() => undefined);
      return s && !s.broken ? s : undefined;
    }
    this.restarting = this.restart();
    try {
      return await this.restarting;
    } finally {
      this.restarting = undefined;
    }
  }

  /** Runs allowed in flight (and the harness's lanes): the window when the engine last started declared `pipeline`, else one. */
  runsInFlight(): number {
    return this.pipelining ? this.window : 1;
  }

  /**
   * Takes a slot if one is free and no run is waiting; otherwise the caller waits in `waiting`. Waiting
   * runs are served first come, first served, so runs are sent in call order. release() hands its slot
   * straight over: `active` already counts a waiting run when it wakes.
   */
  private takeSlot(): boolean {
    if (this.active >= this.runsInFlight() || this.waiting.length > 0) return false;
    this.active++;
    return true;
  }

  private release(): void {
    const next = this.waiting[0];
    if (next && this.active - 1 < this.runsInFlight()) {
      this.waiting.shift();
      next();
    } else {
      this.active--;
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
      throw new AdapterFailure(
        'crash',
        `the engine had to be restarted after the previous fixture's failure, and the restart failed: ${e.message}`,
        e.stderr || undefined,
      );
    }
  }
}

let versionCache: string | undefined;
function harnessVersion(): string {
  versionCache ??= (JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as { version: string }).version;
  return versionCache;
}

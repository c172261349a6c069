import { AdapterFailure, type EngineAnswer, type EngineInfo, type RunRequest } from '../../harness/adapter.js';
import { EngineProcess, type EngineEvent } from './engine-process.js';
import { checkAnswer, checkStarted, parseMessage, quote } from './messages.js';
import { PROTOCOL_VERSIONS, runMessage, startMessage, STOP_MESSAGE } from './protocol.js';

export interface SessionOptions {
  command: string;
  cwd?: string;
  harnessVersion: string;
  handshakeTimeoutMs: number;
  validateProtocol: boolean;
  maxLineBytes: number;
  stderrTailChars: number;
  stopGraceMs: number;
}

/** The engine could not complete the handshake. `fatal`: no restart can help (it speaks another protocol version). */
export class StartFailure extends Error {
  constructor(message: string, readonly stderr: string, readonly fatal: boolean) {
    super(message);
  }
}

type Awaited = EngineEvent | { kind: 'timeout' };

/**
 * One running engine process after a successful handshake. Requests are strictly one at a time, so
 * the next event from the engine is always either the answer being waited for or a fault; anything
 * that arrives while nothing is being waited for is kept and charged to the next request.
 */
export class EngineSession {
  private readonly proc: EngineProcess;
  private waiter: ((e: Awaited) => void) | undefined;
  /** The first event that arrived while no request was pending (stray output, or an exit). */
  private stray: EngineEvent | undefined;
  private seq = 0;
  /** Set when the stream can no longer be trusted (or the process is gone): the owner discards the session. */
  broken = false;

  /** What the engine declared in its handshake (set by start() before the session is handed out). */
  engine!: EngineInfo;

  private constructor(private readonly opts: SessionOptions) {
    this.proc = new EngineProcess({ command: opts.command, cwd: opts.cwd, maxLineBytes: opts.maxLineBytes, stderrKeepChars: opts.stderrTailChars }, (e) => this.deliver(e));
  }

  /** Spawns the engine and performs the handshake: `start` out, `started` back, protocol version agreed. */
  static async start(opts: SessionOptions): Promise<EngineSession> {
    const s = new EngineSession(opts);
    const mark = s.proc.stderrMark();
    const fail = async (message: string, fatal = false): Promise<never> => {
      await s.proc.kill();
      throw new StartFailure(message, s.proc.stderrSince(mark, opts.stderrTailChars), fatal);
    };
    const pending = s.nextEvent(opts.handshakeTimeoutMs);
    s.proc.send(startMessage(opts.harnessVersion));
    const e = await pending;
    if (e.kind === 'timeout') return fail(`it did not answer start within ${opts.handshakeTimeoutMs} ms (--handshake-timeout)`);
    if (e.kind === 'exit') return fail(`the engine process ${e.how} before answering start`);
    if (e.kind === 'overflow') return fail(`it wrote more than ${opts.maxLineBytes} bytes without a newline in reply to start`);
    const parsed = parseMessage(e.line);
    if (!parsed.ok) return fail(parsed.problem);
    // The version first: the rest of the message may be shaped by a protocol this harness does not know.
    const version = parsed.value.protocol;
    if (typeof version === 'number' && Number.isInteger(version) && !PROTOCOL_VERSIONS.includes(version)) {
      return fail(
        `it speaks protocol version ${version}, but phasing-cts ${opts.harnessVersion} speaks only version${PROTOCOL_VERSIONS.length > 1 ? 's' : ''} ${PROTOCOL_VERSIONS.join(', ')} ` +
          `(offered in start.protocols); use a phasing-cts release that speaks version ${version}, or make the engine answer with one of the offered versions`,
        true,
      );
    }
    const started = checkStarted(parsed.value, opts.validateProtocol);
    if (!started.ok) return fail(started.problem);
    s.engine = started.value.engine;
    return s;
  }

  /** Runs one fixture. Every fault becomes an AdapterFailure naming what happened and what was expected. */
  async request(request: RunRequest, timeoutMs: number): Promise<EngineAnswer> {
    const mark = this.proc.stderrMark();
    // A broken session is killed before its stderr tail is taken: the kill waits until the process's
    // pipes have closed, so everything the engine wrote before the fault is in the tail (otherwise the
    // tail depends on how far the pipe had been read when the fault was noticed).
    const failure = async (outcome: 'timeout' | 'crash' | 'error', message: string) => {
      if (this.broken) await this.proc.kill();
      return new AdapterFailure(outcome, message, this.proc.stderrSince(mark, this.opts.stderrTailChars).trimEnd() || undefined);
    };
    if (this.stray) {
      // The engine did something between answers. Charging the next fixture (rather than racing to
      // restart in time) keeps outcomes the same however the timing falls.
      this.broken = true;
      const e = this.stray;
      if (e.kind === 'exit') throw await failure('crash', `the engine process ${e.how} before answering this fixture (it exited after answering the previous one, before this one was sent; it must keep running until stop or the end of its input)`);
      if (e.kind === 'overflow') throw await failure('error', `the engine wrote more than ${this.opts.maxLineBytes} bytes without a newline while no request was pending`);
      throw await failure('error', `the engine wrote ${quote(e.line)} after answering the previous fixture, while no request was pending; it must write exactly one answer per run`);
    }
    const seq = ++this.seq;
    const pending = this.nextEvent(timeoutMs);
    this.proc.send(runMessage(seq, request));
    const e = await pending;
    if (e.kind === 'timeout') {
      this.broken = true;
      await this.proc.kill();
      throw await failure('timeout', `no answer within ${timeoutMs} ms; the engine's process group was killed and the engine is restarted for the next fixture`);
    }
    if (e.kind === 'exit') {
      this.broken = true;
      throw await failure('crash', `the engine process ${e.how} before answering this fixture`);
    }
    if (e.kind === 'overflow') {
      this.broken = true;
      throw await failure('error', `the engine wrote more than ${this.opts.maxLineBytes} bytes without a newline in answer to this fixture; one message must be one line`);
    }
    const parsed = parseMessage(e.line);
    if (!parsed.ok) {
      this.broken = true;
      throw await failure('error', parsed.problem);
    }
    const answer = checkAnswer(parsed.value, seq, this.opts.validateProtocol);
    if (!answer.ok) {
      if (answer.framing) this.broken = true;
      throw await failure('error', answer.problem);
    }
    return answer.value;
  }

  /** Ends the process group now (after a fault). */
  async kill(): Promise<void> {
    await this.proc.kill();
  }

  /** Orderly end: stop, then the group is killed if the engine takes longer than the grace period. */
  async close(): Promise<void> {
    await this.proc.stop(STOP_MESSAGE, this.opts.stopGraceMs);
  }

  private deliver(e: EngineEvent): void {
    const w = this.waiter;
    if (w) {
      this.waiter = undefined;
      w(e);
    } else {
      // Only the first is kept: it explains the fault, and the session is discarded at the next request anyway.
      this.stray ??= e;
    }
  }

  private nextEvent(timeoutMs: number): Promise<Awaited> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiter = undefined;
        resolve({ kind: 'timeout' });
      }, timeoutMs);
      this.waiter = (e) => {
        clearTimeout(timer);
        resolve(e);
      };
    });
  }
}

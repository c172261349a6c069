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
  constructor(
    message: string,
    readonly stderr: string,
    readonly fatal: boolean,
  ) {
    super(message);
  }
}

/**
 * A run that was sent behind the one that failed (pipelining): the engine never got to it, so it is
 * not charged with anything. The adapter sends it again to a fresh engine.
 */
export class NotReached extends Error {}

type HandshakeEvent = EngineEvent | { kind: 'timeout' };

/** A run sent and not yet answered. The head of the line is the one the engine is working on. */
interface InFlight {
  seq: number;
  timeoutMs: number;
  resolve: (answer: EngineAnswer) => void;
  reject: (e: Error) => void;
  /** Started when the run reaches the head of the line: the timeout measures the engine's time on it. */
  timer?: NodeJS.Timeout;
  /** Standard error written from this mark on belongs to this run (set when it reaches the head). */
  stderrMark: number;
}

/**
 * One running engine process after a successful handshake. Answers come in the order runs were
 * sent, so the next event from the engine always concerns the oldest run in flight (the head of the
 * line). Without pipelining there is at most one; with it, up to the adapter's window. A fault is
 * charged to the head; the runs behind it are handed back (NotReached) to be sent to a new process.
 * Anything that arrives while nothing is in flight is kept and charged to the next run.
 */
export class EngineSession {
  private readonly proc: EngineProcess;
  private handshakeWaiter: ((e: HandshakeEvent) => void) | undefined;
  private readonly line: InFlight[] = [];
  /** The first event that arrived while no run was in flight (stray output, or an exit). */
  private stray: EngineEvent | undefined;
  private seq = 0;
  /** Set when the stream can no longer be trusted (or the process is gone): the owner discards the session. */
  broken = false;

  /** What the engine declared in its handshake (set by start() before the session is handed out). */
  engine!: EngineInfo;
  /** Whether the engine declared that runs may be sent before earlier ones are answered. */
  pipeline = false;

  private constructor(private readonly opts: SessionOptions) {
    this.proc = new EngineProcess(
      { command: opts.command, cwd: opts.cwd, maxLineBytes: opts.maxLineBytes, stderrKeepChars: opts.stderrTailChars },
      (e) => this.deliver(e),
    );
  }

  /** Spawns the engine and performs the handshake: `start` out, `started` back, protocol version agreed. */
  static async start(opts: SessionOptions): Promise<EngineSession> {
    const s = new EngineSession(opts);
    const mark = s.proc.stderrMark();
    const fail = async (message: string, fatal = false): Promise<never> => {
      await s.proc.kill();
      throw new StartFailure(message, s.proc.stderrSince(mark, opts.stderrTailChars), fatal);
    };
    const pending = s.handshakeEvent(opts.handshakeTimeoutMs);
    s.proc.send(startMessage(opts.harnessVersion));
    const e = await pending;
    if (e.kind === 'timeout')
      return fail(`it did not answer start within ${opts.handshakeTimeoutMs} ms (--handshake-timeout)`);
    if (e.kind === 'exit') return fail(`the engine process ${e.how} before answering start`);
    if (e.kind === 'overflow')
      return fail(`it wrote more than ${opts.maxLineBytes} bytes without a newline in reply to start`);
    const parsed = parseMessage(e.line, e.invalidUtf8At);
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
    s.pipeline = started.value.pipeline;
    return s;
  }

  /** Runs in flight: the adapter sends another only while this is below its window. */
  get inFlight(): number {
    return this.line.length;
  }

  /**
   * Sends one fixture and waits for its answer. Every fault becomes an AdapterFailure naming what
   * happened and what was expected; a run behind a failed one rejects with NotReached.
   */
  async request(request: RunRequest, timeoutMs: number): Promise<EngineAnswer> {
    if (this.broken) throw new NotReached('the engine process was discarded before this run was sent');
    if (this.stray && this.line.length === 0) {
      // The engine did something between answers. Charging the next fixture (rather than racing to
      // restart in time) keeps outcomes the same however the timing falls.
      this.broken = true;
      const mark = this.proc.stderrMark();
      const e = this.stray;
      if (e.kind === 'exit')
        throw await this.failure(
          mark,
          'crash',
          `the engine process ${e.how} before answering this fixture (it exited after answering the previous one, before this one was sent; it must keep running until stop or the end of its input)`,
        );
      if (e.kind === 'overflow')
        throw await this.failure(
          mark,
          'error',
          `the engine wrote more than ${this.opts.maxLineBytes} bytes without a newline while no request was pending`,
        );
      throw await this.failure(
        mark,
        'error',
        `the engine wrote ${quote(e.line)} after answering the previous fixture, while no request was pending; it must write exactly one answer per run`,
      );
    }
    return new Promise<EngineAnswer>((resolve, reject) => {
      const run: InFlight = { seq: ++this.seq, timeoutMs, resolve, reject, stderrMark: 0 };
      this.line.push(run);
      if (this.line.length === 1) this.startClock(run);
      this.proc.send(runMessage(run.seq, request));
    });
  }

  /** Ends the process group now (after a fault). */
  async kill(): Promise<void> {
    await this.proc.kill();
  }

  /** Orderly end: stop, then the group is killed if the engine takes longer than the grace period. */
  async close(): Promise<void> {
    await this.proc.stop(STOP_MESSAGE, this.opts.stopGraceMs);
  }

  /**
   * A fault's result, with the tail of standard error since `mark`. A broken session is killed
   * first: the kill waits until the process's pipes have closed, so everything the engine wrote
   * before the fault is in the tail (otherwise the tail depends on how far the pipe had been read).
   */
  private async failure(
    mark: number,
    outcome: 'timeout' | 'crash' | 'error',
    message: string,
  ): Promise<AdapterFailure> {
    if (this.broken) await this.proc.kill();
    return new AdapterFailure(
      outcome,
      message,
      this.proc.stderrSince(mark, this.opts.stderrTailChars).trimEnd() || undefined,
    );
  }

  private startClock(run: InFlight): void {
    run.stderrMark = this.proc.stderrMark();
    // The timer's callback runs in the event loop's timers phase, before that turn reads the pipes: when
    // the harness was busy as the time ran out (the fuzzer plays the oracle while the engine works), an
    // answer may be waiting unread. setImmediate runs after the reads, so such an answer is taken first.
    run.timer = setTimeout(() => setImmediate(() => this.timedOut(run)), run.timeoutMs);
  }

  /** Takes the head of the line off, and starts the clock of the run behind it. */
  private shiftHead(): InFlight {
    const head = this.line.shift()!;
    clearTimeout(head.timer);
    const next = this.line[0];
    if (next) this.startClock(next);
    return head;
  }

  /** The stream can't be trusted any more: the head is charged, the runs behind it go back unsent. */
  private breakWith(outcome: 'timeout' | 'crash' | 'error', message: string): void {
    this.broken = true;
    const head = this.shiftHead();
    for (const behind of this.line.splice(0)) {
      clearTimeout(behind.timer);
      behind.reject(new NotReached('a run sent before this one failed and the engine process was discarded'));
    }
    void this.failure(head.stderrMark, outcome, message).then(head.reject);
  }

  private timedOut(run: InFlight): void {
    if (this.line[0] !== run || this.broken) return;
    this.breakWith(
      'timeout',
      `no answer within ${run.timeoutMs} ms; the engine's process group was killed and the engine is restarted for the next fixture`,
    );
  }

  private deliver(e: EngineEvent): void {
    const waiter = this.handshakeWaiter;
    if (waiter) {
      this.handshakeWaiter = undefined;
      waiter(e);
      return;
    }
    const head = this.line[0];
    if (!head || this.broken) {
      // Only the first is kept: it explains the fault, and the session is discarded at the next request anyway.
      this.stray ??= e;
      return;
    }
    if (e.kind === 'exit') return this.breakWith('crash', `the engine process ${e.how} before answering this fixture`);
    if (e.kind === 'overflow')
      return this.breakWith(
        'error',
        `the engine wrote more than ${this.opts.maxLineBytes} bytes without a newline in answer to this fixture; one message must be one line`,
      );
    const parsed = parseMessage(e.line, e.invalidUtf8At);
    if (!parsed.ok) return this.breakWith('error', parsed.problem);
    const answer = checkAnswer(parsed.value, head.seq, this.opts.validateProtocol);
    if (!answer.ok) {
      if (answer.framing) return this.breakWith('error', answer.problem);
      // Unusable but in step: this run is charged, the ones behind it carry on.
      this.shiftHead();
      void this.failure(head.stderrMark, 'error', answer.problem).then(head.reject);
      return;
    }
    this.shiftHead();
    head.resolve(answer.value);
  }

  private handshakeEvent(timeoutMs: number): Promise<HandshakeEvent> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.handshakeWaiter = undefined;
        resolve({ kind: 'timeout' });
      }, timeoutMs);
      this.handshakeWaiter = (e) => {
        clearTimeout(timer);
        resolve(e);
      };
    });
  }
}

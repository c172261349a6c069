import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { StringDecoder } from 'node:string_decoder';
import { capTail, type CappedText } from '../../harness/capped-text.js';
import { onInterrupt } from '../../harness/interrupt.js';
import { LineSplitter } from './line-splitter.js';

/** What the engine process does, as the session sees it: a line on stdout, a line too long, or the end. */
export type EngineEvent =
  | { kind: 'line'; line: string; invalidUtf8At?: number }
  | { kind: 'overflow'; bytes: number }
  | { kind: 'exit'; how: string };

export interface EngineProcessOptions {
  /** Run by `/bin/sh -c` (a shell parses it, as in npm scripts): quoting, variables and `cd x &&` work. */
  command: string;
  cwd?: string;
  maxLineBytes: number;
  /** How much of standard error to keep (the tail), in characters. */
  stderrKeepChars: number;
}

/**
 * One engine process: `/bin/sh -c COMMAND` as the leader of a new process group, so that killing the
 * group also kills whatever the shell started (the engine, and any children it spawned). Standard
 * output is split into lines; standard error is drained continuously (a full pipe would block the
 * engine) and only its tail is kept.
 */
export class EngineProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly decoder = new StringDecoder('utf8');
  private stderrTail = '';
  private stderrChars = 0;
  /** The process has exited (or never started); its last output may still be arriving. */
  private exitSeen = false;
  /** The exit has been reported: no more events. */
  private ended = false;
  /** The group was killed after the leader exited: its id may be reused from now on, never signal it again. */
  private groupGone = false;
  readonly exited: Promise<string>;
  /** Kills the group if the harness exits or is interrupted (the engine is in its own process group,
   * so a Ctrl-C in the terminal does not reach it). */
  private readonly forgetOnInterrupt: () => void;

  constructor(
    private readonly opts: EngineProcessOptions,
    private readonly onEvent: (e: EngineEvent) => void,
  ) {
    const posix = process.platform !== 'win32';
    this.child = posix
      ? spawn('/bin/sh', ['-c', opts.command], { cwd: opts.cwd, stdio: ['pipe', 'pipe', 'pipe'], detached: true })
      : spawn(opts.command, { cwd: opts.cwd, stdio: ['pipe', 'pipe', 'pipe'], shell: true }); // no process groups on Windows: only the child is killed
    this.forgetOnInterrupt = onInterrupt(() => this.killGroup());

    const splitter = new LineSplitter(
      opts.maxLineBytes,
      (line, invalidUtf8At) =>
        this.emit({ kind: 'line', line, ...(invalidUtf8At === undefined ? {} : { invalidUtf8At }) }),
      (bytes) => {
        this.emit({ kind: 'overflow', bytes });
      },
    );
    this.child.stdout.on('data', (chunk: Buffer) => splitter.push(chunk));
    this.child.stderr.on('data', (chunk: Buffer) => this.keepStderr(this.decoder.write(chunk)));
    // Writing to an engine that has exited fails with EPIPE; the exit itself is what gets reported.
    this.child.stdin.on('error', () => undefined);

    this.exited = new Promise<string>((resolve) => {
      let closed = false;
      this.child.on('close', () => {
        closed = true;
      });
      const finish = (how: string) => {
        if (this.exitSeen) return;
        this.exitSeen = true;
        this.forgetOnInterrupt();
        // Whatever the shell started may outlive it and hold the pipes open: end the whole group.
        this.killGroup();
        this.groupGone = true;
        // Give the pipes a moment to deliver the engine's last words (a traceback) before reporting.
        // Lines that arrive in that moment are still delivered, before the exit: an engine that
        // answers and then exits has answered.
        const report = () => {
          if (this.ended) return;
          this.keepStderr(this.decoder.end());
          this.ended = true;
          // A process the engine started in another process group or session (out of the kill's
          // reach) may still hold the pipes open: destroy our ends, or they keep the harness alive.
          this.child.stdin.destroy();
          this.child.stdout.destroy();
          this.child.stderr.destroy();
          this.onEvent({ kind: 'exit', how });
          resolve(how);
        };
        if (closed) report();
        else {
          const timer = setTimeout(report, 500);
          this.child.once('close', () => {
            clearTimeout(timer);
            report();
          });
        }
      };
      this.child.on('exit', (code, signal) =>
        finish(signal ? `was killed by signal ${signal}` : `exited with status ${String(code)}`),
      );
      this.child.on('error', (err) => finish(`could not be started (${err.message})`));
    });
  }

  /** Writes one message as one line. Failures (the engine has gone) surface as its exit. */
  send(message: unknown): void {
    if (this.exitSeen || this.child.stdin.destroyed) return;
    this.child.stdin.write(JSON.stringify(message) + '\n');
  }

  /** A mark to pass to stderrSince: the standard error written from now on belongs to what follows. */
  stderrMark(): number {
    return this.stderrChars;
  }

  /** The tail (at most `maxChars`) of what the engine wrote to standard error since the mark. */
  stderrSince(mark: number, maxChars: number): CappedText {
    const written = this.stderrChars - mark;
    if (written <= 0) return capTail('');
    const take = Math.min(written, this.stderrTail.length, maxChars);
    return capTail(this.stderrTail.slice(this.stderrTail.length - take), maxChars, written);
  }

  /** Asks the engine to stop (stop message, then end of input); kills the group if it takes longer than `graceMs`. */
  async stop(stopMessage: unknown, graceMs: number): Promise<void> {
    if (this.exitSeen) {
      await this.exited;
      return;
    }
    this.send(stopMessage);
    this.child.stdin.end();
    const timer = setTimeout(() => this.killGroup(), graceMs);
    await this.exited;
    clearTimeout(timer);
  }

  /** Kills the whole process group now and waits until the exit has been reported. */
  async kill(): Promise<void> {
    this.killGroup();
    await this.exited;
  }

  private emit(e: EngineEvent): void {
    if (!this.ended) this.onEvent(e);
  }

  private keepStderr(text: string): void {
    if (!text) return;
    this.stderrChars += text.length;
    this.stderrTail = (this.stderrTail + text).slice(-this.opts.stderrKeepChars);
  }

  killGroup(): void {
    const pid = this.child.pid;
    if (pid === undefined || this.groupGone) return;
    try {
      if (process.platform === 'win32') this.child.kill('SIGKILL');
      else process.kill(-pid, 'SIGKILL');
    } catch {
      // ESRCH: the group is already gone.
    }
  }
}

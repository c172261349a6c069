import { createWriteStream, rmSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { OutputError } from '../errors.js';
import { onInterrupt } from '../interrupt.js';

/**
 * Every file the harness writes goes through here: written to a temporary file next to the target
 * and renamed into place, so a reader sees the old file or the complete new one. Whatever goes wrong
 * (a full disk, a read-only file system, a target that is a directory, an interrupt) the temporary
 * file is removed and the failure is one OutputError naming the target.
 */

/** Refuses a target that cannot be replaced by a file, before any work is done. */
export async function checkWritableTarget(file: string): Promise<void> {
  const existing = await stat(file).catch(() => undefined);
  if (existing?.isDirectory())
    throw new OutputError(file, Object.assign(new Error('is a directory'), { code: 'EISDIR' }));
}

/** Writes a whole file so that readers see either the old file or the complete new one. */
export async function writeFileAtomic(file: string, content: string, options: AtomicStreamOptions = {}): Promise<void> {
  const out = await AtomicStream.open(file, options);
  try {
    await out.write(content);
  } catch (e) {
    await out.abort();
    throw e;
  }
  await out.commit();
}

const tempName = (file: string) =>
  path.join(path.dirname(path.resolve(file)), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);

export interface AtomicStreamOptions {
  /** Opens the temporary file (tests inject a stream that fails like a full disk). */
  createStream?: (tmp: string) => Writable;
  /** Bytes the file stream buffers before a write waits for the disk (Node's default: 16 KB). */
  highWaterMark?: number;
}

/**
 * A file written piece by piece (so a long run never holds every result in memory) and renamed
 * into place only when complete. If the run dies, the half-written temp file is removed.
 */
export class AtomicStream {
  private readonly tmp: string;
  private stream: Writable | undefined;
  private drained: Promise<void> | undefined;
  /** The first error the stream reported (a full disk, a read-only file system): every later call fails with it. */
  private failure: OutputError | undefined;
  private forgetOnInterrupt: (() => void) | undefined;

  private constructor(readonly file: string) {
    this.tmp = tempName(file);
  }

  static async open(file: string, options: AtomicStreamOptions = {}): Promise<AtomicStream> {
    await checkWritableTarget(file);
    try {
      await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    } catch (e) {
      throw new OutputError(file, e);
    }
    const s = new AtomicStream(file);
    s.forgetOnInterrupt = onInterrupt(() => rmSync(s.tmp, { force: true }));
    const { highWaterMark } = options;
    const stream = (options.createStream ?? ((tmp) => createWriteStream(tmp, { highWaterMark })))(s.tmp);
    // Errors arrive as events, at any time (the disk fills up between two writes): keep the first,
    // so that the next write, the commit or the drain wait fails with it instead of the process
    // dying of an unhandled 'error' event.
    stream.on('error', (e: Error) => {
      s.failure ??= new OutputError(file, e);
    });
    s.stream = stream;
    return s;
  }

  /** Writes a chunk, waiting when the stream's buffer is full. Callers may write without awaiting
   * each other (results arrive from callbacks); they then share one wait for 'drain' instead of
   * adding a listener each (which Node reports as a listener leak on long runs). */
  async write(chunk: string): Promise<void> {
    if (this.failure) throw this.failure;
    const stream = this.stream!;
    if (stream.write(chunk)) return;
    this.drained ??= new Promise<void>((resolve, reject) => {
      const done = () => {
        stream.off('drain', done);
        stream.off('close', done);
        this.drained = undefined;
        if (this.failure) reject(this.failure);
        else resolve();
      };
      stream.on('drain', done);
      // A stream that fails is destroyed and closes without draining.
      stream.on('close', done);
    });
    await this.drained;
  }

  async commit(): Promise<void> {
    const stream = this.stream!;
    try {
      if (this.failure) throw this.failure;
      await new Promise<void>((resolve, reject) => stream.end((err?: Error | null) => (err ? reject(err) : resolve())));
      // Read again: the stream may have failed while it was being ended.
      const late = this.failure as OutputError | undefined;
      if (late) throw late;
      await rename(this.tmp, this.file);
    } catch (e) {
      await this.abort();
      throw e instanceof OutputError ? e : new OutputError(this.file, e);
    }
    this.forgetOnInterrupt?.();
  }

  async abort(): Promise<void> {
    const stream = this.stream;
    if (stream && !stream.closed) {
      // A run that fails at once (an engine that cannot start) aborts while the file is still being
      // opened: the queued first write then fails, which is expected here and must not crash the
      // process. Waiting for 'close' also makes sure the temp file exists before it is removed.
      stream.on('error', () => undefined);
      await new Promise<void>((resolve) => {
        stream.once('close', () => resolve());
        stream.destroy();
      });
    }
    await rm(this.tmp, { force: true }).catch(() => undefined);
    this.forgetOnInterrupt?.();
  }
}

import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Writes a whole file so that readers see either the old file or the complete new one. */
export async function writeFileAtomic(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const tmp = tempName(file);
  try {
    await writeFile(tmp, content);
    await rename(tmp, file);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
}

const tempName = (file: string) => path.join(path.dirname(path.resolve(file)), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);

/**
 * A file written piece by piece (so a long run never holds every result in memory) and renamed
 * into place only when complete. If the run dies, the half-written temp file is removed.
 */
export class AtomicStream {
  private readonly tmp: string;
  private stream: WriteStream | undefined;
  private drained: Promise<void> | undefined;

  private constructor(readonly file: string) {
    this.tmp = tempName(file);
  }

  static async open(file: string): Promise<AtomicStream> {
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    const s = new AtomicStream(file);
    s.stream = createWriteStream(s.tmp);
    return s;
  }

  /** Writes a chunk, waiting when the stream's buffer is full. Callers may write without awaiting
   * each other (results arrive from callbacks); they then share one wait for 'drain' instead of
   * adding a listener each (which Node reports as a listener leak on long runs). */
  async write(chunk: string): Promise<void> {
    const stream = this.stream!;
    if (stream.write(chunk)) return;
    this.drained ??= new Promise<void>((resolve) => stream.once('drain', () => { this.drained = undefined; resolve(); }));
    await this.drained;
  }

  async commit(): Promise<void> {
    const stream = this.stream!;
    await new Promise<void>((resolve, reject) => stream.end((err?: Error | null) => (err ? reject(err) : resolve())));
    await rename(this.tmp, this.file);
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
    await rm(this.tmp, { force: true });
  }
}

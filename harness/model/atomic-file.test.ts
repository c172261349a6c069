import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { OutputError } from '../errors.js';
import { AtomicStream, writeFileAtomic, type AtomicStreamOptions } from './atomic-file.js';

// Issue 13, cases 2 and 5 without a full disk: the temporary file is a real file that stops
// accepting bytes after `room` of them, failing as a full (or read-only) file system does.
function failingAfter(room: number, code: 'ENOSPC' | 'EROFS'): AtomicStreamOptions {
  return {
    createStream(tmp) {
      const real = createWriteStream(tmp);
      let written = 0;
      return new Writable({
        write(chunk: Buffer, _encoding, callback) {
          written += chunk.length;
          if (written > room) callback(Object.assign(new Error(`${code}: simulated, write`), { code }));
          else real.write(chunk, callback);
        },
        final(callback) {
          real.end(callback);
        },
        destroy(error, callback) {
          real.destroy();
          real.once('close', () => callback(error));
        },
      });
    },
  };
}

const scratch = () => mkdtemp(path.join(tmpdir(), 'cts-atomic-'));

describe('atomic files on a failing disk', () => {
  it('a streamed report that hits a full disk fails with one error naming the target; no temp file is left', async () => {
    const dir = await scratch();
    const target = path.join(dir, 'r.json');
    const out = await AtomicStream.open(target, failingAfter(100_000, 'ENOSPC'));
    const error = await (async () => {
      for (let i = 0; i < 10_000; i++) await out.write('x'.repeat(1_000));
      return undefined;
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutputError);
    expect((error as Error).message).toBe(`cannot write ${target}: no space left on the device (ENOSPC)`);
    await out.abort();
    expect(await readdir(dir)).toEqual([]);
  });

  it('a failure after the last write surfaces at commit, and the old file stays', async () => {
    const dir = await scratch();
    const target = path.join(dir, 'r.json');
    await writeFile(target, 'old');
    const out = await AtomicStream.open(target, failingAfter(10, 'EROFS'));
    await out.write('more than ten bytes').catch(() => undefined);
    await expect(out.commit()).rejects.toThrow(`cannot write ${target}: the file system is read-only (EROFS)`);
    expect(await readdir(dir)).toEqual(['r.json']);
    expect(await readFile(target, 'utf8')).toBe('old');
  });

  it('writeFileAtomic (every rendered format, report --out, --write-baseline) fails the same way', async () => {
    const dir = await scratch();
    const target = path.join(dir, 'r.html');
    await expect(writeFileAtomic(target, 'y'.repeat(1_000_000), failingAfter(1_000, 'ENOSPC'))).rejects.toThrow(
      `cannot write ${target}: no space left on the device (ENOSPC)`,
    );
    expect(await readdir(dir)).toEqual([]);
  });

  it('a target that is a directory is refused before anything is written', async () => {
    const dir = await scratch();
    await mkdir(path.join(dir, 'r.json'));
    await expect(AtomicStream.open(path.join(dir, 'r.json'))).rejects.toThrow(
      `cannot write ${path.join(dir, 'r.json')}: it is a directory (EISDIR)`,
    );
    await expect(writeFileAtomic(path.join(dir, 'r.json'), 'x')).rejects.toBeInstanceOf(OutputError);
    expect(await readdir(dir)).toEqual(['r.json']);
  });
});

import { execFileSync } from 'node:child_process';
import { copyFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTextFileSync, SOURCES_FILE } from '../model/read-text-file.js';
import { sourcesDir } from './load-sources.js';
import { loadSourcesIndex } from './sources-index.js';

// The sources index is read synchronously on first use; a FIFO in place of one of its files must be
// refused at once with the file's name, never waited on (readFileSync would block for a writer).
describe.runIf(process.platform !== 'win32')('a FIFO in the sources index', () => {
  it('is refused at once by the synchronous guarded reader', async () => {
    const fifo = path.join(await mkdtemp(path.join(tmpdir(), 'cts-sources-')), 'bugs.json');
    execFileSync('mkfifo', [fifo]);
    const read = readTextFileSync(fifo, SOURCES_FILE);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problem.message).toMatch(/is a FIFO \(named pipe\), not a regular file/);
  }, 5000);

  it('makes loading that index fail with the file named', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cts-sources-'));
    for (const f of ['editions.json', 'related-rules.json', 'rulings.json', 'interactions.json'])
      await copyFile(path.join(sourcesDir(), f), path.join(dir, f));
    execFileSync('mkfifo', [path.join(dir, 'bugs.json')]);
    expect(() => loadSourcesIndex(dir)).toThrow(/bugs\.json is a FIFO \(named pipe\), not a regular file/);
  }, 5000);
});

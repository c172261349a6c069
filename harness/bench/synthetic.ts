import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedFixture } from '../corpus/load-corpus.js';

/**
 * Writes N valid fixtures derived from the shipped approved ones (same scenarios, new ids), spread
 * over sub-directories of 1,000 files, for measuring how load, validation and runs scale.
 */
export async function writeSyntheticCorpus(templates: LoadedFixture[], n: number, dir: string): Promise<void> {
  const approved = templates.filter((t) => t.fixture.status === 'approved');
  if (approved.length === 0) throw new Error('no approved fixtures to derive synthetic ones from');
  for (let start = 0; start < n; start += 1000) {
    const sub = path.join(dir, String(start / 1000).padStart(4, '0'));
    await mkdir(sub, { recursive: true });
    const writes: Promise<void>[] = [];
    for (let i = start; i < Math.min(n, start + 1000); i++) {
      const t = approved[i % approved.length]!.fixture;
      const id = `syn-${i}-${t.id}`.slice(0, 100).replace(/[-.]+$/, '');
      writes.push(writeFile(path.join(sub, `${id}.json`), JSON.stringify({ ...t, id }, null, 2)));
    }
    await Promise.all(writes);
  }
}

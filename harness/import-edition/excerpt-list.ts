// The list of excerpts kept as test data (excerpts.json beside them): which archived file each was cut
// from, with that whole file's SHA-256 and size, so that anyone can check an excerpt against its source.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../model/atomic-file.js';

export interface ExcerptOrigin {
  /** Where the whole file was read (`--source`, else its file name). */
  from: string;
  sha256: string;
  bytes: number;
}

interface ExcerptList {
  about: string;
  excerpts: ({ file: string; effective: string } & ExcerptOrigin)[];
}

/** Records the excerpt in the excerpts.json beside it, when there is one (replacing an entry for the same file). */
export async function recordExcerpt(excerptFile: string, effective: string, origin: ExcerptOrigin): Promise<void> {
  const listFile = path.join(path.dirname(excerptFile), 'excerpts.json');
  if (!existsSync(listFile)) return;
  const list = JSON.parse(readFileSync(listFile, 'utf8')) as ExcerptList;
  const file = path.basename(excerptFile);
  list.excerpts = [...list.excerpts.filter((x) => x.file !== file), { file, effective, ...origin }].sort((a, b) =>
    a.effective.localeCompare(b.effective),
  );
  await writeFileAtomic(listFile, JSON.stringify(list, null, 2) + '\n');
}

import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { UsageError } from '../errors.js';
import type { Diagnostic } from './diagnostic.js';
import { lintCorpus } from './lint.js';
import { loadCorpus, type LoadedCorpus } from './load-corpus.js';
import { loadLintReferences } from './references.js';

/** Loads, validates and lints a corpus: the fixtures that passed, and every diagnostic. */
export async function loadCheckedCorpus(root?: string): Promise<LoadedCorpus> {
  if (root !== undefined) await checkCorpusDirectory(root);
  const corpus = await loadCorpus(root);
  const lint: Diagnostic[] = lintCorpus(corpus.fixtures, loadLintReferences());
  const bad = new Set(lint.map((d) => d.file));
  return {
    ...corpus,
    fixtures: corpus.fixtures.filter((f) => !bad.has(f.file)),
    diagnostics: [...corpus.diagnostics, ...lint],
  };
}

/**
 * A corpus directory given by hand (`--fixtures DIR`) must be one: a mistyped path would otherwise
 * be an empty corpus, and `validate` would call it valid.
 */
async function checkCorpusDirectory(root: string): Promise<void> {
  const found = await stat(root).catch(() => undefined);
  if (!found) throw new UsageError(`--fixtures ${root}: no such directory`);
  if (!found.isDirectory()) throw new UsageError(`--fixtures ${root}: not a directory`);
}

/** SHA-256 over the fixtures' ids and the hashes of their exact file contents, in id order. */
export function corpusHash(corpus: LoadedCorpus): string {
  const h = createHash('sha256');
  for (const f of [...corpus.fixtures].sort((a, b) => (a.fixture.id < b.fixture.id ? -1 : 1))) {
    h.update(f.fixture.id);
    h.update('\0');
    h.update(f.hash);
    h.update('\0');
  }
  return h.digest('hex');
}

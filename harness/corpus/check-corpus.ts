import { createHash } from 'node:crypto';
import type { Diagnostic } from './diagnostic.js';
import { lintCorpus } from './lint.js';
import { loadCorpus, type LoadedCorpus } from './load-corpus.js';
import { loadLintReferences } from './references.js';

/** Loads, validates and lints a corpus: the fixtures that passed, and every diagnostic. */
export async function loadCheckedCorpus(root?: string): Promise<LoadedCorpus> {
  const corpus = await loadCorpus(root);
  const lint: Diagnostic[] = lintCorpus(corpus.fixtures, loadLintReferences());
  const bad = new Set(lint.map((d) => d.file));
  return {
    ...corpus,
    fixtures: corpus.fixtures.filter((f) => !bad.has(f.file)),
    diagnostics: [...corpus.diagnostics, ...lint],
  };
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

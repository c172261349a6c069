// The corpus as the mutation tests (harness/mutation/*.mutation.ts) read it: every fixture with the editions it
// runs in (representativeEditions; why that is the same test as every edition: corpus-passes.mutation.ts).
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadedCorpus } from '../corpus/load-corpus.js';
import type { Fixture } from '../generated/fixture.js';

// Vitest re-imports the test files, in a fresh worker, for every mutant Stryker runs. Under Stryker
// (STRYKER_MUTATOR_WORKER set) the corpus is loaded, validated and linted once and kept as JSON in the
// sandbox Stryker runs in (its working directory, thrown away after the run), so later mutants read
// it back instead of validating 600-odd fixtures again. Loading never touches engine code, so no mutant
// can change what is cached; the fixtures do not change during a run.
export interface PreparedCorpus {
  diagnostics: LoadedCorpus['diagnostics'];
  work: { id: string; fixture: Fixture; editions: string[] }[];
}

export const underStryker = (): boolean => process.env['STRYKER_MUTATOR_WORKER'] !== undefined;

/** Writes a cache file whole under a private name, then renames it: two workers never see half a file. */
export function writeCache(file: string, value: unknown): void {
  const tmp = `${file}.${process.pid}`;
  writeFileSync(tmp, JSON.stringify(value));
  renameSync(tmp, file);
}

const CACHE_FILE = join(process.cwd(), '.mutation-corpus.json');

export async function prepareCorpus(): Promise<PreparedCorpus> {
  if (underStryker() && existsSync(CACHE_FILE)) return JSON.parse(readFileSync(CACHE_FILE, 'utf8')) as PreparedCorpus;
  // Imported here, not above: a mutant run that reads the cache need not load the validator and linter.
  const { loadCheckedCorpus } = await import('../corpus/check-corpus.js');
  const { knownEditions } = await import('../corpus/references.js');
  const { representativeEditions } = await import('../../adapters/reference/discrimination.js');
  const corpus = await loadCheckedCorpus();
  const editions = knownEditions();
  const prepared: PreparedCorpus = {
    diagnostics: corpus.diagnostics,
    work: corpus.fixtures.map((lf) => ({
      id: lf.fixture.id,
      fixture: lf.fixture,
      editions: representativeEditions(lf.fixture, editions),
    })),
  };
  if (underStryker()) writeCache(CACHE_FILE, prepared);
  return prepared;
}

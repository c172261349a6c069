/**
 * `npm run manifest`: writes fixtures/manifest.json; with --check, exits 1 when the committed one is
 * stale (a test runs that).
 */
import { readFile } from 'node:fs/promises';
import { loadCheckedCorpus } from '../corpus/check-corpus.js';
import { formatDiagnostic } from '../corpus/diagnostic.js';
import { buildManifest } from '../corpus/manifest.js';
import { knownEditions } from '../corpus/references.js';
import { fromRoot } from '../paths.js';
import { writeFileAtomic } from '../report/atomic-file.js';

export async function manifestText(): Promise<string> {
  const corpus = await loadCheckedCorpus();
  if (corpus.diagnostics.length > 0)
    throw new Error(`the corpus has problems:\n${corpus.diagnostics.map(formatDiagnostic).join('\n')}`);
  return JSON.stringify(buildManifest(corpus, knownEditions()), null, 1) + '\n';
}

export const MANIFEST_FILE = (): string => fromRoot('fixtures', 'manifest.json');

async function main(): Promise<void> {
  const text = await manifestText();
  if (process.argv.includes('--check')) {
    const current = await readFile(MANIFEST_FILE(), 'utf8').catch(() => '');
    if (current !== text) {
      process.stderr.write('fixtures/manifest.json is stale: run `npm run manifest`\n');
      process.exitCode = 1;
    }
    return;
  }
  await writeFileAtomic(MANIFEST_FILE(), text);
  process.stdout.write('wrote fixtures/manifest.json\n');
}

// Run as a script: from dist/ (npm run manifest) or from the source under tsx (prepack, no build needed).
if (/write-manifest\.[jt]s$/.test(process.argv[1] ?? '')) await main();

import { loadCheckedCorpus } from '../corpus/check-corpus.js';
import { formatDiagnostic } from '../corpus/diagnostic.js';

/** `phasing-cts validate`: 0 when the corpus is valid, 2 with one line per problem otherwise. */
export async function validateCommand(opts: { fixtures?: string; json?: boolean }): Promise<number> {
  const corpus = await loadCheckedCorpus(opts.fixtures);
  if (opts.json) {
    process.stdout.write(
      JSON.stringify({ fixtures: corpus.fixtures.length, diagnostics: corpus.diagnostics }, null, 2) + '\n',
    );
  } else if (corpus.diagnostics.length === 0) {
    process.stdout.write(`corpus valid: ${corpus.fixtures.length} fixtures in ${corpus.root}\n`);
  } else {
    for (const d of corpus.diagnostics) process.stderr.write(formatDiagnostic(d) + '\n');
    const files = new Set(corpus.diagnostics.map((d) => d.file)).size;
    process.stderr.write(`\n${corpus.diagnostics.length} problem(s) in ${files} file(s)\n`);
  }
  return corpus.diagnostics.length === 0 ? 0 : 2;
}

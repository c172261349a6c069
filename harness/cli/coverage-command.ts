import { readFileSync } from 'node:fs';
import { corpusHash, loadCheckedCorpus } from '../corpus/check-corpus.js';
import { computeCoverage } from '../corpus-coverage/compute-coverage.js';
import { formatCoverageMarkdown, formatCoverageTerminal } from '../corpus-coverage/render-coverage.js';
import type { CoverageReport } from '../generated/coverage.js';
import { fromRoot } from '../paths.js';
import { writeFileAtomic } from '../model/atomic-file.js';
import { isCalendarDate } from '../run/dates.js';
import { editionInForceOn } from '../model/edition-dates.js';
import { editionDates, loadSourcesIndex, type SourcesIndex } from '../sources/sources-index.js';
import { UsageError } from '../errors.js';

export interface CoverageCommandOptions {
  edition: string;
  json?: string;
  markdown?: string;
  fixtures?: string;
  sources?: string;
}

/** --edition for coverage: "all" (every edition), "latest", or a date (the edition in force then). */
export function editionScope(index: SourcesIndex, spec: string): string[] {
  const all = editionDates(index);
  if (spec === 'all') return all;
  if (spec === 'latest') return [all[all.length - 1]!];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(spec))
    throw new UsageError(`--edition expects YYYY-MM-DD, "latest" or "all", not "${spec}"`);
  if (!isCalendarDate(spec)) throw new UsageError(`--edition ${spec} is not a calendar date (YYYY-MM-DD)`);
  const edition = editionInForceOn(index.editions.editions, spec);
  if (!edition)
    throw new UsageError(`no edition in the sources index was in force on ${spec} (the first is ${all[0]})`);
  return [edition.date];
}

export function loadIndexOption(dir: string | undefined): SourcesIndex {
  try {
    return loadSourcesIndex(dir);
  } catch (e) {
    throw new UsageError(`--sources: ${e instanceof Error ? e.message : String(e)}`);
  }
}

const packageVersion = (): string =>
  (JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as { version: string }).version;

/**
 * `phasing-cts coverage`: the CI coverage gate. Exit 0 when every phasing clause (in every edition in scope where
 * it exists), every related rule with coverage "fixtures" and every testable ruling has an approved fixture;
 * 1 when something is uncovered (or a fixture cites something the sources index lacks); 2 on usage errors and
 * when the corpus itself has validation problems (the report is still written, but its counts leave out the
 * broken fixtures, so the gate cannot be trusted).
 */
export async function coverageCommand(opts: CoverageCommandOptions): Promise<number> {
  const index = loadIndexOption(opts.sources);
  const editions = editionScope(index, opts.edition);
  const corpus = await loadCheckedCorpus(opts.fixtures);
  const approved = corpus.fixtures.filter((f) => f.fixture.status === 'approved').length;
  const report: CoverageReport = computeCoverage({
    index,
    fixtures: corpus.fixtures,
    editions,
    editionArg: opts.edition,
    suite: {
      name: 'phasing-cts',
      version: packageVersion(),
      corpusHash: corpusHash(corpus),
      fixtureCount: corpus.fixtures.length,
      approved,
      proposed: corpus.fixtures.length - approved,
      problems: corpus.diagnostics.length,
      sources: index.dir,
    },
  });
  if (opts.json) await writeFileAtomic(opts.json, JSON.stringify(report, null, 2) + '\n');
  if (opts.markdown) await writeFileAtomic(opts.markdown, formatCoverageMarkdown(report));
  process.stdout.write(formatCoverageTerminal(report) + '\n');
  if (corpus.diagnostics.length > 0) return 2;
  return report.summary.gate.pass ? 0 : 1;
}

import { UsageError } from '../errors.js';
import { loadCheckedCorpus } from '../corpus/check-corpus.js';
import { formatDiagnostic } from '../corpus/diagnostic.js';
import type { LoadedCorpus } from '../corpus/load-corpus.js';
import { coreFixtureIds, inProfile, parseProfile } from './profiles.js';
import { filterFixtures, selectEditions } from './select.js';
import { scoreScope, type ScoreScope } from './summarize.js';
import { buildWorkList, type WorkList } from './work-list.js';

export interface SelectionOptions {
  fixturesDir?: string;
  /** "latest" (default), "all", or a date: the edition in force then. */
  edition?: string;
  /** Glob over fixture ids, or a substring of id/title/file. */
  filter?: string;
  /** false leaves proposed fixtures out (vitest's option). */
  proposed?: boolean;
  /** Only the fixtures of this profile ("core": an engine's first goal; "full": every approved fixture). */
  profile?: string;
}

/** Everything a run needs before an engine is started, computed once for every front door. */
export interface PreparedRun {
  corpus: LoadedCorpus;
  work: WorkList;
  scope: ScoreScope;
}

/**
 * Loads and checks the corpus, selects editions and fixtures, and builds the work list. A corpus
 * with problems, a bad --edition, or a selection with nothing to run is a UsageError (exit 2):
 * a run that runs nothing must say why rather than report an empty success.
 */
export async function prepareRun(o: SelectionOptions): Promise<PreparedRun> {
  const editions = selectEditions(o.edition);
  const profile = parseProfile(o.profile);
  const corpus = await loadCheckedCorpus(o.fixturesDir);
  if (corpus.diagnostics.length > 0) {
    throw new UsageError(
      `the corpus has ${corpus.diagnostics.length} problem(s); run \`phasing-cts validate\`:\n${corpus.diagnostics.slice(0, 20).map(formatDiagnostic).join('\n')}`,
    );
  }
  const fixtures = inProfile(
    filterFixtures(corpus.fixtures, o.filter).filter((lf) => o.proposed !== false || lf.fixture.status === 'approved'),
    corpus.fixtures,
    profile,
  );
  const work = buildWorkList(fixtures, editions, corpus.root);
  if (work.items.length === 0)
    throw new UsageError(nothingToRun(fixtures.length, corpus.fixtures.length, editions, o.filter));
  return { corpus, work, scope: scoreScope(work, coreFixtureIds(corpus.fixtures)) };
}

function nothingToRun(selected: number, all: number, editions: string[], filter: string | undefined): string {
  const where =
    editions.length === 1 ? `edition ${editions[0]}` : `editions ${editions[0]} … ${editions[editions.length - 1]}`;
  if (selected === 0)
    return filter !== undefined
      ? `nothing to run: --filter "${filter}" matches none of the ${all} fixtures (it is a glob over ids with * and ?, or a substring of an id, title or file)`
      : 'nothing to run: the corpus has no fixtures';
  return `nothing to run: none of the ${selected} selected fixture(s) applies in ${where}; try --edition all`;
}

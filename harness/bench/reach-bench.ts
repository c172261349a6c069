import { readdir } from 'node:fs/promises';
import type { LoadedCorpus } from '../corpus/load-corpus.js';
import { fromRoot } from '../paths.js';
import { computeReach } from '../reach/reach.js';
import { readDeclaration } from '../reach/read-declaration.js';
import { coreFixtureIds } from '../run/profiles.js';
import { editionDates, loadSourcesIndex } from '../sources/sources-index.js';

interface Row {
  figure: string;
  value: string;
  target?: string;
  ok?: boolean;
}

/** Issue 27's reach targets, per engine profile in the newest edition. */
const CLAUSE_TARGET = 0.9;
const RELATED_TARGET = 0.6;

const share = (n: number, of: number) => `${n} / ${of} (${of === 0 ? '—' : Math.round((100 * n) / of)}%)`;

/** Reach of the engine declarations kept as test data (what two real engines could declare). */
export async function reachBench(record: (r: Row) => void, corpus: LoadedCorpus): Promise<void> {
  const index = loadSourcesIndex();
  const dates = editionDates(index);
  const edition = dates[dates.length - 1]!;
  const core = coreFixtureIds(corpus.fixtures);
  const dir = fromRoot('harness/reach/testdata');
  for (const file of (await readdir(dir)).filter((f) => f.endsWith('.json')).sort()) {
    const engine = await readDeclaration(`${dir}/${file}`);
    const r = computeReach({ index, fixtures: corpus.fixtures, engine, edition, core });
    const name = file.replace(/\.json$/, '');
    record({
      figure: `reach, ${name} (${edition}): phasing clause rows`,
      value: share(r.clauseRows.reached, r.clauseRows.of),
      target: `≥ ${CLAUSE_TARGET * 100}%`,
      ok: r.clauseRows.reached >= CLAUSE_TARGET * r.clauseRows.of,
    });
    record({
      figure: `  related-rule rows`,
      value: share(r.relatedRuleRows.reached, r.relatedRuleRows.of),
      target: `≥ ${RELATED_TARGET * 100}%`,
      ok: r.relatedRuleRows.reached >= RELATED_TARGET * r.relatedRuleRows.of,
    });
    record({ figure: `  approved fixtures it can run`, value: share(r.approved.runnable, r.approved.of) });
  }
}

// The test Stryker runs against each mutant of the reference engine (`npm run mutation`, stryker.config.mjs):
// every fixture of the corpus must pass in every edition it applies to. One test per fixture, so that
// Stryker's per-test coverage runs only the fixtures that reach a mutant. Proposed fixtures count too: a
// mutant they notice is a behaviour the corpus pins down. Not part of `npm test` (its name does not end
// in .test.ts); vitest.mutation.config.ts selects it.
//
// Each fixture runs in one edition per distinct combination of the engine's edition switches within the
// fixture's own `editions` bounds (representativeEditions), not in all 77. That is the same test: the
// reference engine reads the edition only through `rulesFor` (engine/editions.ts), whose answer is the
// switch vector — `new Game(request.edition, …)` in adapters/reference/index.ts stores it, and the only
// reads are `g.rules[...]` in sba.ts, leave-game.ts and seams.ts — and checkObservation does not take the
// edition at all, so two editions with the same vector give the same observation and the same verdict.
// editions.test.ts ties the switch dates to fixtures/sources/editions.json. A mutant of editions.ts itself
// would move the boundaries this selection is computed from, which is why stryker.config.mjs leaves that
// file out.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runReference } from '../../adapters/reference/index.js';
import { checkObservation } from '../check/check-observation.js';
import type { LoadedCorpus } from '../corpus/load-corpus.js';
import type { Fixture } from '../generated/fixture.js';

// Vitest re-imports this file, in a fresh worker, for every mutant Stryker runs. Under Stryker
// (STRYKER_MUTATOR_WORKER set) the corpus is loaded, validated and linted once and kept as JSON in the
// sandbox Stryker runs in (its working directory, thrown away after the run), so later mutants read
// it back instead of validating 500-odd fixtures again. Loading never touches engine code, so no mutant
// can change what is cached; the fixtures do not change during a run.
interface Prepared {
  diagnostics: LoadedCorpus['diagnostics'];
  work: { id: string; fixture: Fixture; editions: string[] }[];
}
const CACHE_FILE = join(process.cwd(), '.mutation-corpus.json');

async function prepare(): Promise<Prepared> {
  const underStryker = process.env['STRYKER_MUTATOR_WORKER'] !== undefined;
  if (underStryker && existsSync(CACHE_FILE)) return JSON.parse(readFileSync(CACHE_FILE, 'utf8')) as Prepared;
  // Imported here, not above: a mutant run that reads the cache need not load the validator and linter.
  const { loadCheckedCorpus } = await import('../corpus/check-corpus.js');
  const { knownEditions } = await import('../corpus/references.js');
  const { representativeEditions } = await import('../../adapters/reference/discrimination.js');
  const corpus = await loadCheckedCorpus();
  const editions = knownEditions();
  const prepared: Prepared = {
    diagnostics: corpus.diagnostics,
    work: corpus.fixtures.map((lf) => ({
      id: lf.fixture.id,
      fixture: lf.fixture,
      editions: representativeEditions(lf.fixture, editions),
    })),
  };
  if (underStryker) {
    // Written whole under a private name, then renamed: two workers never see half a file.
    const tmp = `${CACHE_FILE}.${process.pid}`;
    writeFileSync(tmp, JSON.stringify(prepared));
    renameSync(tmp, CACHE_FILE);
  }
  return prepared;
}

const { diagnostics, work } = await prepare();

describe('the corpus on the reference engine', () => {
  it('loads without problems', () => {
    expect(diagnostics).toEqual([]);
  });

  it.each(work.map((w) => [w.id, w] as const))('%s passes in every edition it applies to', (_id, w) => {
    const failing: string[] = [];
    for (const edition of w.editions) {
      const answer = runReference({ fixture: w.id, edition, setup: w.fixture.setup, actions: w.fixture.actions }, {});
      if ('error' in answer) {
        failing.push(`${edition}: engine error: ${answer.error.message}`);
        continue;
      }
      const failures = checkObservation(w.fixture, answer.observation);
      if (failures.length > 0) {
        failing.push(`${edition}: ${failures[0]!.message}`);
        break;
      }
    }
    expect(failing).toEqual([]);
  });
});

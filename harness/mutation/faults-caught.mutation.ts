// The second test Stryker runs against each mutant of the reference engine (`npm run mutation`): every named
// fault is still caught by an approved fixture, as the discrimination test (adapters/reference/
// discrimination.test.ts, part of `npm test`) requires. A fault plugs into a seam of the rules code
// (engine/seams.ts) by the seam's part name, so a mutant that renames a part or stops asking the seam
// (`g.seams.leaving(g, 'abilities-cease')` made `true`) changes no rule but leaves a fault with nothing to
// switch off: the corpus still passes, and this test, like the discrimination test, notices that the
// fault is no longer caught. Not part of `npm test` (vitest.mutation.config.ts selects it).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FAULTS, type FaultId } from '../../adapters/reference/faults.js';
import { runReference } from '../../adapters/reference/index.js';
import { checkObservation } from '../check/check-observation.js';
import { prepareCorpus, underStryker, writeCache, type PreparedCorpus } from './prepared-corpus.js';

const { work } = await prepareCorpus();
type Work = PreparedCorpus['work'][number];

/** Whether the fixture fails under the fault in some edition it runs in: a wrong observation, an error, a throw. */
function caughtBy(w: Work, fault: FaultId): boolean {
  return w.editions.some((edition) => {
    try {
      const answer = runReference(
        { fixture: w.id, edition, setup: w.fixture.setup, actions: w.fixture.actions },
        { fault },
      );
      return 'error' in answer || checkObservation(w.fixture, answer.observation).length > 0;
    } catch {
      return true;
    }
  });
}

// Under Stryker the fixture that catches each fault is found once, in the run without a mutant (the fixtures
// citing a meaning the fault breaks are tried first, so the search stops early), and kept in the sandbox;
// each mutant then runs that one fixture under the fault.
const CACHE_FILE = join(process.cwd(), '.mutation-fault-catchers.json');
const cached: Record<string, string> | undefined =
  underStryker() && existsSync(CACHE_FILE)
    ? (JSON.parse(readFileSync(CACHE_FILE, 'utf8')) as Record<string, string>)
    : undefined;
const found: Record<string, string> = {};
const approved = work.filter((w) => w.fixture.status === 'approved');
const byId = new Map(approved.map((w) => [w.id, w]));

function findCatcher(fault: (typeof FAULTS)[number]): string | undefined {
  const breaks = new Set<string>(fault.breaks);
  const cites = (w: Work) => w.fixture.sources.some((s) => s.kind === 'rule' && breaks.has(s.meaning));
  const ordered = [...approved.filter(cites), ...approved.filter((w) => !cites(w))];
  return ordered.find((w) => caughtBy(w, fault.id))?.id;
}

describe('every named fault under the mutant', () => {
  afterAll(() => {
    if (underStryker() && cached === undefined) writeCache(CACHE_FILE, found);
  });

  it.each(FAULTS.map((f) => [f.id, f] as const))('%s is caught by an approved fixture', (id, fault) => {
    const known = cached?.[id];
    const catcher =
      known === undefined ? findCatcher(fault) : byId.has(known) && caughtBy(byId.get(known)!, id) ? known : undefined;
    if (catcher !== undefined) found[id] = catcher;
    expect(catcher, `no approved fixture fails under ${id}`).toBeDefined();
  });
});

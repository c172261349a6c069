import path from 'node:path';
import type { Fixture } from '../generated/fixture.js';
import type { Failure } from '../generated/report.js';
import { writeFileAtomic } from '../model/atomic-file.js';
import { fixtureOf } from './expectations.js';
import type { FoundDivergence, FuzzOutcome } from './job.js';

const LISTED_DIFFERENCES = 6;

const describe = (f: Failure) => f.message;

/** What the relation means, for a draft's notes. */
const RELATION_TEXT: Record<FoundDivergence['relation'], string> = {
  differential: 'the engine under test and the reference engine observed this scenario differently',
  rename: 'renaming the object ids changed what the engine observed',
  permute:
    "reordering lists whose order the rules give no meaning (run --permute's rules) changed what the engine observed",
  bystander: 'adding a permanent no action touches, for a player no action names, changed what the engine observed',
  'split-advance': 'advancing in two steps instead of one changed what the engine observed',
  'swap-seats': "swapping the two players' seats changed what the engine observed",
};

export interface DraftContext {
  engine: string;
  runSeed: number;
  /** The run's --edition (an edition, or "all"), for the replay line; each draft is played in its own. */
  edition: string;
}

/** The draft fixture for one divergence: status proposed, its expectations to be confirmed against the rules. */
export function draftFixture(d: FoundDivergence, index: number, ctx: DraftContext): Fixture {
  const id = `fuzz-${ctx.runSeed >>> 0}-${index + 1}-${d.relation}`;
  const differences = d.failures.slice(0, LISTED_DIFFERENCES).map(describe);
  const more = d.failures.length > LISTED_DIFFERENCES ? ` (+${d.failures.length - LISTED_DIFFERENCES} more)` : '';
  const expectationsFrom =
    d.relation === 'differential'
      ? "the reference engine's observations of this scenario"
      : "the reference engine's observations of the original scenario, carried through the relation (the engine under test agreed with them there)";
  const notes = [
    `Draft written by phasing-cts fuzz against ${ctx.engine} in the edition of ${d.edition}: ${RELATION_TEXT[d.relation]}.`,
    `Observed difference: ${differences.join('; ')}${more}.`,
    `Scenario: ${d.origin.join(', ')}.`,
    `Replay: phasing-cts fuzz --seed ${ctx.runSeed} --edition ${ctx.edition} (fast-check seed ${d.seed}, path ${d.path || '(none)'}, relation ${d.relation}).`,
    `The expectations are ${expectationsFrom}. They must be confirmed against the rules (cite the clause or ruling that decides each one in sources, drop the ones nothing decides) before the status becomes approved.`,
  ].join(' ');
  const title = `Fuzz draft (${d.relation}): ${differences[0] ?? 'the engine diverged'}`.slice(0, 200);
  return fixtureOf(d.case, d.case.expect, { id, title, edition: d.edition, notes });
}

/** Size of a draft: what the shrinking minimises and the bench reports. */
export function draftSize(f: Fixture): { objects: number; actions: number; checkpoints: number; players: number } {
  const checkpoints = f.actions.filter((a) => a.do === 'checkpoint').length;
  return {
    objects: f.setup.objects.length,
    actions: f.actions.length - checkpoints,
    checkpoints,
    players: f.setup.players.length,
  };
}

/** The JSON summary: the run's counts and each divergence with its draft. */
export function fuzzSummary(outcome: FuzzOutcome, ctx: DraftContext) {
  const { found, ...counts } = outcome;
  return {
    engine: ctx.engine,
    ...counts,
    scenariosPerSecond: Math.round((outcome.scenarios / Math.max(1, outcome.elapsedMs)) * 1000),
    divergences: found.map((d, i) => {
      const fixture = draftFixture(d, i, ctx);
      return {
        relation: d.relation,
        seed: d.seed,
        path: d.path,
        foundAfterMs: d.foundAfterMs,
        difference: d.failures.map(describe),
        size: draftSize(fixture),
        fixture,
      };
    }),
  };
}

export type FuzzSummary = ReturnType<typeof fuzzSummary>;

/**
 * Writes each draft as DIR/drafts/<id>.json (a folder `run --fixtures` loads as it is) and the
 * summary as DIR/fuzz-summary.json; returns the files written.
 */
export async function writeDrafts(dir: string, summary: FuzzSummary): Promise<string[]> {
  const files: string[] = [];
  for (const d of summary.divergences) {
    const file = path.join(dir, 'drafts', `${d.fixture.id}.json`);
    await writeFileAtomic(file, JSON.stringify(d.fixture, null, 2) + '\n');
    files.push(file);
  }
  const file = path.join(dir, 'fuzz-summary.json');
  await writeFileAtomic(file, JSON.stringify(summary, null, 2) + '\n');
  return [...files, file];
}

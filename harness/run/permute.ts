import type { Adapter } from '../adapter.js';
import type { LoadedFixture } from '../corpus/load-corpus.js';
import type { CatalogueCard } from '../generated/cards.js';
import type { Action, Fixture } from '../generated/fixture.js';
import type { FixtureResult } from '../generated/report.js';
import { catalogueCard } from '../sources/load-sources.js';
import { UsageError } from '../errors.js';
import { loadCheckedCorpus } from '../corpus/check-corpus.js';
import { formatDiagnostic } from '../corpus/diagnostic.js';
import { appliesIn } from '../model/applicability.js';
import { DEFAULT_TIMEOUT_MS } from './run-suite.js';
import { runFixture } from './run-fixture.js';
import { filterFixtures, selectEditions } from './select.js';

/**
 * `run --permute`: the result of a fixture must not depend on the order of lists whose order the
 * rules give no meaning. Which lists those are is decided from the fixture schema:
 *
 * - `setup.objects`: objects are referred to by id; nothing in the schema gives their listing order a
 *   meaning (no timestamp, no seat).
 * - `setup.players`: listed in seat order, so only rotations are allowed (the same cycle of turns and
 *   the same APNAP order from any active player); reversal too when there are exactly two players.
 * - the `objects` of phaseOut, phaseIn, destroy and tap: one effect acting on all of them at once.
 * - the `attackers` of declareAttackers and `blockers` of declareBlockers: declared all at once (508.1, 509.1).
 * - `targets` of a cast, an activation or a trigger, only when the ability's Oracle text (from the
 *   catalogue) asks for one set of like targets ("any number of target …", "up to X target …",
 *   "X target …", "two target …") rather than targets with different roles (Arc Trail's "any target
 *   and … another target").
 *
 * Never permuted: `triggers` (listed order is stack order), `actions` themselves, `choices` (their
 * meaning is the card's), `expect` (the harness's side, not the engine's).
 */

export interface Variant {
  /** Short name shown when the result changes: "reversed" or "rotated". */
  name: string;
  fixture: Fixture;
}

/** A reordering keeps a list's length, so the schema's non-empty and fixed-length list types survive it. */
type Reorder = <L extends readonly unknown[]>(list: L) => L;
const reverse: Reorder = (list) => [...list].reverse() as unknown as typeof list;
const rotate: Reorder = (list) => (list.length < 2 ? list : ([...list.slice(1), list[0]] as unknown as typeof list));
const keep: Reorder = (list) => list;

const SET_OF_TARGETS =
  /\b(any number of|up to (?:one|two|three|four|five|x|\w+)|x|two|three|four|five) (?:other )?target\b/i;

/**
 * Whether the Oracle text of an ability treats its targets as one set: a set of like targets is its only
 * instance of the word "target" (not Arc Trail's "another target", nor Domineering Will's "target player"
 * before its "up to three target nonattacking creatures").
 */
export function targetsAreOneSet(text: string | undefined): boolean {
  return text !== undefined && SET_OF_TARGETS.test(text) && (text.match(/\btarget\b/gi) ?? []).length === 1;
}

type CardLookup = (name: string) => CatalogueCard | undefined;

function abilityText(f: Fixture, objectId: string, key: string | undefined, cards: CardLookup): string | undefined {
  const name = f.setup.objects.find((o) => o.id === objectId)?.card;
  const card = name === undefined ? undefined : cards(name);
  if (!card) return undefined;
  const ability =
    key === undefined ? card.abilities.find((a) => a.kind === 'spell') : card.abilities.find((a) => a.key === key);
  return ability?.text;
}

function permuteAction(f: Fixture, a: Action, reorder: Reorder, cards: CardLookup): Action {
  const withTriggers = (x: Action): Action =>
    x.triggers
      ? {
          ...x,
          triggers: x.triggers.map((t) =>
            t.targets && targetsAreOneSet(abilityText(f, t.source, t.ability, cards))
              ? { ...t, targets: reorder(t.targets) }
              : t,
          ),
        }
      : x;
  switch (a.do) {
    case 'phaseOut':
    case 'phaseIn':
    case 'destroy':
    case 'tap':
    case 'exile':
    case 'returnToHand':
    case 'sacrifice':
    case 'putCounters':
    case 'pump':
      return withTriggers({ ...a, objects: reorder(a.objects) });
    case 'declareAttackers':
      return withTriggers({ ...a, attackers: reorder(a.attackers) });
    case 'declareBlockers':
      return withTriggers({ ...a, blockers: reorder(a.blockers) });
    case 'cast':
      return withTriggers(
        a.targets && targetsAreOneSet(abilityText(f, a.object, undefined, cards))
          ? { ...a, targets: reorder(a.targets) }
          : a,
      );
    case 'activate':
      return withTriggers(
        a.targets && targetsAreOneSet(abilityText(f, a.source, a.ability, cards))
          ? { ...a, targets: reorder(a.targets) }
          : a,
      );
    default:
      return withTriggers(a);
  }
}

function permuted(f: Fixture, reorder: Reorder, players: Reorder, cards: CardLookup): Fixture {
  return {
    ...f,
    setup: { ...f.setup, players: players(f.setup.players), objects: reorder(f.setup.objects) },
    actions: f.actions.map((a) => permuteAction(f, a, reorder, cards)),
  };
}

/** The permuted variants of a fixture: every order-irrelevant list reversed, and every one rotated by one. Variants identical to the fixture are left out. */
export function variants(f: Fixture, cards: CardLookup = catalogueCard): Variant[] {
  const twoPlayers = f.setup.players.length === 2;
  const out: Variant[] = [
    { name: 'reversed', fixture: permuted(f, reverse, twoPlayers ? reverse : keep, cards) },
    { name: 'rotated', fixture: permuted(f, rotate, rotate, cards) },
  ];
  const original = JSON.stringify(f);
  const seen = new Set<string>([original]);
  return out.filter((v) => {
    const text = JSON.stringify(v.fixture);
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}

/** What a result says about the engine, independent of timing: the outcome and each failing field. */
export function resultSignature(r: FixtureResult): string {
  const failures = (r.failures ?? [])
    .map((x) => `${x.pointer ?? ''}|${x.field ?? ''}|${JSON.stringify(x.expected)}|${JSON.stringify(x.actual)}`)
    .sort();
  return JSON.stringify([r.outcome, r.outcome === 'fail' ? failures : r.outcome === 'pass' ? [] : [r.message ?? '']]);
}

export interface PermutationChange {
  id: string;
  edition: string;
  variant: string;
  original: FixtureResult;
  permuted: FixtureResult;
}

export interface PermuteOutcome {
  /** (fixture, edition) pairs run, each once as written and once per variant. */
  pairs: number;
  variantsRun: number;
  changes: PermutationChange[];
}

/** Runs each fixture as written and in each variant, under each edition it applies in, and collects every result that changed. */
export async function runPermuted(
  adapter: Adapter,
  fixtures: readonly LoadedFixture[],
  editions: readonly string[],
  opts: { timeoutMs: number; cards?: CardLookup },
): Promise<PermuteOutcome> {
  const engine = await adapter.describe();
  const out: PermuteOutcome = { pairs: 0, variantsRun: 0, changes: [] };
  for (const lf of fixtures) {
    const vs = variants(lf.fixture, opts.cards);
    if (vs.length === 0) continue;
    for (const edition of editions) {
      if (!appliesIn(lf.fixture, edition)) continue;
      out.pairs++;
      const original = await runFixture(adapter, engine, lf, edition, {
        timeoutMs: opts.timeoutMs,
        relativeFile: lf.file,
      });
      const signature = resultSignature(original);
      for (const v of vs) {
        out.variantsRun++;
        const result = await runFixture(adapter, engine, { ...lf, fixture: v.fixture }, edition, {
          timeoutMs: opts.timeoutMs,
          relativeFile: lf.file,
        });
        if (resultSignature(result) !== signature)
          out.changes.push({ id: lf.fixture.id, edition, variant: v.name, original, permuted: result });
      }
    }
  }
  return out;
}

/** One line per change, for the terminal. */
export function formatChange(c: PermutationChange): string {
  const detail = c.permuted.message ?? c.original.message ?? '';
  return `ORDER-DEPENDENT ${c.id} [${c.edition}] ${c.variant}: ${c.original.outcome} as written, ${c.permuted.outcome} permuted${detail ? ` — ${detail}` : ''}`;
}

export interface PermuteRunOptions {
  fixturesDir?: string;
  edition?: string;
  filter?: string;
  createAdapter: () => Adapter | Promise<Adapter>;
  timeoutMs?: number;
}

/** Loads and checks the corpus, selects fixtures and editions as `run` does, and runs every permutation on one adapter. */
export async function permuteCorpus(o: PermuteRunOptions): Promise<PermuteOutcome> {
  const corpus = await loadCheckedCorpus(o.fixturesDir);
  if (corpus.diagnostics.length > 0) {
    throw new UsageError(
      `the corpus has ${corpus.diagnostics.length} problem(s); run \`phasing-cts validate\`:\n${corpus.diagnostics.slice(0, 20).map(formatDiagnostic).join('\n')}`,
    );
  }
  const adapter = await o.createAdapter();
  try {
    return await runPermuted(adapter, filterFixtures(corpus.fixtures, o.filter), selectEditions(o.edition), {
      timeoutMs: o.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    });
  } finally {
    await adapter.close();
  }
}

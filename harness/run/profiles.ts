import type { LoadedFixture } from '../corpus/load-corpus.js';
import { knownEditions } from '../corpus/references.js';
import type { Fixture } from '../generated/fixture.js';
import { loadCatalogue } from '../sources/load-sources.js';
import { appliesIn } from '../model/applicability.js';
import { fixtureRequirements } from '../requirements/requirements.js';
import { UsageError } from '../errors.js';
import { suggestion } from './did-you-mean.js';

/**
 * Profiles: named subsets of the approved fixtures that a score is also given over.
 *
 * - `full`: every approved fixture.
 * - `core`: an engine's first goal — every phasing subrule in every edition, each through its
 *   simplest fixtures. For each phasing meaning (PH-*) and each edition, the approved fixtures
 *   citing that meaning and applying in that edition are ranked by (1) how many of their cards have
 *   any ability other than keywords (vanilla and keyword-only cards such as Grizzly Bears or
 *   Sandbar Crocodile cost nothing) and then (2) how many capabilities they require; the cheapest
 *   (all of them, on a tie) are core. Computed from the fixture data over every known edition, so
 *   it needs no tag in the fixtures, covers every phasing clause the corpus covers by construction
 *   (harness/run/profiles.test.ts checks it against coverage), and follows the corpus when a
 *   simpler fixture is added.
 */
export const PROFILES = ['core', 'full'] as const;
export type Profile = (typeof PROFILES)[number];

function cost(f: Fixture, keywordOnly: (card: string) => boolean): [number, number] {
  const needs = fixtureRequirements(f);
  return [needs.cards.filter((c) => !keywordOnly(c)).length, needs.capabilities.length];
}

const cheaper = (a: [number, number], b: [number, number]) => a[0] - b[0] || a[1] - b[1];

const coreCache = new WeakMap<readonly LoadedFixture[], ReadonlySet<string>>();

/** Ids of the core fixtures among `fixtures` (the whole corpus: pass it before --filter). */
export function coreFixtureIds(
  fixtures: readonly LoadedFixture[],
  editions: readonly string[] = knownEditions(),
): ReadonlySet<string> {
  const hit = coreCache.get(fixtures);
  if (hit) return hit;
  const abilities = new Map(loadCatalogue().cards.map((c) => [c.name, c.abilities]));
  const keywordOnly = (card: string) => (abilities.get(card) ?? []).every((a) => a.kind === 'keyword');
  const byMeaning = new Map<string, Set<Fixture>>();
  for (const { fixture: f } of fixtures) {
    if (f.status !== 'approved') continue;
    for (const s of f.sources) {
      if (s.kind !== 'rule' || !s.meaning.startsWith('PH-')) continue;
      let citing = byMeaning.get(s.meaning);
      if (!citing) byMeaning.set(s.meaning, (citing = new Set()));
      citing.add(f);
    }
  }
  const core = new Set<string>();
  for (const citing of byMeaning.values()) {
    const tiers = costTiers([...citing], keywordOnly);
    for (const edition of editions) {
      // The cheapest applicable fixtures are those of the first tier with any that apply.
      for (const tier of tiers) {
        const applying = tier.filter((f) => appliesIn(f, edition));
        for (const f of applying) core.add(f.id);
        if (applying.length > 0) break;
      }
    }
  }
  coreCache.set(fixtures, core);
  return core;
}

/**
 * The fixtures grouped by equal cost, cheapest group first. Sorting once per clause instead of once
 * per clause and edition (95 editions) made the core profile, which every run computes, about five
 * times faster; the first group with a fixture applying in an edition holds exactly the ties for
 * cheapest among that edition's candidates, as the per-edition sort found them.
 */
function costTiers(citing: Fixture[], keywordOnly: (card: string) => boolean): Fixture[][] {
  const ranked = citing.map((f) => ({ f, c: cost(f, keywordOnly) })).sort((a, b) => cheaper(a.c, b.c));
  const tiers: Fixture[][] = [];
  let last: [number, number] | undefined;
  for (const { f, c } of ranked) {
    if (last && cheaper(c, last) === 0) tiers[tiers.length - 1]!.push(f);
    else tiers.push([f]);
    last = c;
  }
  return tiers;
}

/** The profiles a fixture belongs to. */
export function profilesOf(f: Fixture, core: ReadonlySet<string>): Profile[] {
  if (f.status !== 'approved') return [];
  return core.has(f.id) ? ['core', 'full'] : ['full'];
}

/** `--profile NAME` checked: a known profile, or a UsageError naming the known ones (and the nearest). */
export function parseProfile(name: string | undefined): Profile | undefined {
  if (name === undefined) return undefined;
  if ((PROFILES as readonly string[]).includes(name)) return name as Profile;
  throw new UsageError(
    `--profile expects ${PROFILES.map((p) => `"${p}"`).join(' or ')}, not "${name.slice(0, 80)}"${suggestion(name, PROFILES)}`,
  );
}

/** The fixtures of `profile` among `selected` (`core` is computed over the whole corpus, `all`). */
export function inProfile(
  selected: readonly LoadedFixture[],
  all: readonly LoadedFixture[],
  profile: Profile | undefined,
): LoadedFixture[] {
  if (profile === undefined) return [...selected];
  if (profile === 'full') return selected.filter((lf) => lf.fixture.status === 'approved');
  const core = coreFixtureIds(all);
  return selected.filter((lf) => core.has(lf.fixture.id));
}

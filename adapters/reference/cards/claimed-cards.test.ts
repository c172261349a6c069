import { beforeAll, describe, expect, it } from 'vitest';
import { loadCheckedCorpus } from '../../../harness/corpus/check-corpus.js';
import { knownEditions } from '../../../harness/corpus/references.js';
import type { Fixture } from '../../../harness/generated/fixture.js';
import { appliesIn } from '../../../harness/model/applicability.js';
import { loadCatalogue, referenceCardPool, runReference } from '../index.js';
import { CLAIMED_WITH_GAPS, claimGaps } from './claims.js';
import { CARD_BEHAVIOURS } from './index.js';

/**
 * What the approved fixtures' data shows of each ability, by catalogue key. From fixture data alone:
 * an activated or loyalty ability is exercised by an `activate` action naming it on an object of that
 * card; a triggered or chapter ability by a `triggers` entry or a trigger expectation naming it on an
 * object of that card, or by the engine's observation of the fixture (in the newest edition it
 * applies to) reporting that it triggered under that key — triggers that need no choices are named
 * nowhere in the fixture, and a trigger the engine reports under another key is never seen; a spell
 * ability by a `cast` of an object of that card. A keyword or static ability that offers a choice (the
 * catalogue lists its choices) by an `advance` action's `staticChoices` naming it, or by one of its
 * choices given for that card (in a cast or activation, or as a setup object's `chosen`). Another keyword or static
 * ability has no key in the fixture vocabulary: it counts as exercised when an object of that card is
 * set up or cast in an approved fixture (its effect then shows only through the expectations).
 */
function exercisedKeys(fixtures: Fixture[], editions: string[]): Map<string, Set<string>> {
  const used = new Map<string, Set<string>>();
  const mark = (card: string | undefined, key: string) => {
    if (!card) return;
    let s = used.get(card);
    if (!s) used.set(card, (s = new Set()));
    s.add(key);
  };
  for (const f of fixtures) {
    const cardOf = new Map(f.setup.objects.map((o) => [o.id, o.card]));
    for (const o of f.setup.objects) {
      mark(o.card, '*present');
      for (const name of Object.keys(o.chosen ?? {})) mark(o.card, `choice:${name}`);
    }
    for (const a of f.actions as unknown as Record<string, unknown>[]) {
      if (a['do'] === 'activate') mark(cardOf.get(a['source'] as string), a['ability'] as string);
      if (a['do'] === 'cast') mark(cardOf.get(a['object'] as string), '*cast');
      const actor = cardOf.get((a['object'] ?? a['source']) as string);
      for (const name of Object.keys((a['choices'] as object | undefined) ?? {})) mark(actor, `choice:${name}`);
      for (const t of (a['triggers'] as { source: string; ability: string }[] | undefined) ?? [])
        mark(cardOf.get(t.source), t.ability);
      for (const c of (a['staticChoices'] as { source: string; ability: string }[] | undefined) ?? [])
        mark(cardOf.get(c.source), c.ability);
    }
    for (const e of f.expect as unknown as Record<string, unknown>[]) {
      const t = e['triggered'] as { source: string; ability: string } | undefined;
      if (t) mark(cardOf.get(t.source), t.ability);
    }
    const edition = editions.filter((e) => appliesIn(f, e)).at(-1);
    const answer = edition ? runReference({ fixture: f.id, edition, setup: f.setup, actions: f.actions }) : undefined;
    if (answer && 'observation' in answer) {
      const snapshots = Object.values(answer.observation.checkpoints);
      for (const o of snapshots.flatMap((c) => c.objects)) if (!cardOf.has(o.id)) cardOf.set(o.id, o.card);
      for (const t of answer.observation.checkpoints['end']?.triggers ?? []) mark(cardOf.get(t.source), t.ability);
    }
  }
  return used;
}

let approved: Fixture[];
beforeAll(async () => {
  const corpus = await loadCheckedCorpus();
  approved = corpus.fixtures.map((lf) => lf.fixture).filter((f) => f.status === 'approved');
}, 120_000);

describe('the cards the reference engine claims', () => {
  const catalogue = loadCatalogue();
  const behaviours = new Map(CARD_BEHAVIOURS.map((b) => [b.name, b]));
  const claimed = referenceCardPool();

  it('implement every catalogue ability under the catalogue key, but for the listed debt', () => {
    const gaps = claimed
      .filter((name) => !(name in CLAIMED_WITH_GAPS))
      .flatMap((name) => {
        const g = claimGaps(catalogue.get(name)!, behaviours.get(name));
        return [
          ...g.missing.map((k) => `${name}: ${k} not implemented`),
          ...g.unknown.map((k) => `${name}: reports ${k}, not a catalogue key`),
        ];
      });
    expect(gaps).toEqual([]);
  });

  it('are claimed with gaps only as listed: exactly those abilities missing', () => {
    const actual = Object.fromEntries(
      Object.keys(CLAIMED_WITH_GAPS).map((name) => [
        name,
        claimGaps(catalogue.get(name)!, behaviours.get(name)).missing,
      ]),
    );
    expect(actual).toEqual(CLAIMED_WITH_GAPS);
    expect(Object.keys(CLAIMED_WITH_GAPS).filter((name) => !claimed.includes(name))).toEqual([]);
  });

  it('have every catalogue ability exercised by an approved fixture', () => {
    const used = exercisedKeys(approved, knownEditions());
    const unexercised = claimed.flatMap((name) => {
      const u = used.get(name) ?? new Set<string>();
      return catalogue
        .get(name)!
        .abilities.filter((a) => {
          if (CLAIMED_WITH_GAPS[name]?.includes(a.key)) return false; // listed above as not implemented
          if (a.kind === 'activated' || a.kind === 'loyalty' || a.kind === 'triggered' || a.kind === 'chapter')
            return !u.has(a.key);
          if (a.kind === 'spell') return !u.has('*cast');
          if (a.choices?.length) return !u.has(a.key) && !a.choices.some((c) => u.has(`choice:${c.name}`));
          return !u.has('*present') && !u.has('*cast');
        })
        .map((a) => `${name}: ${a.kind} ${a.key}`);
    });
    expect(unexercised).toEqual([]);
  });

  // A card the engine stops claiming leaves the fixtures that require it untested, not failed: so a module
  // whose `hookedAbilities` lost a key would go unnoticed by the corpus run (harness/mutation).
  it('include every card an approved fixture requires', () => {
    const pool = new Set(claimed);
    const required = new Set(approved.flatMap((f) => f.requires?.cards ?? []));
    expect([...required].filter((name) => !pool.has(name)).sort()).toEqual([]);
  });

  it('every card module belongs to a catalogue card', () => {
    expect(CARD_BEHAVIOURS.map((b) => b.name).filter((n) => !catalogue.has(n))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { ObjectSetup as SetupObject } from '../../../harness/generated/fixture.js';
import { CARD_BEHAVIOURS } from '../cards/index.js';
import { seamsFor } from '../faults.js';
import { loadCatalogue } from '../index.js';
import { cast } from './casting.js';
import { IllegalAction, Unsupported } from './errors.js';
import { Game } from './game.js';
import { addMana } from './mana.js';
import { phaseIn, phaseOut } from './phasing.js';
import { becomePrepared } from './prepare.js';
import { checkStateBasedActions } from './sba.js';
import { buildGame } from './setup.js';
import { resolveTop } from './stack.js';

// The copy of a prepare spell (722.3c) is an object the fixtures never name: these tests look at it directly.

function game(objects: SetupObject[]): Game {
  const catalogue = loadCatalogue();
  const card = (name: string) => catalogue.get(name)!;
  const g = new Game('2026-08-07', seamsFor(undefined), new Map(CARD_BEHAVIOURS.map((b) => [b.name, b])), card);
  buildGame(g, { players: [{ id: 'A' }, { id: 'B' }], turn: { number: 3, active: 'A', step: 'main1' }, objects }, card);
  return g;
}
const healer = (extra: Partial<SetupObject> = {}): SetupObject => ({
  id: 'healer',
  card: 'Infirmary Healer',
  owner: 'A',
  zone: 'battlefield',
  prepared: true,
  ...extra,
});
const copies = (g: Game) => [...g.objects.values()].filter((o) => o.prepareCopyOf !== undefined);

describe('the copy of a prepare spell (722.3c)', () => {
  it('is made in exile by the prepared permanent’s controller, with only the prepare spell’s characteristics', () => {
    const g = game([healer({ controller: 'B' })]);
    expect(copies(g).map((c) => [c.zone, c.owner, c.card.name, c.card.types, c.card.manaCost])).toEqual([
      ['exile', 'B', 'Stream of Life', ['Sorcery'], '{X}{G}'],
    ]);
  });

  it('is the one kept for the named permanent, whatever else is in exile', () => {
    const g = game([{ id: 'exiled', card: 'Grizzly Bears', owner: 'A', zone: 'exile' }, healer()]);
    addMana(g.player('A'), '{G}');
    cast(g, 'A', 'healer', ['A'], 0, {}, undefined, true);
    expect(g.stack.map((item) => item.source.card.name)).toEqual(['Stream of Life']);
  });

  it('can be cast only by the permanent’s controller', () => {
    const g = game([healer({ controller: 'B' })]);
    addMana(g.player('A'), '{G}');
    expect(() => cast(g, 'A', 'healer', ['A'], 0, {}, undefined, true)).toThrow(
      new IllegalAction("only B, who controls healer, may cast its prepare spell's copy (722.3c)"),
    );
  });

  it('resolves, then ceases to exist rather than staying in a graveyard (704.5e), and the permanent is unprepared', () => {
    const g = game([healer()]);
    addMana(g.player('A'), '{2}{G}');
    cast(g, 'A', 'healer', ['B'], 2, {}, undefined, true);
    expect(g.objects.get('healer')!.prepared).toBe(false);
    resolveTop(g, {}, undefined);
    checkStateBasedActions(g);
    expect(g.player('B').life).toBe(22);
    expect(copies(g)).toEqual([]);
  });

  it('ceases to exist once the permanent leaves the battlefield, which takes the designation with it', () => {
    const g = game([healer()]);
    g.moveTo(g.objects.get('healer')!, 'graveyard');
    checkStateBasedActions(g);
    expect(copies(g)).toEqual([]);
    expect(g.objects.get('healer')!.prepared).toBeUndefined();
  });

  it('is not made for a permanent set up phased out, and is made as it phases in prepared', () => {
    const g = game([healer({ phased: { how: 'directly', under: 'A' } })]);
    expect(copies(g)).toEqual([]);
    phaseIn(g, [g.objects.get('healer')!]);
    expect(copies(g).map((c) => c.prepareCopyOf)).toEqual([{ id: 'healer', incarnation: 0 }]);
  });

  it('is not made again for a permanent that phases in unprepared', () => {
    const g = game([healer({ prepared: false, phased: { how: 'directly', under: 'A' } })]);
    phaseIn(g, [g.objects.get('healer')!]);
    expect(copies(g)).toEqual([]);
  });
});

describe('becoming prepared (722.3a)', () => {
  it('makes no second copy for a permanent that is prepared already', () => {
    const g = game([healer()]);
    becomePrepared(g, g.objects.get('healer')!);
    expect(copies(g)).toHaveLength(1);
  });

  it('does nothing to a permanent without a prepare spell', () => {
    const g = game([{ id: 'bear', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' }]);
    becomePrepared(g, g.objects.get('bear')!);
    expect([g.objects.get('bear')!.prepared, copies(g)]).toEqual([undefined, []]);
  });

  it('gives no copy to a permanent that phases in prepared without a prepare spell (722.3c: "a permanent with a prepare spell")', () => {
    // A prepared creature that became a copy of something else stays prepared (its rulings); none in the catalogue can.
    const g = game([
      { id: 'bear', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield', phased: { how: 'directly', under: 'A' } },
    ]);
    g.objects.get('bear')!.prepared = true;
    phaseIn(g, [g.objects.get('bear')!]);
    expect(copies(g)).toEqual([]);
  });
});

describe('when the copy stops being kept (704.5e)', () => {
  it('ceases once its permanent stops being prepared (722.3b)', () => {
    const g = game([healer()]);
    checkStateBasedActions(g);
    expect(copies(g)).toHaveLength(1);
    g.objects.get('healer')!.prepared = false;
    checkStateBasedActions(g);
    expect(copies(g)).toEqual([]);
  });

  it('is refused, with what is missing, for a permanent phased out before state-based actions are checked', () => {
    const g = game([healer()]);
    phaseOut(g, [g.objects.get('healer')!]);
    addMana(g.player('A'), '{G}');
    expect(copies(g)).toHaveLength(1);
    expect(() => cast(g, 'A', 'healer', ['A'], 0, {}, undefined, true)).toThrow(
      new IllegalAction(
        'healer has no copy of a prepare spell in exile: it is not a prepared permanent that exists (722.3c, 702.26b)',
      ),
    );
  });

  it('stays on the stack once cast, and only the new copy of a permanent prepared again is left after it resolves', () => {
    const g = game([healer()]);
    addMana(g.player('A'), '{1}{G}');
    cast(g, 'A', 'healer', ['A'], 1, {}, undefined, true);
    checkStateBasedActions(g);
    expect(copies(g).map((c) => c.zone)).toEqual(['stack']);
    becomePrepared(g, g.objects.get('healer')!);
    resolveTop(g, {}, undefined);
    checkStateBasedActions(g);
    expect(copies(g).map((c) => c.zone)).toEqual(['exile']);
    expect(g.player('A').life).toBe(21);
  });
});

describe('setting up a prepared permanent', () => {
  it('refuses a permanent without a prepare spell, and a card off the battlefield', () => {
    expect(() =>
      game([{ id: 'bear', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield', prepared: true }]),
    ).toThrow(new Unsupported("setup: bear has no prepare spell, so it can't be prepared"));
    expect(() => game([healer({ zone: 'hand' })])).toThrow(
      new Unsupported("setup: healer is not on the battlefield, so it can't be prepared"),
    );
  });
});

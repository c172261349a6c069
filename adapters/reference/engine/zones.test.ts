import { describe, expect, it } from 'vitest';
import { at, testGame } from './testing/game.js';
import type { Setup } from '../../../harness/generated/fixture.js';
import type { Game } from './game.js';
import { phaseOutUntilLeaves } from './phasing.js';
import { cardsOutsideTheGame, snapshotObject } from './zones.js';

// Zone changes (400.7) below the level of fixtures: what the verbs answer (a destroyed indestructible
// permanent, a sacrifice by a player who doesn't control it), which moves make a new object, and what an
// object entering the battlefield starts with.

const game = (objects: Setup['objects']): Game => testGame(objects);

describe('the verbs (701)', () => {
  it('destroy: an indestructible permanent stays, and the verb says it was not destroyed (702.12b)', () => {
    const g = game([at('myr', 'Darksteel Myr', 'battlefield'), at('bear', 'Grizzly Bears', 'battlefield')]);
    expect(g.destroy(g.permanentById('myr')!)).toBe(false);
    expect(g.destroy(g.permanentById('bear')!)).toBe(true);
    expect([g.objects.get('myr')!.zone, g.objects.get('bear')!.zone]).toEqual(['battlefield', 'graveyard']);
  });

  it('sacrifice: only the controller sacrifices a permanent (701.21a)', () => {
    const g = game([at('bear', 'Grizzly Bears', 'battlefield')]);
    expect(g.sacrifice(g.permanentById('bear')!, 'B')).toBe(false);
    expect(g.objects.get('bear')!.zone).toBe('battlefield');
    expect(g.sacrifice(g.permanentById('bear')!, 'A')).toBe(true);
    expect(g.objects.get('bear')!.zone).toBe('graveyard');
  });

  it('exileCard refuses a permanent: it is exiled as one', () => {
    const g = game([at('bear', 'Grizzly Bears', 'battlefield'), at('card', 'Grizzly Bears', 'graveyard')]);
    expect(() => g.exileCard(g.objects.get('bear')!)).toThrow('bear is a permanent: exile it as one (Game.exile)');
    g.exileCard(g.objects.get('card')!);
    expect(g.objects.get('card')!.zone).toBe('exile');
  });
});

describe('a new object (400.7)', () => {
  it('leaving the battlefield untapped', () => {
    const g = game([{ ...at('bear', 'Grizzly Bears', 'battlefield'), tapped: true }]);
    g.destroy(g.permanentById('bear')!);
    expect(g.objects.get('bear')!.tapped).toBe(false);
  });

  it('is made by entering from another zone, not by a spell resolving or a permanent already there', () => {
    const g = game([
      at('from-hand', 'Grizzly Bears', 'hand'),
      at('spell', 'Grizzly Bears', 'hand'),
      at('there', 'Grizzly Bears', 'battlefield'),
    ]);
    const incarnation = (id: string) => g.objects.get(id)!.incarnation;
    const before = { hand: incarnation('from-hand'), spell: incarnation('spell'), there: incarnation('there') };
    g.enterBattlefield(g.objects.get('from-hand')!, 'A');
    const spell = g.objects.get('spell')!;
    spell.zone = 'stack'; // a permanent spell resolving: it became a new object as it was cast
    g.enterBattlefield(spell, 'A');
    g.enterBattlefield(g.objects.get('there')!, 'A');
    expect([incarnation('from-hand'), incarnation('spell'), incarnation('there')]).toEqual([
      before.hand + 1,
      before.spell,
      before.there,
    ]);
  });

  it('entering: a planeswalker with its printed loyalty (306.5b), another permanent with no loyalty', () => {
    const g = game([at('kaito', 'Kaito Shizuki', 'hand'), at('bear', 'Grizzly Bears', 'hand')]);
    g.enterBattlefield(g.objects.get('kaito')!, 'A');
    g.enterBattlefield(g.objects.get('bear')!, 'A');
    expect(g.objects.get('kaito')!.counters.get('loyalty')).toBe(3);
    expect(g.objects.get('bear')!.counters.has('loyalty')).toBe(false);
  });
});

describe('cards outside the game (400.11)', () => {
  it("are the owner's own", () => {
    const g = game([at('a-card', 'Grizzly Bears', 'outside'), at('b-card', 'Grizzly Bears', 'outside', 'B')]);
    expect(cardsOutsideTheGame(g, 'A').map((o) => o.id)).toEqual(['a-card']);
  });
});

describe('leaving the battlefield (400.7, 603.10a)', () => {
  it('a creature that "would die" is exiled instead, but one returned to its hand goes there (614.1a)', () => {
    // Gallifrey Falls: "If a creature dealt damage this way would die this turn, exile it instead." Dying is being
    // put into a graveyard from the battlefield; a creature bounced to its owner's hand does not die.
    const g = game([at('angel', 'Serra Angel', 'battlefield'), at('bear', 'Grizzly Bears', 'battlefield')]);
    const [angel, bear] = [g.permanentById('angel')!, g.permanentById('bear')!];
    g.addEffect({
      controller: 'A',
      affected: [g.ref(angel), g.ref(bear)],
      duration: { kind: 'endOfTurn' },
      change: { kind: 'exileIfDies' },
    });
    g.returnToHand(angel);
    g.destroy(bear);
    expect([g.objects.get('angel')!.zone, g.objects.get('bear')!.zone]).toEqual(['hand', 'exile']);
  });

  it('Blood Artist dying on its own triggers its own ability: it looks back in time (603.10a)', () => {
    // "Whenever Blood Artist or another creature dies, target player loses 1 life and you gain 1 life."
    const g = game([at('artist', 'Blood Artist', 'battlefield')]);
    g.destroy(g.permanentById('artist')!);
    expect(g.pending.map((p) => [p.source.id, p.key])).toEqual([['artist', 'dies']]);
  });

  it('a creature card put into a graveyard from a hand does not die: nothing leaves the battlefield', () => {
    const g = game([at('artist', 'Blood Artist', 'battlefield'), at('bear', 'Grizzly Bears', 'hand')]);
    g.moveTo(g.objects.get('bear')!, 'graveyard');
    expect(g.objects.get('bear')!.zone).toBe('graveyard');
    expect(g.pending).toEqual([]);
  });

  it('a double-faced card leaves front face up (712.14)', () => {
    const g = game([at('hostel', 'Hostile Hostel // Creeping Inn', 'battlefield')]);
    const hostel = g.permanentById('hostel')!;
    hostel.transformed = true; // as its last ability transforms it
    g.destroy(hostel);
    expect(g.objects.get('hostel')!.transformed).toBe(false);
  });

  it('Clone that copied a creature is Clone again in the graveyard (707.2)', () => {
    const g = game([
      at('bear', 'Grizzly Bears', 'battlefield'),
      { ...at('clone', 'Clone', 'battlefield'), chosen: { copy: 'bear' } },
    ]);
    expect(g.objects.get('clone')!.card.name).toBe('Grizzly Bears');
    g.destroy(g.permanentById('clone')!);
    expect(g.objects.get('clone')!.card.name).toBe('Clone');
  });

  it('a look-back snapshot keeps what the object remembered and its combat status as they were', () => {
    const g = game([{ ...at('bear', 'Grizzly Bears', 'battlefield'), combat: { attacking: 'B' } }]);
    const bear = g.objects.get('bear')!;
    bear.memory['kicked'] = true;
    const snap = snapshotObject(bear);
    bear.memory = {};
    bear.combat = null;
    expect(snap.memory).toEqual({ kicked: true });
    expect(snap.combat).toEqual({ attacking: 'B', blocked: false });
  });
});

describe('"until [this] leaves the battlefield" (610.3, 610.4)', () => {
  // Banishing Light: "When Banishing Light enters the battlefield, exile target nonland permanent an opponent
  // controls until Banishing Light leaves the battlefield." The links are set as its ability sets them.
  const exileUntil = (g: Game, light: string, target: string): void => {
    g.exile(g.permanentById(target)!);
    g.untilLinks.set(g.uid(), {
      watch: g.ref(g.objects.get(light)!),
      kind: 'returnFromExile',
      objects: [g.ref(g.objects.get(target)!)],
      tapOnPhaseIn: false,
    });
  };

  it("returns only what the Banishing Light that left exiled, not another one's", () => {
    const g = game([
      at('light-1', 'Banishing Light', 'battlefield'),
      at('light-2', 'Banishing Light', 'battlefield'),
      at('bear-1', 'Grizzly Bears', 'battlefield', 'B'),
      at('bear-2', 'Grizzly Bears', 'battlefield', 'B'),
    ]);
    exileUntil(g, 'light-1', 'bear-1');
    exileUntil(g, 'light-2', 'bear-2');
    g.destroy(g.permanentById('light-1')!);
    expect([g.objects.get('bear-1')!.zone, g.objects.get('bear-2')!.zone]).toEqual(['battlefield', 'exile']);
  });

  it('returns nothing when the exiled card has left exile since (610.3)', () => {
    const g = game([at('light', 'Banishing Light', 'battlefield'), at('bear', 'Grizzly Bears', 'battlefield', 'B')]);
    exileUntil(g, 'light', 'bear');
    g.moveTo(g.objects.get('bear')!, 'hand');
    g.destroy(g.permanentById('light')!);
    expect(g.objects.get('bear')!.zone).toBe('hand');
  });

  it('phases in every permanent phased out this way, whichever zone change made each (610.4)', () => {
    // Out of Time: "... those creatures phase out until Out of Time leaves the battlefield." The bear that
    // entered this game from a hand is a newer object than the one set up on the battlefield.
    const g = game([
      at('time', 'Out of Time', 'battlefield'),
      at('old', 'Grizzly Bears', 'battlefield'),
      at('new', 'Grizzly Bears', 'hand'),
    ]);
    g.enterBattlefield(g.objects.get('new')!, 'A');
    const bears = [g.objects.get('old')!, g.objects.get('new')!];
    expect(bears[0]!.incarnation).not.toBe(bears[1]!.incarnation);
    phaseOutUntilLeaves(g, bears, g.ref(g.objects.get('time')!));
    expect(bears.map((b) => g.isPhasedIn(b))).toEqual([false, false]);
    g.destroy(g.permanentById('time')!);
    expect(bears.map((b) => g.isPhasedIn(b))).toEqual([true, true]);
  });
});

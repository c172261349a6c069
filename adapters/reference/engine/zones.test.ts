import { describe, expect, it } from 'vitest';
import { testGame } from './testing/game.js';
import type { Setup } from '../../../harness/generated/fixture.js';
import type { Game } from './game.js';
import { cardsOutsideTheGame } from './zones.js';

// Zone changes (400.7) below the level of fixtures: what the verbs answer (a destroyed indestructible
// permanent, a sacrifice by a player who doesn't control it), which moves make a new object, and what an
// object entering the battlefield starts with.

const game = (objects: Setup['objects']): Game => testGame(objects);
type SetupObject = Setup['objects'][number];
const at = (id: string, card: string, zone: SetupObject['zone'], owner = 'A'): SetupObject => ({
  id,
  card,
  owner,
  zone,
});

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

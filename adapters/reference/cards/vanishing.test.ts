import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import { activationRejections } from '../engine/testing/activation.js';
import { at, testGame } from '../engine/testing/game.js';
import { played } from '../engine/testing/played.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { vanishing } from './vanishing.js';

// "Enchant creature / {U}{U}: Enchanted creature phases out." When the creature leaves the battlefield in
// response, it is a new object in its new zone (400.7) and Vanishing goes to the graveyard (704.5m): the
// ability resolves and phases nothing out, neither the card in hand nor any other creature.
const objects: Setup['objects'] = [
  { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
  { id: 'giant', card: 'Hill Giant', owner: 'A', zone: 'battlefield' },
  { id: 'aura', card: 'Vanishing', owner: 'A', zone: 'battlefield', attachedTo: 'bears' },
  { id: 'unsummon', card: 'Unsummon', owner: 'A', zone: 'hand' },
];
const actions: Action[] = [
  { do: 'activate', player: 'A', source: 'aura', ability: 'phase-out' },
  { do: 'cast', player: 'A', object: 'unsummon', targets: ['bears'] },
  { do: 'resolve' },
  { do: 'resolve' },
];

describe('Vanishing', () => {
  it('phases nothing out when the enchanted creature left the battlefield in response', () => {
    const game = played(objects, { A: '{U}{U}{U}' }, actions);
    expect(game.statuses).toEqual(['ok', 'ok', 'ok', 'ok']);
    const seen = (id: string) => [game.object('end', id).zone, game.object('end', id).phased];
    expect([seen('bears'), seen('giant'), seen('aura')]).toEqual([
      ['hand', undefined],
      ['battlefield', 'in'],
      ['graveyard', undefined],
    ]);
  });

  it('costs {U}{U} to activate', () => {
    const rejections = (mana: string) => activationRejections(objects, 'aura', 'phase-out', mana).length;
    expect([rejections('{U}'), rejections('{U}{U}')]).toEqual([1, 0]);
  });

  // Once activated, the ability exists apart from Vanishing (113.7a): destroyed in response, Vanishing is read as it
  // last existed on the battlefield (608.2h), so "enchanted creature" is still the Bears, which phase out.
  it('phases out the creature it enchanted when it was destroyed in response', () => {
    const game = played([objects[0]!, objects[1]!, objects[2]!], { A: '{U}{U}' }, [
      { do: 'activate', player: 'A', source: 'aura', ability: 'phase-out' },
      { do: 'destroy', objects: ['aura'] },
      { do: 'resolve' },
    ]);
    expect(game.statuses).toEqual(['ok', 'ok', 'ok']);
    const seen = (id: string) => [game.object('end', id).zone, game.object('end', id).phased];
    expect([seen('aura'), seen('bears'), seen('giant')]).toEqual([
      ['graveyard', undefined],
      ['battlefield', { how: 'directly', under: 'A' }],
      ['battlefield', 'in'],
    ]);
  });

  // Phased out on its own (Teferi's Realm naming enchantments), Vanishing is treated as though it doesn't exist
  // (702.26b): its ability, already on the stack, finds no enchanted creature, and the Bears stay.
  it('phases nothing out when it phased out alone with its ability on the stack', () => {
    const g = testGame([
      at('bears', 'Grizzly Bears', 'battlefield'),
      { ...at('aura', 'Vanishing', 'battlefield'), attachedTo: 'bears', phased: { how: 'directly', under: 'A' } },
    ]);
    vanishing.activated![0]!.resolve(g, resolvingItem(g, 'aura', { kind: 'activated', abilityKey: 'phase-out' }));
    expect(g.objects.get('bears')!.phased).toBeNull();
  });

  // An ability whose source never was on the battlefield (here a Vanishing card in hand) has no last known
  // attachment to read: it finds no enchanted creature, rather than failing.
  it('finds no creature for a source that never was on the battlefield', () => {
    const g = testGame([at('bears', 'Grizzly Bears', 'battlefield'), at('aura', 'Vanishing', 'hand')]);
    vanishing.activated![0]!.resolve(g, resolvingItem(g, 'aura', { kind: 'activated', abilityKey: 'phase-out' }));
    expect(g.objects.get('bears')!.phased).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { burningWish } from './wishes.js';

// Burning Wish: "You may reveal a sorcery card you own from outside the game and put it into your hand. Exile
// Burning Wish." The card named by the choice comes, if it is a sorcery: not another card, not an instant.

/** The zones of A's Shock, Wrath of God and Day of Judgment (all outside the game) after Burning Wish asks for `card`. */
function zonesAfterWishingFor(card: string): string[] {
  const g = testGame([
    { id: 'wish', card: 'Burning Wish', owner: 'A', zone: 'hand' },
    { id: 'shock', card: 'Shock', owner: 'A', zone: 'outside' },
    { id: 'wrath', card: 'Wrath of God', owner: 'A', zone: 'outside' },
    { id: 'judgment', card: 'Day of Judgment', owner: 'A', zone: 'outside' },
  ]);
  burningWish.spell!.resolve(g, resolvingItem(g, 'wish', { choices: { card } }));
  return ['shock', 'wrath', 'judgment', 'wish'].map((id) => g.objects.get(id)!.zone);
}

describe('Burning Wish', () => {
  it('puts the sorcery it names into its hand, and no other card', () => {
    expect(zonesAfterWishingFor('Day of Judgment')).toEqual(['outside', 'outside', 'hand', 'exile']);
  });

  it('puts no instant into its hand, even one it names', () => {
    expect(zonesAfterWishingFor('Shock')).toEqual(['outside', 'outside', 'outside', 'exile']);
  });
});

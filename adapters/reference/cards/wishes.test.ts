import { describe, expect, it } from 'vitest';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import type { Game } from '../engine/game-interface.js';
import { testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { burningWish, cunningWish, deathWish, goldenWish, livingWish } from './wishes.js';

// The Wishes: "You may reveal a [kind] card you own from outside the game and put it into your hand. Exile
// [this]." The card named by the choice comes if it is of the Wish's kind: Burning a sorcery, Cunning an
// instant, Golden an artifact or enchantment, Living a creature or land, Death any card ("You lose half your
// life, rounded up.").

/** Each card A owns outside the game, by id. */
const OUTSIDE = {
  shock: 'Shock',
  wrath: 'Wrath of God',
  judgment: 'Day of Judgment',
  haystack: 'Haystack',
  anthem: 'Glorious Anthem',
  bears: 'Grizzly Bears',
  path: 'Path of Ancestry',
} as const;
type OutsideId = keyof typeof OUTSIDE;

/** A's game with `wishName` in hand and the OUTSIDE cards outside the game; A's life is `life`. */
function wishGame(wishName: string, life = 20): Game {
  const outside = Object.entries(OUTSIDE).map(([id, card]) => ({ id, card, owner: 'A', zone: 'outside' as const }));
  const g = testGame([{ id: 'wish', card: wishName, owner: 'A', zone: 'hand' }, ...outside]);
  g.player('A').life = life;
  return g;
}

/** The ids of the cards in A's hand after `wish` resolves asking for `card`. */
function fetchedBy(wish: CardBehaviour, card: string): string[] {
  const g = wishGame(wish.name);
  wish.spell!.resolve(g, resolvingItem(g, 'wish', { choices: { card } }));
  expect(g.objects.get('wish')!.zone).toBe('exile');
  return Object.keys(OUTSIDE).filter((id) => g.objects.get(id)!.zone === 'hand');
}

/** The OUTSIDE cards `wish` fetches when asked for each of them in turn. */
const fetchable = (wish: CardBehaviour): string[] =>
  Object.entries(OUTSIDE).flatMap(([, card]) => fetchedBy(wish, card));

describe('the Wishes', () => {
  it('each fetches the card it names, and only of its kind', () => {
    const expected: [CardBehaviour, OutsideId[]][] = [
      [burningWish, ['wrath', 'judgment']],
      [cunningWish, ['shock']],
      [goldenWish, ['haystack', 'anthem']],
      [livingWish, ['bears', 'path']],
      [deathWish, ['shock', 'wrath', 'judgment', 'haystack', 'anthem', 'bears', 'path']],
    ];
    for (const [wish, ids] of expected) expect([wish.name, fetchable(wish)]).toEqual([wish.name, ids]);
  });

  it('fetches the one named card, not another of its kind beside it', () => {
    expect(fetchedBy(burningWish, 'Day of Judgment')).toEqual(['judgment']);
  });

  it('Death Wish makes its caster lose half their life, rounded up', () => {
    const g = wishGame('Death Wish', 19);
    deathWish.spell!.resolve(g, resolvingItem(g, 'wish', { choices: { card: 'Shock' } }));
    expect(g.player('A').life).toBe(9);
  });
});

import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * The Wishes: "You may reveal a [kind] card you own from outside the game and put it into your hand.
 * Exile [this]." The cards outside the game are the setup's `outside` ones (a sideboard, 400.11); a
 * phased-out permanent is on the battlefield, not outside the game (702.26d; Wish rulings
 * 2007-09-16), so it can't be fetched.
 */
function wish(
  name: string,
  fits: (types: string[]) => boolean,
  extra?: (g: import('../engine/game-interface.js').Game, controller: string) => void,
): CardBehaviour {
  return {
    name,
    spell: {
      resolve(g, item) {
        const wanted = item.choices['card'];
        if (typeof wanted === 'string') {
          const found = g
            .cardsOutsideTheGame(item.controller)
            .find((o) => o.card.name === wanted && fits(o.card.types));
          if (found) g.moveTo(found, 'hand');
        }
        extra?.(g, item.controller);
        g.moveTo(item.source, 'exile');
      },
    },
  };
}

export const burningWish = wish('Burning Wish', (t) => t.includes('Sorcery'));
export const cunningWish = wish('Cunning Wish', (t) => t.includes('Instant'));
/** Death Wish also says "You lose half your life, rounded up." (119.4). */
export const deathWish = wish(
  'Death Wish',
  () => true,
  (g, controller) => {
    const p = g.player(controller);
    g.loseLife(p, Math.ceil(p.life / 2));
  },
);
export const goldenWish = wish('Golden Wish', (t) => t.includes('Artifact') || t.includes('Enchantment'));
export const livingWish = wish('Living Wish', (t) => t.includes('Creature') || t.includes('Land'));

import { exileFromHand } from '../engine/hand.js';
import { handSize } from '../engine/hand-size.js';
import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { targetCreature } from './helpers.js';

/** Isildur's Fateful Strike's hand limit: its controller keeps at most four cards. */
const KEPT_IN_HAND = 4;

/**
 * "(You may cast a legendary instant only if you control a legendary creature or planeswalker.)
 * Destroy target creature. If its controller has more than four cards in hand, they exile cards from their
 * hand equal to the difference." The casting restriction is the engine's rule for legendary instants
 * (205.4e). "Its controller" is the creature's controller as it was destroyed (the player is read before the
 * creature leaves). The choice "exile" lists the cards that player exiles.
 */
export const isildursFatefulStrike: CardBehaviour = {
  name: "Isildur's Fateful Strike",
  spell: {
    targets: [targetCreature],
    resolve(g, item) {
      const chosen = item.choices['exile'];
      const names = Array.isArray(chosen) ? chosen.map(String) : [];
      for (const creature of targetObjects(g, item)) {
        const controller = g.controller(creature);
        g.destroy(creature);
        const excess = handSize(g, controller) - KEPT_IN_HAND;
        if (excess > 0) exileFromHand(g, controller, excess, names);
      }
    },
  },
};

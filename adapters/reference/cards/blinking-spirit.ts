import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "{0}: Return Blinking Spirit to its owner's hand." The ability acts on its own source as it resolves: a
 * Spirit that phased out meanwhile stays where it is (702.26b).
 */
export const blinkingSpirit: CardBehaviour = {
  name: 'Blinking Spirit',
  activated: [
    {
      key: 'return',
      mana: '{0}',
      resolve(g, item) {
        const self = g.permanent(item.sourceRef, 'own-source');
        if (self) g.returnToHand(self);
      },
    },
  ],
};

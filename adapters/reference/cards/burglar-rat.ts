import { discard } from '../engine/hand.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "When Burglar Rat enters, each opponent discards a card." It targets nobody, so protection from
 * everything doesn't stop it (Teferi's Protection ruling 2017-08-25). The choice "discard" names the card.
 */
export const burglarRat: CardBehaviour = {
  name: 'Burglar Rat',
  triggers: [
    {
      key: 'etb',
      event: 'enters',
      matches: (_g, self, ev) => ev.type === 'enters' && ev.obj === self,
      resolve(g, item) {
        const chosen = item.choices['discard'];
        for (const opp of g.apnap().filter((p) => p !== item.controller)) {
          const named = typeof chosen === 'string' && g.ownerOf(chosen) === opp ? chosen : undefined;
          discard(g, opp, named);
        }
      },
    },
  ],
};

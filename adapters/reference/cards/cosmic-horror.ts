import type { CardBehaviour } from '../engine/card-behaviour.js';
import { unlessYouPay } from './helpers.js';
import { atYourUpkeep } from './timing.js';

/**
 * Cosmic Horror: "First strike" and "At the beginning of your upkeep, destroy Cosmic Horror unless you pay
 * {3}{B}{B}{B}. If Cosmic Horror is destroyed this way, it deals 7 damage to you." The payment is the
 * `pay` choice, made as the ability resolves. The ability acts on its own source: a Horror that phased
 * out with the trigger on the stack is not destroyed (702.26b), so it deals no damage either. First strike
 * is a keyword the combat rules know.
 */
export const cosmicHorror: CardBehaviour = {
  name: 'Cosmic Horror',
  triggers: [
    {
      key: 'upkeep',
      event: 'stepBegins',
      matches: atYourUpkeep,
      resolve(g, item) {
        unlessYouPay(g, item, '{3}{B}{B}{B}', () => {
          const self = g.permanent(item.sourceRef, 'own-source');
          if (self && g.destroy(self)) g.dealDamage({ player: item.controller }, 7, self);
        });
      },
    },
  ],
};

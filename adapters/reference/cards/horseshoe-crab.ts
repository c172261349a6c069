import { untapPermanent } from '../engine/casting.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "{U}: Untap Horseshoe Crab." The ability acts on its own source as it resolves: a Crab that phased out
 * meanwhile stays tapped (702.26b).
 */
export const horseshoeCrab: CardBehaviour = {
  name: 'Horseshoe Crab',
  activated: [
    {
      key: 'untap',
      mana: '{U}',
      resolve(g, item) {
        const self = g.permanent(item.sourceRef, 'own-source');
        if (self) untapPermanent(g, self);
      },
    },
  ],
};

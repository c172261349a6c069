import type { CardBehaviour } from '../engine/card-behaviour.js';
import { getUntilEndOfTurn } from './helpers.js';

/**
 * "{R}: Flowstone Shambler gets +1/-1 until end of turn." The ability acts on its own source as it resolves:
 * a Shambler that phased out meanwhile gets nothing (702.26b).
 */
export const flowstoneShambler: CardBehaviour = {
  name: 'Flowstone Shambler',
  activated: [
    {
      key: 'pump',
      mana: '{R}',
      resolve(g, item) {
        const self = g.permanent(item.sourceRef, 'own-source');
        if (self) getUntilEndOfTurn(g, item.controller, [self], 1, -1);
      },
    },
  ],
};

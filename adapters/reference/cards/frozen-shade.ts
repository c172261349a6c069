import type { CardBehaviour } from '../engine/card-behaviour.js';
import { getUntilEndOfTurn } from './helpers.js';

/**
 * "{B}: Frozen Shade gets +1/+1 until end of turn." The ability acts on its own source as it resolves: a
 * Shade that phased out meanwhile gets nothing (702.26b).
 */
export const frozenShade: CardBehaviour = {
  name: 'Frozen Shade',
  activated: [
    {
      key: 'pump',
      mana: '{B}',
      resolve(g, item) {
        const self = g.permanent(item.sourceRef, 'own-source');
        if (self) getUntilEndOfTurn(g, item.controller, [self], 1, 1);
      },
    },
  ],
};

import { phaseOut } from '../engine/phasing.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { flanking } from './combat-keywords.js';

/**
 * "Flanking (Whenever a creature without flanking blocks this creature, the blocking creature gets
 * -1/-1 until end of turn.)" and "{U}{U}: Teferi's Honor Guard phases out."
 */
export const teferisHonorGuard: CardBehaviour = {
  name: "Teferi's Honor Guard",
  triggers: [flanking],
  activated: [
    {
      key: 'phase-out',
      mana: '{U}{U}',
      resolve(g, item) {
        const self = g.permanent(item.sourceRef);
        if (self) phaseOut(g, [self]);
      },
    },
  ],
};

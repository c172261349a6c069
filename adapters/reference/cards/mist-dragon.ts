import { phaseOut } from '../engine/phasing.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "{0}: Mist Dragon gains flying. {0}: Mist Dragon loses flying. {3}{U}{U}: Mist Dragon phases out."
 * (Only the phase-out ability is implemented.)
 */
export const mistDragon: CardBehaviour = {
  name: 'Mist Dragon',
  activated: [{
    key: 'phase-out',
    mana: '{3}{U}{U}',
    resolve(g, item) {
      const self = g.permanent(item.sourceRef);
      if (self) phaseOut(g, [self]);
    },
  }],
};

import { phaseOut } from '../engine/phasing.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/** "Teleport — {3}{W}: Blink Dog phases out." */
export const blinkDog: CardBehaviour = {
  name: 'Blink Dog',
  activated: [
    {
      key: 'teleport',
      mana: '{3}{W}',
      resolve(g, item) {
        const self = g.permanent(item.sourceRef);
        if (self) phaseOut(g, [self]);
      },
    },
  ],
};

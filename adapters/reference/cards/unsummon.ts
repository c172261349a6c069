import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { targetCreature } from './helpers.js';

/** "Return target creature to its owner's hand." A target that no longer exists is not returned (608.2b). */
export const unsummon: CardBehaviour = {
  name: 'Unsummon',
  spell: {
    targets: [targetCreature],
    resolve(g, item) {
      for (const creature of targetObjects(g, item)) g.returnToHand(creature);
    },
  },
};

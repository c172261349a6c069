import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { targetCreature } from './helpers.js';

/**
 * "Return two target creatures to their owners' hands." Only the targets still legal as it resolves are
 * returned: one that phased out stays where it is, and the other is still returned (608.2b).
 */
export const undo: CardBehaviour = {
  name: 'Undo',
  spell: {
    targets: [{ ...targetCreature, count: 2, describe: 'two target creatures' }],
    resolve(g, item) {
      for (const creature of targetObjects(g, item)) g.returnToHand(creature);
    },
  },
};

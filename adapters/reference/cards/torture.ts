import { putCounters } from '../engine/counters.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { hostOfSource } from './attachments.js';
import { enchantCreature } from './helpers.js';

/**
 * "Enchant creature / {1}{B}: Put a -1/-1 counter on enchanted creature." The ability finds the enchanted
 * creature as it resolves, through the Aura as it is (or last was) attached: a creature that phased out
 * meanwhile, the Aura with it (702.26g), gets no counter (702.26b).
 */
export const torture: CardBehaviour = {
  name: 'Torture',
  enchant: enchantCreature,
  activated: [
    {
      key: 'counter',
      mana: '{1}{B}',
      resolve(g, item) {
        const creature = hostOfSource(g, item, 'remembered');
        if (creature) putCounters(creature, '-1/-1', 1);
      },
    },
  ],
};

import type { CardBehaviour } from '../engine/card-behaviour.js';
import type { ObjectRef } from '../engine/types.js';
import { isAttachedTo } from './attachments.js';
import { enchantCreature } from './helpers.js';

/**
 * "Enchant creature / Whenever enchanted creature deals damage, Guilty Conscience deals that much damage to that
 * creature." It triggers once per damage event however many the creature dealt damage to (700.1, the
 * `dealsDamage` event), and remembers the creature and the amount (608.2h): a creature that phased out
 * meanwhile, the Aura with it (702.26g), is treated as though it doesn't exist (702.26b) and is dealt nothing.
 */
export const guiltyConscience: CardBehaviour = {
  name: 'Guilty Conscience',
  enchant: enchantCreature,
  triggers: [
    {
      key: 'deals-damage',
      event: 'dealsDamage',
      matches: (g, self, ev) =>
        ev.type === 'dealsDamage' && isAttachedTo(self, ev.obj)
          ? { creature: g.ref(ev.obj), amount: ev.amount }
          : false,
      resolve(g, item) {
        const { creature, amount } = item.triggerData as { creature: ObjectRef; amount: number };
        const that = g.permanent(creature, 'remembered');
        if (that) g.dealDamage({ object: that }, amount, item.source);
      },
    },
  ],
};

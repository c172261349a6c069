import type { CardBehaviour } from '../engine/card-behaviour.js';
import { hostOfSource } from './attachments.js';
import { enchantCreature } from './helpers.js';

/**
 * "Enchant creature / When a creature dies, destroy enchanted creature." The trigger looks back in time
 * (603.10a), so it also triggers when the enchanted creature itself dies. As it resolves it finds the
 * enchanted creature through the Aura as it is (or last was) attached: a creature that phased out
 * meanwhile, the Aura with it (702.26g), is not destroyed (702.26b).
 */
export const yokeOfTheDamned: CardBehaviour = {
  name: 'Yoke of the Damned',
  enchant: enchantCreature,
  triggers: [
    {
      key: 'dies',
      event: 'leaves',
      lookBack: true,
      matches: (g, _self, ev) => ev.type === 'leaves' && ev.to === 'graveyard' && g.isType(ev.obj, 'Creature'),
      resolve(g, item) {
        const creature = hostOfSource(g, item, 'remembered');
        if (creature) g.destroy(creature);
      },
    },
  ],
};

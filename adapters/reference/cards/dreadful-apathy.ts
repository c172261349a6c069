import type { CardBehaviour } from '../engine/card-behaviour.js';
import { hostOfSource, isAttachedTo } from './attachments.js';
import { enchantCreature } from './helpers.js';

/**
 * "Enchant creature / Enchanted creature can't attack or block. / {2}{W}: Exile enchanted creature." The
 * ability finds the enchanted creature as it resolves, through the Aura as it is (or last was) attached: a
 * creature that phased out meanwhile, the Aura with it (702.26g), is not exiled (702.26b).
 */
export const dreadfulApathy: CardBehaviour = {
  name: 'Dreadful Apathy',
  hookedAbilities: ['cant-attack-or-block'],
  enchant: enchantCreature,
  forbidsCombat: (_g, self, creature) => isAttachedTo(self, creature),
  activated: [
    {
      key: 'exile',
      mana: '{2}{W}',
      resolve(g, item) {
        const creature = hostOfSource(g, item, 'remembered');
        if (creature) g.exile(creature);
      },
    },
  ],
};

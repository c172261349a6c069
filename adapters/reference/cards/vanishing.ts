import { phaseOut } from '../engine/phasing.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { hostOfSourceUnlessPhasedOut } from './attachments.js';
import { enchantCreature } from './helpers.js';

/**
 * "Enchant creature / {U}{U}: Enchanted creature phases out." The creature phases out directly and
 * Vanishing, attached to it, indirectly (702.26g): both phase in at its controller's untap step.
 */
export const vanishing: CardBehaviour = {
  name: 'Vanishing',
  enchant: enchantCreature,
  activated: [
    {
      key: 'phase-out',
      mana: '{U}{U}',
      resolve(g, item) {
        const creature = hostOfSourceUnlessPhasedOut(g, item);
        if (creature) phaseOut(g, [creature]);
      },
    },
  ],
};

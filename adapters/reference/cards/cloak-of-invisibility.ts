import type { CardBehaviour } from '../engine/card-behaviour.js';
import { isAttachedTo } from './attachments.js';
import { enchantCreature } from './helpers.js';

/**
 * "Enchant creature / Enchanted creature has phasing and can't be blocked except by Walls." The
 * creature phases out in its controller's untap step and Cloak phases out indirectly with it (702.26g).
 */
export const cloakOfInvisibility: CardBehaviour = {
  name: 'Cloak of Invisibility',
  enchant: enchantCreature,
  statics: [
    {
      key: 'grant-phasing',
      modify: (_g, self, obj) => (isAttachedTo(self, obj) ? { addKeyword: 'phasing' } : undefined),
    },
  ],
  forbidsBlock: (g, self, blocker, attacker) => isAttachedTo(self, attacker) && !g.hasSubtype(blocker, 'Wall'),
};

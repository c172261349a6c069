import type { CardBehaviour } from '../engine/card-behaviour.js';
import { isAttachedTo } from './attachments.js';
import { enchantCreature } from './helpers.js';

/**
 * "Enchant creature / All creatures able to block enchanted creature do so." A blocking requirement
 * (509.1c) on each creature able to block the enchanted one; while Lure is phased out its static
 * ability has no effect (702.26b), and a phased-out creature is not among those able to block.
 */
export const lure: CardBehaviour = {
  name: 'Lure',
  hookedAbilities: ['lure'],
  enchant: enchantCreature,
  requiresBlock: (_g, self, _blocker, attacker) => isAttachedTo(self, attacker),
};

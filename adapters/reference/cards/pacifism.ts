import type { CardBehaviour } from '../engine/card-behaviour.js';
import { isAttachedTo } from './attachments.js';
import { enchantCreature } from './helpers.js';

/**
 * "Enchant creature / Enchanted creature can't attack or block." While Pacifism is phased out its
 * static ability has no effect (702.26b); it applies again once it phases in attached.
 */
export const pacifism: CardBehaviour = {
  name: 'Pacifism',
  hookedAbilities: ['cant-attack-or-block'],
  enchant: enchantCreature,
  forbidsCombat: (_g, self, creature) => isAttachedTo(self, creature),
};

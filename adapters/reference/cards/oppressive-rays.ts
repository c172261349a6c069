import type { CardBehaviour } from '../engine/card-behaviour.js';
import { isAttachedTo } from './attachments.js';
import { enchantCreature } from './helpers.js';

/**
 * "Enchant creature / Enchanted creature can't attack or block unless its controller pays {3}. / Activated
 * abilities of enchanted creature cost {3} more to activate." A cost to attack (508.1h) and to block
 * (509.1d), paid as the creature is declared, and a cost increase on its abilities (601.2f via 602.2b):
 * all three only while Oppressive Rays exists (a phased-out Rays imposes nothing, 702.26b).
 */
export const oppressiveRays: CardBehaviour = {
  name: 'Oppressive Rays',
  hookedAbilities: ['attack-or-block-tax', 'activation-tax'],
  enchant: enchantCreature,
  attackCost: (_g, self, attacker) => (isAttachedTo(self, attacker) ? '{3}' : undefined),
  blockCost: (_g, self, blocker) => (isAttachedTo(self, blocker) ? '{3}' : undefined),
  raisesActivationCost: (_g, self, source) => (isAttachedTo(self, source) ? 3 : 0),
};

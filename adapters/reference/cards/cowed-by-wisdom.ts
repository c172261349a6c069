import type { CardBehaviour } from '../engine/card-behaviour.js';
import type { Game } from '../engine/game-interface.js';
import { handSize } from '../engine/hand-size.js';
import type { GameObject } from '../engine/types.js';
import { isAttachedTo } from './attachments.js';
import { enchantCreature } from './helpers.js';

/**
 * "{1} for each card in your hand": "your" is the Aura's controller, counted as the cost is determined
 * (508.1d, 509.1d). With no card there the cost is {0}, which costs nothing (118.5), so none is imposed.
 */
function taxOn(g: Game, self: GameObject, creature: GameObject): string | undefined {
  if (!isAttachedTo(self, creature)) return undefined;
  const cards = handSize(g, g.controller(self));
  return cards > 0 ? `{${cards}}` : undefined;
}

/**
 * "Enchant creature / Enchanted creature can't attack or block unless its controller pays {1} for each card
 * in your hand." A cost to attack (508.1h) and to block (509.1d), only while Cowed by Wisdom exists (a
 * phased-out one imposes nothing, 702.26b).
 */
export const cowedByWisdom: CardBehaviour = {
  name: 'Cowed by Wisdom',
  hookedAbilities: ['attack-or-block-tax'],
  enchant: enchantCreature,
  attackCost: taxOn,
  blockCost: taxOn,
};

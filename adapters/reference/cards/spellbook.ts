import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "You have no maximum hand size." A rules-changing effect (613.11) read as the cleanup step's discard is
 * made (514.1), only while Spellbook exists: a phased-out Spellbook changes nothing (702.26b).
 */
export const spellbook: CardBehaviour = {
  name: 'Spellbook',
  hookedAbilities: ['no-maximum-hand-size'],
  removesMaximumHandSize: (g, self, player) => g.controller(self) === player,
};

import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "Creatures can't attack you unless their controller pays {2} for each creature they control that's
 * attacking you." A cost to attack (508.1h), paid as attackers are declared, only while Propaganda exists
 * (a phased-out Propaganda imposes nothing, 702.26b). Planeswalkers its controller controls are not "you".
 */
export const propaganda: CardBehaviour = {
  name: 'Propaganda',
  hookedAbilities: ['attack-tax'],
  attackCost: (g, self, _attacker, defending) => (defending === g.controller(self) ? '{2}' : undefined),
};

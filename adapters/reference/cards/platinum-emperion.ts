import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * Platinum Emperion, an 8/8 artifact creature: "Your life total can't change. (You can't gain or lose
 * life. You can't pay any amount of life except 0.)" A static ability: the engine asks it only of
 * permanents that exist (life.ts), so it does nothing while the Emperion is phased out (702.26b).
 */
export const platinumEmperion: CardBehaviour = {
  name: 'Platinum Emperion',
  hookedAbilities: ['life-total-cant-change'],
  // 119.7, 119.8: "your" is the Emperion's controller.
  givesPlayer: (g, self, player, kind) => kind === 'lifeCantChange' && player === g.controller(self),
};

import type { CardBehaviour } from '../engine/card-behaviour.js';
import { targetCreature, targetGetsUntilEndOfTurn } from './helpers.js';

/** "Target creature gets +3/+3 until end of turn." — an "until end of turn" effect may end while its creature is phased out (702.26f). */
export const giantGrowth: CardBehaviour = {
  name: 'Giant Growth',
  spell: {
    targets: [targetCreature],
    resolve: targetGetsUntilEndOfTurn(3, 3),
  },
};

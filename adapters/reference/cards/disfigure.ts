import type { CardBehaviour } from '../engine/card-behaviour.js';
import { targetCreature, targetGetsUntilEndOfTurn } from './helpers.js';

/** "Target creature gets -2/-2 until end of turn." */
export const disfigure: CardBehaviour = {
  name: 'Disfigure',
  spell: {
    targets: [targetCreature],
    resolve: targetGetsUntilEndOfTurn(-2, -2),
  },
};

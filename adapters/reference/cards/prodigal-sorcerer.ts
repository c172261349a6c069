import type { CardBehaviour } from '../engine/card-behaviour.js';
import { dealsDamageToAnyTarget, targetAny } from './helpers.js';

/** "{T}: Prodigal Sorcerer deals 1 damage to any target." */
export const prodigalSorcerer: CardBehaviour = {
  name: 'Prodigal Sorcerer',
  activated: [
    {
      key: 'tap-ping',
      tap: true,
      targets: [targetAny],
      resolve: dealsDamageToAnyTarget(1),
    },
  ],
};

import type { CardBehaviour } from '../engine/card-behaviour.js';
import { dealsDamageToAnyTarget, targetAny } from './helpers.js';
import { sacrificeACreature } from './sacrifice-a-creature.js';

/** "Sacrifice a creature: Goblin Bombardment deals 1 damage to any target." */
export const goblinBombardment: CardBehaviour = {
  name: 'Goblin Bombardment',
  activated: [
    {
      key: 'sacrifice-ping',
      payCost: sacrificeACreature,
      targets: [targetAny],
      resolve: dealsDamageToAnyTarget(1),
    },
  ],
};

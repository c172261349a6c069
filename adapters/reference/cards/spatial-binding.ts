import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { targetPermanent } from './helpers.js';

/**
 * "Pay 1 life: Until your next upkeep, target permanent can't phase out." For any reason: an Aura
 * it is used on doesn't phase out with its creature, and SBAs then put it into the graveyard
 * (Spatial Binding ruling 2012-07-01; 704.5m).
 */
export const spatialBinding: CardBehaviour = {
  name: 'Spatial Binding',
  activated: [
    {
      key: 'cant-phase-out',
      lifeCost: 1,
      targets: [targetPermanent],
      resolve(g, item) {
        const affected = targetObjects(g, item).map((o) => g.ref(o));
        if (affected.length > 0)
          g.addEffect({
            controller: item.controller,
            affected,
            duration: { kind: 'untilUpkeepOf', player: item.controller },
            change: { kind: 'cantPhaseOut' },
          });
      },
    },
  ],
};

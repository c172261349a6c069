import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { targetCreature } from './helpers.js';

/** "Target creature gets +3/+3 until end of turn." — an "until end of turn" effect may end while its creature is phased out (702.26f). */
export const giantGrowth: CardBehaviour = {
  name: 'Giant Growth',
  spell: {
    targets: [targetCreature],
    resolve(g, item) {
      const affected = g.lockedSet(targetObjects(g, item));
      if (affected.length > 0)
        g.addEffect({
          controller: item.controller,
          affected,
          duration: { kind: 'endOfTurn' },
          change: { kind: 'pt', power: 3, toughness: 3 },
        });
    },
  },
};

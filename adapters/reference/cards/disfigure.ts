import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { targetCreature } from './helpers.js';

/** "Target creature gets -2/-2 until end of turn." */
export const disfigure: CardBehaviour = {
  name: 'Disfigure',
  spell: {
    targets: [targetCreature],
    resolve(g, item) {
      const affected = g.lockedSet(targetObjects(g, item));
      if (affected.length > 0)
        g.addEffect({
          controller: item.controller,
          affected,
          duration: { kind: 'endOfTurn' },
          change: { kind: 'pt', power: -2, toughness: -2 },
        });
    },
  },
};

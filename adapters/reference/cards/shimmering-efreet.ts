import { phaseOut } from '../engine/phasing.js';
import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { targetCreature } from './helpers.js';

/**
 * "Flying / Phasing / Whenever Shimmering Efreet phases in, target creature phases out." With no
 * other creature on the battlefield it must target itself (rulings 2004-10-04).
 */
export const shimmeringEfreet: CardBehaviour = {
  name: 'Shimmering Efreet',
  triggers: [
    {
      key: 'phases-in',
      event: 'phasesIn',
      matches: (_g, self, ev) => ev.type === 'phasesIn' && ev.objs.includes(self),
      targets: [targetCreature],
      resolve: (g, item) => void phaseOut(g, targetObjects(g, item)),
    },
  ],
};

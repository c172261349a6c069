import { putCounters } from '../engine/counters.js';
import { phaseOut } from '../engine/phasing.js';
import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { targetCreature } from './helpers.js';

/**
 * "Put a +1/+1 counter on target creature. It phases out." The counter first, then the phase-out (608.2c: in
 * the order written); a target that no longer exists gets neither (608.2b).
 */
export const slipOutTheBack: CardBehaviour = {
  name: 'Slip Out the Back',
  spell: {
    targets: [targetCreature],
    resolve(g, item) {
      const creatures = targetObjects(g, item);
      for (const c of creatures) putCounters(c, '+1/+1', 1);
      phaseOut(g, creatures);
    },
  },
};

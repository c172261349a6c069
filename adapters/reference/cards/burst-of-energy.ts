import { untapPermanent } from '../engine/casting.js';
import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { targetPermanent } from './helpers.js';

/** "Untap target permanent." A target that no longer exists is not untapped (608.2b). */
export const burstOfEnergy: CardBehaviour = {
  name: 'Burst of Energy',
  spell: {
    targets: [targetPermanent],
    resolve(g, item) {
      for (const permanent of targetObjects(g, item)) untapPermanent(g, permanent);
    },
  },
};

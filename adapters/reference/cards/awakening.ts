import { untapPermanent } from '../engine/casting.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { sweepSet } from './helpers.js';
import { atEach } from './timing.js';

/**
 * "At the beginning of each upkeep, untap all creatures and lands." Every player's, at every player's upkeep;
 * only the permanents that exist as the trigger resolves are untapped (702.26b).
 */
export const awakening: CardBehaviour = {
  name: 'Awakening',
  triggers: [
    {
      key: 'upkeep',
      event: 'stepBegins',
      matches: atEach('upkeep'),
      resolve(g) {
        for (const o of sweepSet(g, (p) => g.isType(p, 'Creature') || g.isType(p, 'Land'))) untapPermanent(g, o);
      },
    },
  ],
};

import type { CardBehaviour } from '../engine/card-behaviour.js';
import { creaturesControlledBy } from './helpers.js';

/** "Each player's life total becomes the number of creatures they control." Phased-out creatures aren't counted (702.26b). */
export const biorhythm: CardBehaviour = {
  name: 'Biorhythm',
  spell: {
    resolve(g) {
      const counts = g.playersInGame().map((p) => [p, creaturesControlledBy(g, p.id).length] as const);
      for (const [p, n] of counts) g.setLife(p, n);
    },
  },
};

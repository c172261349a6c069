import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "Destroy two target nonblack creatures. You lose 5 life." Each target still legal as it resolves is
 * destroyed; with one of the two gone (phased out, 702.26b) the spell still resolves for the other and
 * its caster still loses 5 life (608.2b).
 */
export const wickedPact: CardBehaviour = {
  name: 'Wicked Pact',
  spell: {
    targets: [
      {
        count: 2,
        kind: 'permanent',
        describe: 'two target nonblack creatures',
        filter: (g, o) => g.isType(o, 'Creature') && !g.characteristics(o).colors.has('B'),
      },
    ],
    resolve(g, item) {
      for (const o of targetObjects(g, item)) g.destroy(o);
      g.loseLife(g.player(item.controller), 5);
    },
  },
};

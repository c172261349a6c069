import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "Exile two target nonartifact creatures. Ashes to Ashes deals 5 damage to you." The targets still legal
 * as it resolves are exiled at once; with one of them gone (phased out, 702.26b) it still resolves for the
 * other and still deals its caster 5 damage (608.2b).
 */
export const ashesToAshes: CardBehaviour = {
  name: 'Ashes to Ashes',
  spell: {
    targets: [
      {
        count: 2,
        kind: 'permanent',
        describe: 'two target nonartifact creatures',
        filter: (g, o) => g.isType(o, 'Creature') && !g.isType(o, 'Artifact'),
      },
    ],
    resolve(g, item) {
      g.moveAllTo(targetObjects(g, item), 'exile');
      g.dealDamage({ player: item.controller }, 5, item.source);
    },
  },
};

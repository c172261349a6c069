import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/** "Destroy target artifact, enchantment, or creature with flying." */
export const brokenWings: CardBehaviour = {
  name: 'Broken Wings',
  spell: {
    targets: [
      {
        count: 1,
        kind: 'permanent',
        describe: 'target artifact, enchantment, or creature with flying',
        filter: (g, o) =>
          g.isType(o, 'Artifact') || g.isType(o, 'Enchantment') || (g.isType(o, 'Creature') && g.has(o, 'flying')),
      },
    ],
    resolve(g, item) {
      for (const o of targetObjects(g, item)) g.destroy(o);
    },
  },
};

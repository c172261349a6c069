import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { targetCreature } from './helpers.js';

/** "Destroy target creature." */
export const murder: CardBehaviour = {
  name: 'Murder',
  spell: {
    targets: [targetCreature],
    resolve: (g, item) => {
      for (const o of targetObjects(g, item)) g.destroy(o);
    },
  },
};

/** "Destroy target nonblack creature." */
export const doomBlade: CardBehaviour = {
  name: 'Doom Blade',
  spell: {
    targets: [
      {
        count: 1,
        kind: 'permanent',
        describe: 'target nonblack creature',
        filter: (g, o) => g.isType(o, 'Creature') && !g.characteristics(o).colors.has('B'),
      },
    ],
    resolve: (g, item) => {
      for (const o of targetObjects(g, item)) g.destroy(o);
    },
  },
};

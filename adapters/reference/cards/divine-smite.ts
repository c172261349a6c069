import { phaseOut } from '../engine/phasing.js';
import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/** "Target creature or planeswalker an opponent controls phases out. If that permanent is black, exile it instead." */
export const divineSmite: CardBehaviour = {
  name: 'Divine Smite',
  spell: {
    targets: [
      {
        count: 1,
        kind: 'permanent',
        describe: 'target creature or planeswalker an opponent controls',
        filter: (g, o, controller) =>
          (g.isType(o, 'Creature') || g.isType(o, 'Planeswalker')) && g.controller(o) !== controller,
      },
    ],
    resolve(g, item) {
      for (const o of targetObjects(g, item)) {
        if (g.characteristics(o).colors.has('B')) g.exile(o);
        else phaseOut(g, [o]);
      }
    },
  },
};

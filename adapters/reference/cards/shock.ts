import { legalTargets, targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { targetAny } from './helpers.js';

/** "Shock deals 2 damage to any target." */
export const shock: CardBehaviour = {
  name: 'Shock',
  spell: {
    targets: [targetAny],
    resolve(g, item) {
      for (const t of legalTargets(g, item)) if ('player' in t) g.dealDamage({ player: t.player }, 2);
      for (const o of targetObjects(g, item)) g.dealDamage({ object: o }, 2);
    },
  },
};

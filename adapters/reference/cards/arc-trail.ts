import { targetStillLegal } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { targetAny } from './helpers.js';

/** "Arc Trail deals 2 damage to any target and 1 damage to another target." Each target that is still legal gets its own amount (608.2b). */
export const arcTrail: CardBehaviour = {
  name: 'Arc Trail',
  spell: {
    targets: [targetAny, targetAny],
    resolve(g, item) {
      const amounts = [2, 1];
      item.targets.forEach((t, i) => {
        if (!targetStillLegal(g, t, targetAny, item.controller)) return;
        if ('player' in t) g.dealDamage({ player: t.player }, amounts[i]!, item.source);
        else {
          const o = g.permanent(t.object);
          if (o) g.dealDamage({ object: o }, amounts[i]!, item.source);
        }
      });
    },
  },
};

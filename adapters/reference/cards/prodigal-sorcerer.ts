import { legalTargets, targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { targetAny } from './helpers.js';

/** "{T}: Prodigal Sorcerer deals 1 damage to any target." */
export const prodigalSorcerer: CardBehaviour = {
  name: 'Prodigal Sorcerer',
  activated: [
    {
      key: 'tap-ping',
      tap: true,
      targets: [targetAny],
      resolve(g, item) {
        const self = item.source;
        for (const t of legalTargets(g, item)) if ('player' in t) g.dealDamage({ player: t.player }, 1, self);
        for (const o of targetObjects(g, item)) g.dealDamage({ object: o }, 1, self);
      },
    },
  ],
};

import { BASIC_LAND_TYPES } from '../engine/game.js';
import { legalTargets, targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { targetAny } from './helpers.js';

/** "Domain — Tribal Flames deals X damage to any target, where X is the number of basic land types among lands you control." */
export const tribalFlames: CardBehaviour = {
  name: 'Tribal Flames',
  spell: {
    targets: [targetAny],
    resolve(g, item) {
      const lands = g.permanents().filter((o) => g.controller(o) === item.controller && g.isType(o, 'Land'));
      const x = BASIC_LAND_TYPES.filter((t) => lands.some((o) => g.hasSubtype(o, t))).length;
      for (const t of legalTargets(g, item)) if ('player' in t) g.dealDamage({ player: t.player }, x, item.source);
      for (const o of targetObjects(g, item)) g.dealDamage({ object: o }, x, item.source);
    },
  },
};

import { putCounters } from '../engine/counters.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "Level up {W} ({W}: Put a level counter on this. Level up only as a sorcery.) LEVEL 2-6 3/3
 * First strike LEVEL 7+ 4/4 Double strike" (702.87, 711). The level symbols set its base power and
 * toughness; here they are applied as the difference from the printed 1/1.
 */
export const studentOfWarfare: CardBehaviour = {
  name: 'Student of Warfare',
  activated: [
    {
      key: 'level-up',
      mana: '{W}',
      sorcerySpeed: true,
      resolve(g, item) {
        const self = g.permanent(item.sourceRef, 'own-source');
        if (self) putCounters(self, 'level', 1);
      },
    },
  ],
  statics: [
    {
      key: 'level-2-6',
      modify(_g, self, obj) {
        const level = self.counters.get('level') ?? 0;
        return obj === self && level >= 2 && level <= 6
          ? { power: 2, toughness: 2, addKeyword: 'first-strike' }
          : undefined;
      },
    },
    {
      key: 'level-7',
      modify: (_g, self, obj) =>
        obj === self && (self.counters.get('level') ?? 0) >= 7
          ? { power: 3, toughness: 3, addKeyword: 'double-strike' }
          : undefined,
    },
  ],
};

import { IllegalAction } from '../engine/game.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { selfEnters } from './timing.js';

/**
 * "When Phyrexian Dreadnought enters, sacrifice it unless you sacrifice any number of creatures with
 * total power 12 or greater." A phased-out Dreadnought can't be sacrificed (702.26b).
 */
export const phyrexianDreadnought: CardBehaviour = {
  name: 'Phyrexian Dreadnought',
  triggers: [
    {
      key: 'etb',
      event: 'enters',
      matches: selfEnters,
      resolve(g, item) {
        const ids = (item.choices['sacrificed'] as string[] | undefined) ?? [];
        const creatures = ids.map((id) => g.permanentById(id));
        const power = creatures.reduce((n, o) => n + (o ? g.characteristics(o).power : 0), 0);
        if (ids.length > 0 && power >= 12) {
          for (const [i, o] of creatures.entries()) {
            if (!o || g.controller(o) !== item.controller) throw new IllegalAction(`cannot sacrifice ${ids[i]}`);
            g.sacrifice(o, item.controller);
          }
          return;
        }
        const self = g.permanent(item.sourceRef, 'own-source');
        if (self) g.sacrifice(self, item.controller);
      },
    },
  ],
};

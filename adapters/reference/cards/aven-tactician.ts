import { putCounters } from '../engine/counters.js';
import { IllegalAction, Unsupported } from '../engine/game.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { creaturesControlledBy } from './helpers.js';

/**
 * Aven Tactician: "Flying" and "When Aven Tactician enters, bolster 1." Bolster N (701.39a): choose a
 * creature you control with the least toughness among creatures you control, and put N +1/+1 counters
 * on it. Only creatures that exist are compared (702.26b). The `bolster` choice names the creature when
 * several are tied.
 */
export const avenTactician: CardBehaviour = {
  name: 'Aven Tactician',
  triggers: [
    {
      key: 'etb',
      event: 'enters',
      matches: (_g, self, ev) => ev.type === 'enters' && ev.obj === self,
      resolve(g, item) {
        const creatures = creaturesControlledBy(g, item.controller);
        if (creatures.length === 0) return;
        const least = Math.min(...creatures.map((o) => g.characteristics(o).toughness));
        const tied = creatures.filter((o) => g.characteristics(o).toughness === least);
        const id = item.choices['bolster'];
        if (id === undefined && tied.length > 1)
          throw new Unsupported('bolster: the fixture must choose among the tied creatures ("bolster")');
        const chosen = id === undefined ? tied[0] : tied.find((o) => o.id === id);
        if (!chosen)
          throw new IllegalAction(`bolster: ${JSON.stringify(id)} is not a creature with the least toughness`);
        putCounters(chosen, '+1/+1', 1);
      },
    },
  ],
};

import { targetStillLegal } from '../engine/targets.js';
import type { CardBehaviour, TargetSpec } from '../engine/card-behaviour.js';
import { getUntilEndOfTurn } from './helpers.js';

// "Target creature" and "another target creature": one spec of two, so the two must differ (601.2c).
const TWO_CREATURES: TargetSpec = {
  count: 2,
  kind: 'permanent',
  describe: 'target creature and another target creature',
  filter: (g, o) => g.isType(o, 'Creature'),
};
const BY_POSITION = [3, -3];

/**
 * "Target creature gets +3/+3 until end of turn. Another target creature gets -3/-3 until end of turn." Each
 * target still legal as it resolves gets its own change (608.2b): one that phased out gets nothing.
 */
export const ritesOfReaping: CardBehaviour = {
  name: 'Rites of Reaping',
  spell: {
    targets: [TWO_CREATURES],
    resolve(g, item) {
      item.targets.forEach((t, i) => {
        if (!('object' in t) || !targetStillLegal(g, t, TWO_CREATURES, item.controller)) return;
        const change = BY_POSITION[i]!;
        getUntilEndOfTurn(g, item.controller, [g.permanent(t.object)!], change, change);
      });
    },
  },
};

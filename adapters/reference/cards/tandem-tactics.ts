import type { CardBehaviour, TargetSpec } from '../engine/card-behaviour.js';
import { anyNumberOfTargets } from './any-number.js';

const UP_TO_TWO_CREATURES: TargetSpec = {
  count: 2,
  min: 0,
  kind: 'permanent',
  describe: 'up to two target creatures',
  filter: (g, o) => g.isType(o, 'Creature'),
};

/**
 * "Up to two target creatures each get +1/+2 until end of turn. You gain 2 life." The effect is locked to the
 * chosen targets still legal as it resolves (608.2b, 611.2c): one that phased out gets nothing, and its caster
 * still gains 2 life.
 */
export const tandemTactics: CardBehaviour = {
  name: 'Tandem Tactics',
  spell: {
    targets: [UP_TO_TWO_CREATURES],
    resolve(g, item) {
      const affected = g.lockedSet(anyNumberOfTargets(g, item, UP_TO_TWO_CREATURES));
      if (affected.length > 0)
        g.addEffect({
          controller: item.controller,
          affected,
          duration: { kind: 'endOfTurn' },
          change: { kind: 'pt', power: 1, toughness: 2 },
        });
      g.gainLife(g.player(item.controller), 2);
    },
  },
};

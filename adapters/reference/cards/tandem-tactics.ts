import type { CardBehaviour } from '../engine/card-behaviour.js';
import { anyNumberOfTargets } from './any-number.js';
import { getUntilEndOfTurn, upToTwoTargetCreatures } from './helpers.js';

/**
 * "Up to two target creatures each get +1/+2 until end of turn. You gain 2 life." The effect is locked to the
 * chosen targets still legal as it resolves (608.2b, 611.2c): one that phased out gets nothing, and its caster
 * still gains 2 life.
 */
export const tandemTactics: CardBehaviour = {
  name: 'Tandem Tactics',
  spell: {
    targets: [upToTwoTargetCreatures],
    resolve(g, item) {
      getUntilEndOfTurn(g, item.controller, anyNumberOfTargets(g, item, upToTwoTargetCreatures), 1, 2);
      g.gainLife(g.player(item.controller), 2);
    },
  },
};

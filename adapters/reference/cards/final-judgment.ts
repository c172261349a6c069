import type { CardBehaviour } from '../engine/card-behaviour.js';
import { sweepSet } from './helpers.js';

/** "Exile all creatures." Only creatures that exist are found (702.26b); they are exiled at once. */
export const finalJudgment: CardBehaviour = {
  name: 'Final Judgment',
  spell: {
    resolve: (g) =>
      g.moveAllTo(
        sweepSet(g, (p) => g.isType(p, 'Creature')),
        'exile',
      ),
  },
};

import type { CardBehaviour } from '../engine/card-behaviour.js';

/** "Return all creatures to their owners' hands." */
export const evacuation: CardBehaviour = {
  name: 'Evacuation',
  spell: {
    resolve: (g) =>
      g.moveAllTo(
        g.permanents().filter((p) => g.isType(p, 'Creature')),
        'hand',
      ),
  },
};

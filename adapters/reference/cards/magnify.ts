import type { Game } from '../engine/game-interface.js';
import type { GameObject } from '../engine/types.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

const isCreature = (g: Game, o: GameObject) => g.isType(o, 'Creature');

/**
 * "All creatures get +1/+1 until end of turn." Every player's creatures, not only its caster's: the set is
 * locked as the spell resolves (611.2c) and holds no phased-out creature (702.26e), even one that phases in
 * later that turn.
 */
export const magnify: CardBehaviour = {
  name: 'Magnify',
  spell: {
    resolve(g, item) {
      const describedBy = (o: GameObject) => isCreature(g, o);
      const affected = g.describedSet(describedBy);
      g.addEffect(
        {
          controller: item.controller,
          affected,
          duration: { kind: 'endOfTurn' },
          change: { kind: 'pt', power: 1, toughness: 1 },
        },
        describedBy,
      );
    },
  },
};

import type { Game } from '../engine/game-interface.js';
import type { GameObject, PlayerId } from '../engine/types.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

const creatureOf = (player: PlayerId) => (g: Game, o: GameObject) =>
  g.isType(o, 'Creature') && g.controller(o) === player;

/**
 * "Creatures you control get +1/+1 until end of turn." — the set is locked as the spell resolves
 * (611.2c) and holds no phased-out creature (702.26e), even one that phases in later that turn.
 */
export const gloriousCharge: CardBehaviour = {
  name: 'Glorious Charge',
  spell: {
    resolve(g, item) {
      const mine = creatureOf(item.controller);
      const describedBy = (o: GameObject) => mine(g, o);
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

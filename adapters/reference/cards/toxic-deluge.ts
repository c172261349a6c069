import { IllegalAction } from '../engine/game.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "As an additional cost to cast this spell, pay X life. All creatures get -X/-X until end of turn."
 * Paying X life needs X life and, for X > 0, a life total that can change (119.4, 119.8).
 */
export const toxicDeluge: CardBehaviour = {
  name: 'Toxic Deluge',
  spell: {
    prepareCast(g, { obj, player, x }) {
      const p = g.player(player);
      if (!g.canPayLife(p, x)) throw new IllegalAction(`${player} can't pay ${x} life`);
      return { cost: obj.card.manaCost ?? '', payExtra: () => g.loseLife(p, x) };
    },
    resolve(g, item) {
      if (item.x === 0) return;
      const affected = g.describedSet((o) => g.isType(o, 'Creature'));
      if (affected.length > 0)
        g.addEffect({
          controller: item.controller,
          affected,
          duration: { kind: 'endOfTurn' },
          change: { kind: 'pt', power: -item.x, toughness: -item.x },
        });
    },
  },
};

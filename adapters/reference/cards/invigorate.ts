import { IllegalAction } from '../engine/game.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { targetCreature, targetGetsUntilEndOfTurn } from './helpers.js';

/**
 * "If you control a Forest, rather than pay this spell's mana cost, you may have an opponent gain 3
 * life. Target creature gets +4/+4 until end of turn." The alternative cost is the choice
 * "opponentGainsLife" (the opponent's letter); it can't be paid if that player can't gain life (119.7).
 */
export const invigorate: CardBehaviour = {
  name: 'Invigorate',
  hookedAbilities: ['alternative-cost'],
  spell: {
    targets: [targetCreature],
    prepareCast(g, { obj, player, choices }) {
      const opponent = choices['opponentGainsLife'];
      if (typeof opponent !== 'string') return { cost: obj.card.manaCost ?? '' };
      const opp = g.player(opponent);
      if (opponent === player || !opp.inGame) throw new IllegalAction(`${opponent} is not an opponent of ${player}`);
      if (!g.permanents().some((o) => g.controller(o) === player && g.hasSubtype(o, 'Forest')))
        throw new IllegalAction(`${player} controls no Forest`);
      if (g.lifeCantChange(opp))
        throw new IllegalAction(`${opponent} can't gain life, so the alternative cost can't be paid (119.7)`);
      return { cost: '', payExtra: () => g.gainLife(opp, 3) };
    },
    resolve: targetGetsUntilEndOfTurn(4, 4),
  },
};

import { IllegalAction } from '../engine/game.js';
import { phaseOut } from '../engine/phasing.js';
import type { CardBehaviour, TargetSpec } from '../engine/card-behaviour.js';
import { anyNumberOfTargets } from './any-number.js';

const UP_TO_X_CREATURES: TargetSpec = {
  count: 20,
  min: 0,
  kind: 'permanent',
  describe: 'up to X target creatures',
  filter: (g, o) => g.isType(o, 'Creature'),
};

/**
 * "As an additional cost to cast this spell, you may exile any number of blue cards from your hand.
 * This spell costs {2} less to cast for each card exiled this way. / Up to X target creatures phase
 * out." The reduction applies to the generic part only: more cards may be exiled than needed, but
 * the cost never drops below {U}; the mana value on the stack stays X plus 1 (rulings 2022-02-18).
 * choices.exiled: ids of the blue cards exiled from the caster's hand.
 */
export const marchOfSwirlingMist: CardBehaviour = {
  name: 'March of Swirling Mist',
  hookedAbilities: ['additional-cost'],
  spell: {
    targets: [UP_TO_X_CREATURES],
    prepareCast(g, { obj, player, x, choices, targets }) {
      if (targets > x)
        throw new IllegalAction(`March of Swirling Mist with X=${x} can have at most ${x} targets, not ${targets}`);
      const ids = choices['exiled'] ?? [];
      if (!Array.isArray(ids)) throw new IllegalAction('choices.exiled must list the ids of the exiled cards');
      const cards = ids.map((id) => {
        const c = g.cardIn(['hand'], String(id));
        if (!c || c === obj || c.owner !== player || !g.coreCharacteristics(c).colors.has('U'))
          throw new IllegalAction(`${String(id)} is not a blue card in ${player}'s hand`);
        return c;
      });
      if (new Set(cards).size !== cards.length) throw new IllegalAction('a card can be exiled only once');
      const generic = Math.max(0, x - 2 * cards.length);
      return {
        cost: `{${generic}}{U}`,
        payExtra: () => {
          for (const c of cards) g.moveTo(c, 'exile');
        },
      };
    },
    resolve: (g, item) => void phaseOut(g, anyNumberOfTargets(g, item, UP_TO_X_CREATURES)),
  },
};

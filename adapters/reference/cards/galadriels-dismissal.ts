import { phaseOut } from '../engine/phasing.js';
import { legalTargets, targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { targetCreature, targetPlayer } from './helpers.js';

/**
 * "Kicker {2}{W} / Target creature phases out. If this spell was kicked, each creature target player
 * controls phases out instead." Kicked (choices {"kicked": true}) it targets a player only.
 */
export const galadrielsDismissal: CardBehaviour = {
  name: "Galadriel's Dismissal",
  hookedAbilities: ['kicker'],
  spell: {
    targetsFor: (choices) => (choices['kicked'] === true ? [targetPlayer] : [targetCreature]),
    prepareCast: (_g, { obj, choices }) => ({
      cost: `${obj.card.manaCost ?? ''}${choices['kicked'] === true ? '{2}{W}' : ''}`,
    }),
    resolve(g, item) {
      if (item.choices['kicked'] !== true) {
        phaseOut(g, targetObjects(g, item));
        return;
      }
      for (const t of legalTargets(g, item)) {
        if ('player' in t)
          phaseOut(
            g,
            g.permanents().filter((o) => g.isType(o, 'Creature') && g.controller(o) === t.player),
          );
      }
    },
  },
};

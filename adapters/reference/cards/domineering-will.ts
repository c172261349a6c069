import { untapPermanent } from '../engine/casting.js';
import type { CardBehaviour, TargetSpec } from '../engine/card-behaviour.js';
import { legalTargets } from '../engine/targets.js';
import { anyNumberOfTargets } from './any-number.js';
import { gainControl } from './control.js';
import { changeUntilEndOfTurn, targetPlayer } from './helpers.js';

const UP_TO_THREE_NONATTACKING: TargetSpec = {
  count: 3,
  min: 0,
  kind: 'permanent',
  describe: 'up to three target nonattacking creatures',
  filter: (g, o) => g.isType(o, 'Creature') && o.combat?.attacking === undefined,
};

/**
 * "Target player gains control of up to three target nonattacking creatures until end of turn. Untap those
 * creatures. They block this turn if able." Only the chosen creatures still legal as it resolves are affected
 * (608.2b): one that phased out is neither taken, untapped nor bound to block, and an unchosen creature never
 * is. The control change locks its set as it resolves (611.2c); the blocking requirement modifies the rules,
 * and 608.2b says such an effect doesn't apply to illegal targets, so it binds the legal targets alone. With
 * the player no longer a legal target the creatures still untap and must block.
 */
export const domineeringWill: CardBehaviour = {
  name: 'Domineering Will',
  spell: {
    targets: [targetPlayer, UP_TO_THREE_NONATTACKING],
    resolve(g, item) {
      const creatures = anyNumberOfTargets(g, item, UP_TO_THREE_NONATTACKING);
      const player = legalTargets(g, item).find((t) => 'player' in t);
      if (player && 'player' in player) gainControl(g, player.player, creatures, { kind: 'endOfTurn' });
      for (const o of creatures) untapPermanent(g, o);
      changeUntilEndOfTurn(g, item.controller, creatures, { kind: 'blocksIfAble' });
    },
  },
};

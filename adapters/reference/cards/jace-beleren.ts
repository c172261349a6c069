import { draw } from '../engine/draw.js';
import { mill } from '../engine/hand.js';
import { legalTargets } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import type { Game } from '../engine/game-interface.js';
import type { StackItem } from '../engine/types.js';
import { targetPlayer } from './helpers.js';

/** The targeted player, if still a legal target as the ability resolves (608.2b). */
function eachTargetPlayer(g: Game, item: StackItem, act: (player: string) => void): void {
  for (const t of legalTargets(g, item)) if ('player' in t) act(t.player);
}

/**
 * "[+2]: Each player draws a card.", "[−1]: Target player draws a card." and "[−10]: Target player
 * mills twenty cards." Each player draws in turn order (101.4: APNAP).
 */
export const jaceBeleren: CardBehaviour = {
  name: 'Jace Beleren',
  activated: [
    {
      key: 'plus-2',
      loyalty: 2,
      resolve(g) {
        for (const player of g.apnap()) draw(g, player, 1);
      },
    },
    {
      key: 'minus-1',
      loyalty: -1,
      targets: [targetPlayer],
      resolve: (g, item) => eachTargetPlayer(g, item, (player) => draw(g, player, 1)),
    },
    {
      key: 'minus-10',
      loyalty: -10,
      targets: [targetPlayer],
      resolve: (g, item) => eachTargetPlayer(g, item, (player) => mill(g, player, 20)),
    },
  ],
};

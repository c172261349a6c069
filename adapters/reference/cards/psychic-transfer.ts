import { legalTargets } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { targetPlayer } from './helpers.js';

/** "If the difference between your life total and target player's life total is 5 or less, exchange life totals with that player." */
export const psychicTransfer: CardBehaviour = {
  name: 'Psychic Transfer',
  spell: {
    targets: [targetPlayer],
    resolve(g, item) {
      const t = legalTargets(g, item)[0];
      if (!t || !('player' in t)) return;
      const me = g.player(item.controller);
      const them = g.player(t.player);
      if (Math.abs(me.life - them.life) <= 5) g.exchangeLife(me, them);
    },
  },
};

import { legalTargets } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "Search target opponent's library for a creature card and put that card onto the battlefield under
 * your control. Then that player shuffles." The card found is the choice "card"; it enters under the
 * caster's control by default, not through a control effect (the third example of 800.4a).
 */
export const bribery: CardBehaviour = {
  name: 'Bribery',
  spell: {
    targets: [{ count: 1, kind: 'player', opponent: true, describe: 'target opponent' }],
    resolve(g, item) {
      const target = legalTargets(g, item)[0];
      if (!target || !('player' in target)) return;
      const chosen = item.choices['card'];
      const card = typeof chosen === 'string' ? g.cardIn(['library'], chosen) : undefined;
      if (!card || card.owner !== target.player || !card.card.types.includes('Creature')) return;
      g.enterBattlefield(card, item.controller);
    },
  },
};

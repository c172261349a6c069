import type { CardBehaviour } from '../engine/card-behaviour.js';
import { selfEnters } from './timing.js';

/**
 * "When Gray Merchant of Asphodel enters, each opponent loses X life, where X is your devotion to
 * black. You gain life equal to the life lost this way." Devotion (700.5) counts the {B} in the mana
 * costs of permanents you control: phased-out ones don't exist (702.26b).
 */
export const grayMerchantOfAsphodel: CardBehaviour = {
  name: 'Gray Merchant of Asphodel',
  triggers: [
    {
      key: 'etb',
      event: 'enters',
      matches: selfEnters,
      resolve(g, item) {
        const devotion = g
          .permanents()
          .filter((o) => g.controller(o) === item.controller)
          .reduce((n, o) => n + (o.card.manaCost?.match(/\{B\}/g)?.length ?? 0), 0);
        let lost = 0;
        for (const p of g.playersInGame()) {
          if (p.id === item.controller) continue;
          const before = p.life;
          g.loseLife(p, devotion);
          lost += before - p.life;
        }
        g.gainLife(g.player(item.controller), lost);
      },
    },
  ],
};

import { legalTargets } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { targetPlayer } from './helpers.js';

/** "Whenever Blood Artist or another creature dies, target player loses 1 life and you gain 1 life." — observes that phasing out is not dying (702.26d). */
export const bloodArtist: CardBehaviour = {
  name: 'Blood Artist',
  triggers: [
    {
      key: 'dies',
      event: 'leaves',
      lookBack: true,
      matches: (g, _self, ev) => ev.type === 'leaves' && ev.to === 'graveyard' && g.isType(ev.obj, 'Creature'),
      targets: [targetPlayer],
      resolve(g, item) {
        for (const t of legalTargets(g, item)) if ('player' in t) g.loseLife(g.player(t.player), 1);
        g.gainLife(g.player(item.controller), 1);
      },
    },
  ],
};

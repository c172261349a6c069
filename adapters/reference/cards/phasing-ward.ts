import type { CardBehaviour } from '../engine/card-behaviour.js';
import { enchantCreature } from './helpers.js';

/**
 * Illustrative: "Enchant creature / Whenever this Aura phases out, you gain 1 life. / Whenever this
 * Aura phases in, you gain 1 life." Phasing out or in indirectly is phasing out or in (702.26g):
 * only attach/unattach abilities ignore phasing (702.26j). Divergence D-6 got this wrong.
 */
export const phasingWard: CardBehaviour = {
  name: 'Phasing Ward',
  enchant: enchantCreature,
  triggers: [
    {
      key: 'phases-out',
      event: 'phasesOut',
      lookBack: true,
      matches: (_g, self, ev) => ev.type === 'phasesOut' && ev.objs.some((o) => o.id === self.id),
      resolve: (g, item) => g.gainLife(g.player(item.controller), 1),
    },
    {
      key: 'phases-in',
      event: 'phasesIn',
      matches: (_g, self, ev) => ev.type === 'phasesIn' && ev.objs.includes(self),
      resolve: (g, item) => g.gainLife(g.player(item.controller), 1),
    },
  ],
};

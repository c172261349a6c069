import { mill } from '../engine/hand.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "Phasing / When Ertai's Familiar phases out or leaves the battlefield, mill three cards. /
 * {U}: Until your next upkeep, this creature can't phase out." — "for any reason, not just due to
 * its own phasing ability" (ruling 2008-04-01). The trigger looks back in time (603.10a, 603.10b).
 */
export const ertaisFamiliar: CardBehaviour = {
  name: "Ertai's Familiar",
  triggers: [
    {
      key: 'trigger-phases-out-or-leaves',
      event: 'phasesOut',
      lookBack: true,
      matches: (_g, self, ev) => ev.type === 'phasesOut' && ev.objs.some((o) => o.id === self.id),
      resolve: (g, item) => mill(g, item.controller, 3),
    },
    {
      key: 'trigger-phases-out-or-leaves',
      event: 'leaves',
      lookBack: true,
      matches: (_g, self, ev) => ev.type === 'leaves' && ev.obj.id === self.id,
      resolve: (g, item) => mill(g, item.controller, 3),
    },
  ],
  activated: [
    {
      key: 'cant-phase-out',
      mana: '{U}',
      resolve(g, item) {
        const self = g.permanent(item.sourceRef);
        if (self)
          g.addEffect({
            controller: item.controller,
            affected: [g.ref(self)],
            duration: { kind: 'untilUpkeepOf', player: item.controller },
            change: { kind: 'cantPhaseOut' },
          });
      },
    },
  ],
};

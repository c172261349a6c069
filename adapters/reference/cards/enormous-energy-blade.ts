import { tapPermanent } from '../engine/casting.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { attachedBonus, equip } from './attachments.js';

/**
 * "Equipped creature gets +4/+0. / Whenever this Equipment becomes attached to a creature, tap that
 * creature. / Equip {2}". Phasing in attached is not becoming attached (702.26j).
 */
export const enormousEnergyBlade: CardBehaviour = {
  name: 'Enormous Energy Blade',
  statics: [attachedBonus('bonus', 4, 0)],
  triggers: [
    {
      key: 'trigger-attached',
      event: 'attached',
      matches: (g, self, ev) => {
        if (ev.type !== 'attached' || ev.obj !== self) return false;
        const t = self.attachedTo;
        if (!t || !('object' in t)) return false;
        const host = g.permanent({ id: t.object, incarnation: t.incarnation });
        return host && g.isType(host, 'Creature') ? { object: t.object, incarnation: t.incarnation } : false;
      },
      resolve(g, item) {
        const to = item.triggerData as { object: string; incarnation: number };
        const creature = g.permanent({ id: to.object, incarnation: to.incarnation }, 'remembered');
        if (creature) tapPermanent(g, creature);
      },
    },
  ],
  activated: [equip('{2}')],
};

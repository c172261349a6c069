import type { CardBehaviour } from '../engine/card-behaviour.js';
import { attachedBonus, equip } from './attachments.js';

/**
 * "Equipped creature gets +3/+2. / Whenever this Equipment becomes unattached from a permanent,
 * sacrifice that permanent. / Equip {0}". The trigger looks back in time (603.10c), so it also
 * triggers when the Wargear itself leaves the battlefield; it never triggers on phasing (702.26j).
 */
export const graftedWargear: CardBehaviour = {
  name: 'Grafted Wargear',
  statics: [attachedBonus('bonus', 3, 2)],
  triggers: [
    {
      key: 'trigger-unattached',
      event: 'unattached',
      lookBack: true,
      matches: (_g, self, ev) => {
        if (ev.type !== 'unattached' || ev.obj.id !== self.id) return false;
        const t = ev.obj.attachedTo;
        return t && 'object' in t ? { object: t.object, incarnation: t.incarnation } : false;
      },
      resolve(g, item) {
        const from = item.triggerData as { object: string; incarnation: number };
        const permanent = g.permanent({ id: from.object, incarnation: from.incarnation }, 'remembered');
        // "Sacrifice that permanent": you can sacrifice only a permanent you control (701.21a).
        if (permanent) g.sacrifice(permanent, item.controller);
      },
    },
  ],
  activated: [equip('{0}')],
};

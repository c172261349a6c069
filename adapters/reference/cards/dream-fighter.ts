import { phaseOut } from '../engine/phasing.js';
import type { ObjectRef } from '../engine/types.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "Whenever Dream Fighter blocks or becomes blocked by a creature, Dream Fighter and that creature
 * phase out." It triggers once for each creature it blocks or is blocked by.
 */
export const dreamFighter: CardBehaviour = {
  name: 'Dream Fighter',
  triggers: [
    {
      key: 'trigger-blocks-or-blocked',
      event: 'blocks',
      matches(g, self, ev) {
        if (ev.type !== 'blocks') return false;
        if (ev.obj === self) return { other: g.ref(ev.attacker) };
        if (ev.attacker === self) return { other: g.ref(ev.obj) };
        return false;
      },
      resolve(g, item) {
        const other = g.permanent((item.triggerData as { other: ObjectRef }).other);
        const self = g.permanent(item.sourceRef);
        phaseOut(
          g,
          [self, other].filter((o) => o !== undefined),
        );
      },
    },
  ],
};

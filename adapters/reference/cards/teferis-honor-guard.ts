import { phaseOut } from '../engine/phasing.js';
import type { ObjectRef } from '../engine/types.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "Flanking (Whenever a creature without flanking blocks this creature, the blocking creature gets
 * -1/-1 until end of turn.)" and "{U}{U}: Teferi's Honor Guard phases out."
 */
export const teferisHonorGuard: CardBehaviour = {
  name: "Teferi's Honor Guard",
  triggers: [
    {
      key: 'flanking',
      event: 'blocks',
      matches: (g, self, ev) =>
        ev.type === 'blocks' && ev.attacker === self && !g.has(ev.obj, 'flanking') ? { blocker: g.ref(ev.obj) } : false,
      resolve(g, item) {
        // 611.2c: the -1/-1 applies to the blocking creature only if it exists as the ability resolves.
        const blocker = (item.triggerData as { blocker: ObjectRef }).blocker;
        const o = g.onBattlefield(blocker, 'named-effect-set');
        if (!o) return;
        const affected = g.lockedSet([o]);
        if (affected.length > 0)
          g.addEffect({
            controller: item.controller,
            affected,
            duration: { kind: 'endOfTurn' },
            change: { kind: 'pt', power: -1, toughness: -1 },
          });
      },
    },
  ],
  activated: [
    {
      key: 'phase-out',
      mana: '{U}{U}',
      resolve(g, item) {
        const self = g.permanent(item.sourceRef);
        if (self) phaseOut(g, [self]);
      },
    },
  ],
};

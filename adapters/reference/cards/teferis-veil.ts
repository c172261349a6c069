import { phaseOut } from '../engine/phasing.js';
import type { ObjectRef } from '../engine/types.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { atEndOfCombat } from './timing.js';

/**
 * "Whenever a creature you control attacks, it phases out at end of combat." The trigger creates a
 * delayed triggered ability (603.7) for the beginning of the end of combat step, after combat damage.
 */
export const teferisVeil: CardBehaviour = {
  name: "Teferi's Veil",
  triggers: [
    {
      key: 'trigger-creature-attacks',
      event: 'attacks',
      matches: (g, self, ev) =>
        ev.type === 'attacks' && g.controller(ev.obj) === g.controller(self) ? { attacker: g.ref(ev.obj) } : false,
      resolve(g, item) {
        const attacker = (item.triggerData as { attacker: ObjectRef }).attacker;
        atEndOfCombat(g, item, 'end-of-combat', { attacker });
      },
    },
    {
      key: 'end-of-combat',
      event: 'stepBegins',
      delayedOnly: true,
      matches: () => false,
      resolve(g, item) {
        const o = g.permanent((item.triggerData as { attacker: ObjectRef }).attacker, 'remembered');
        if (o) phaseOut(g, [o]);
      },
    },
  ],
};

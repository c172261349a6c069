import { targetObjects } from '../engine/stack.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { gainControl } from './control.js';
import { targetCreature } from './helpers.js';

/** "Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn." */
export const actOfTreason: CardBehaviour = {
  name: 'Act of Treason',
  spell: {
    targets: [targetCreature],
    resolve(g, item) {
      const targets = targetObjects(g, item);
      const affected = gainControl(g, item.controller, targets, { kind: 'endOfTurn' });
      for (const o of targets) o.tapped = false;
      if (affected.length > 0)
        g.addEffect({
          controller: item.controller,
          affected,
          duration: { kind: 'endOfTurn' },
          change: { kind: 'addKeyword', keyword: 'haste' },
        });
    },
  },
};

import { putCounters } from '../engine/counters.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/** "Whenever another creature you control leaves the battlefield, put a +1/+1 counter on Ninth Bridge Patrol." */
export const ninthBridgePatrol: CardBehaviour = {
  name: 'Ninth Bridge Patrol',
  triggers: [
    {
      key: 'trigger-creature-leaves',
      event: 'leaves',
      lookBack: true,
      matches: (g, self, ev) =>
        ev.type === 'leaves' &&
        ev.obj.id !== self.id &&
        g.isType(ev.obj, 'Creature') &&
        g.controller(ev.obj) === g.controller(self),
      resolve(g, item) {
        // A Patrol that phased out before this resolves doesn't exist (702.26b): no counter.
        const self = g.permanent(item.sourceRef, 'trigger-source');
        if (self) putCounters(self, '+1/+1', 1);
      },
    },
  ],
};

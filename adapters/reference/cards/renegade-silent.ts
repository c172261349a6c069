import { putCounters } from '../engine/counters.js';
import { goad } from '../engine/goad.js';
import { phaseOut } from '../engine/phasing.js';
import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { atYour } from './timing.js';

/**
 * "At the beginning of your end step, goad up to one target creature you don't control and put a +1/+1
 * counter on Renegade Silent. Renegade Silent phases out." One ability, its instructions in order: the
 * target, if still legal, is goaded until the Silent's controller's next turn (701.15a); the counter goes
 * on the Silent, then it phases out. A Silent that has left the battlefield (or phased out) by then gets
 * neither, and nothing phases out.
 */
export const renegadeSilent: CardBehaviour = {
  name: 'Renegade Silent',
  triggers: [
    {
      key: 'end-step',
      event: 'stepBegins',
      matches: atYour('end'),
      targets: [
        {
          count: 1,
          min: 0,
          kind: 'permanent',
          describe: "up to one target creature you don't control",
          filter: (g, o, controller) => g.isType(o, 'Creature') && g.controller(o) !== controller,
        },
      ],
      resolve(g, item) {
        goad(g, item.controller, targetObjects(g, item));
        const self = g.permanent(item.sourceRef);
        if (!self) return;
        putCounters(self, '+1/+1', 1);
        phaseOut(g, [self]);
      },
    },
  ],
};

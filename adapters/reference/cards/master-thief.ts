import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { gainControlForAsLongAs } from './control.js';

/**
 * "When this creature enters, gain control of target artifact for as long as you control this
 * creature." — the card of 611.2b's example: if you lose control of it before the ability
 * resolves, the ability does nothing.
 */
export const masterThief: CardBehaviour = {
  name: 'Master Thief',
  triggers: [
    {
      key: 'etb',
      event: 'enters',
      matches: (_g, self, ev) => ev.type === 'enters' && ev.obj === self,
      targets: [
        { count: 1, kind: 'permanent', describe: 'target artifact', filter: (g, o) => g.isType(o, 'Artifact') },
      ],
      resolve(g, item) {
        const me = item.controller;
        const thief = item.sourceRef;
        gainControlForAsLongAs(
          g,
          me,
          targetObjects(g, item),
          () => g.stillControls(me, thief),
          `for as long as ${me} controls Master Thief`,
        );
      },
    },
  ],
};

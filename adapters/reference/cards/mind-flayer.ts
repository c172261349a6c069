import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { gainControlForAsLongAs } from './control.js';
import { targetCreature } from './helpers.js';

/**
 * "When Mind Flayer enters, gain control of target creature for as long as you control Mind
 * Flayer." — the duration ends for good when Mind Flayer phases out (702.26f; Spectral Adversary
 * ruling 2021-09-24).
 */
export const mindFlayer: CardBehaviour = {
  name: 'Mind Flayer',
  triggers: [
    {
      key: 'etb',
      event: 'enters',
      matches: (_g, self, ev) => ev.type === 'enters' && ev.obj === self,
      targets: [targetCreature],
      resolve(g, item) {
        const me = item.controller;
        const flayer = item.sourceRef;
        gainControlForAsLongAs(
          g,
          me,
          targetObjects(g, item),
          () => g.stillControls(me, flayer),
          `for as long as ${me} controls Mind Flayer`,
        );
      },
    },
  ],
};

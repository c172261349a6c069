import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "When Banishing Light enters the battlefield, exile target nonland permanent an opponent controls
 * until Banishing Light leaves the battlefield." The return waits for Banishing Light to leave the
 * battlefield; phasing out is not leaving (702.26d; Oubliette, Out of Time and Teferi rulings on
 * one-shot effects waiting "until [this] leaves the battlefield").
 */
export const banishingLight: CardBehaviour = {
  name: 'Banishing Light',
  triggers: [
    {
      key: 'etb',
      event: 'enters',
      matches: (_g, self, ev) => ev.type === 'enters' && ev.obj === self,
      targets: [
        {
          count: 1,
          kind: 'permanent',
          describe: 'target nonland permanent an opponent controls',
          filter: (g, o, controller) => !g.isType(o, 'Land') && g.controller(o) !== controller,
        },
      ],
      resolve(g, item) {
        // 610.3c: if Banishing Light has already left the battlefield, nothing is exiled.
        const watch = item.sourceRef;
        if (g.untilEventPassed(watch)) return;
        for (const o of targetObjects(g, item)) {
          g.moveTo(o, 'exile');
          g.untilLinks.set(g.uid(), { watch, kind: 'returnFromExile', objects: [g.ref(o)], tapOnPhaseIn: false });
        }
      },
    },
  ],
};

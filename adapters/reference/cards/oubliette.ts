import { phaseOutUntilLeaves } from '../engine/phasing.js';
import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { targetCreature } from './helpers.js';

/**
 * "When Oubliette enters the battlefield, target creature phases out until Oubliette leaves the
 * battlefield. Tap that creature as it phases in this way." (610.4: it phases in immediately after
 * Oubliette leaves, never in an untap step; 610.4c: not at all if Oubliette left before the
 * trigger resolved. Tapping it as it phases in is not "becoming tapped": Oubliette ruling 2020-08-07.)
 */
export const oubliette: CardBehaviour = {
  name: 'Oubliette',
  triggers: [
    {
      key: 'etb',
      event: 'enters',
      matches: (_g, self, ev) => ev.type === 'enters' && ev.obj === self,
      targets: [targetCreature],
      resolve(g, item) {
        phaseOutUntilLeaves(g, targetObjects(g, item), item.sourceRef, { tapOnPhaseIn: true });
      },
    },
  ],
};

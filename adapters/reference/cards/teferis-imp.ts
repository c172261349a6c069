import { discard } from '../engine/hand.js';
import { draw } from '../engine/turn.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { selfPhasesIn, selfPhasesOut } from './timing.js';

/**
 * "Whenever Teferi's Imp phases out, discard a card. Whenever Teferi's Imp phases in, draw a card."
 * The phase-out ability looks back in time (603.10b), so it triggers although the Imp no longer exists.
 */
export const teferisImp: CardBehaviour = {
  name: "Teferi's Imp",
  triggers: [
    {
      key: 'phases-out',
      event: 'phasesOut',
      lookBack: true,
      matches: selfPhasesOut,
      resolve: (g, item) => discard(g, item.controller, item.choices['discard'] as string | undefined),
    },
    {
      key: 'phases-in',
      event: 'phasesIn',
      matches: selfPhasesIn,
      resolve: (g, item) => draw(g, item.controller, 1),
    },
  ],
};

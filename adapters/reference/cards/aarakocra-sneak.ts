import type { CardBehaviour } from '../engine/card-behaviour.js';
import { takeInitiative } from '../engine/initiative.js';
import { selfEnters } from './timing.js';

/**
 * "Flying" and "When Aarakocra Sneak enters, you take the initiative." Flying is a keyword the engine
 * reads; the initiative's own abilities (726.2) belong to the designation, not to the Sneak, so they go
 * on whether it phases out or leaves, and phasing in is no entering (702.26d): it doesn't take it again.
 */
export const aarakocraSneak: CardBehaviour = {
  name: 'Aarakocra Sneak',
  triggers: [
    {
      key: 'etb',
      event: 'enters',
      matches: selfEnters,
      resolve: (g, item) => takeInitiative(g, item.controller),
    },
  ],
};

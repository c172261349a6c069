import type { CardBehaviour } from '../engine/card-behaviour.js';
import { becomeMonarch } from '../engine/monarch.js';
import { selfEnters } from './timing.js';

/**
 * "Deathtouch" and "When Thorn of the Black Rose enters the battlefield, you become the monarch." Deathtouch
 * is a keyword the engine reads; the monarch's own abilities (725.2) belong to the designation, not to
 * Thorn, so they go on whether Thorn phases out or leaves.
 */
export const thornOfTheBlackRose: CardBehaviour = {
  name: 'Thorn of the Black Rose',
  triggers: [
    {
      key: 'etb',
      event: 'enters',
      matches: selfEnters,
      resolve: (g, item) => becomeMonarch(g, item.controller),
    },
  ],
};

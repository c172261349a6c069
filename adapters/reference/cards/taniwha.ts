import { phaseOut } from '../engine/phasing.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { atYourUpkeep } from './timing.js';

/**
 * "Trample / Phasing / At the beginning of your upkeep, all lands you control phase out." An
 * Equipment on Taniwha phases out and back in with it (702.26g; bug B-20 with Fireshrieker).
 */
export const taniwha: CardBehaviour = {
  name: 'Taniwha',
  triggers: [
    {
      key: 'upkeep',
      event: 'stepBegins',
      matches: atYourUpkeep,
      resolve: (g, item) =>
        void phaseOut(
          g,
          g.permanents().filter((o) => g.isType(o, 'Land') && g.controller(o) === item.controller),
        ),
    },
  ],
};

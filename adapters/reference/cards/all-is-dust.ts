import type { CardBehaviour } from '../engine/card-behaviour.js';
import { sweepSet } from './helpers.js';

/**
 * "Each player sacrifices all permanents they control that are one or more colors." Only permanents that
 * exist as it resolves are found (702.26b); each is sacrificed by its controller.
 */
export const allIsDust: CardBehaviour = {
  name: 'All Is Dust',
  spell: {
    resolve(g) {
      for (const permanent of sweepSet(g, (o) => g.characteristics(o).colors.size > 0))
        g.sacrifice(permanent, g.controller(permanent));
    },
  },
};

import { phasingEvent } from '../engine/phasing.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "Simultaneously, all phased-out creatures phase in and all creatures with phasing phase out."
 * An effect that specifically mentions phased-out permanents (702.26b), so it may look at them.
 */
export const timeAndTide: CardBehaviour = {
  name: 'Time and Tide',
  spell: {
    resolve(g) {
      const comingIn = [...g.phasedOutFor('phase-in')].filter(
        (o) => o.phased?.how === 'directly' && g.isType(o, 'Creature'),
      );
      phasingEvent(g, () => g.permanents().filter((o) => g.isType(o, 'Creature') && g.has(o, 'phasing')), comingIn);
    },
  },
};

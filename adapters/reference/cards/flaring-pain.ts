import type { CardBehaviour } from '../engine/card-behaviour.js';

/** "Damage can't be prevented this turn." and "Flashback {R}" (702.34a). */
export const flaringPain: CardBehaviour = {
  name: 'Flaring Pain',
  flashback: '{R}',
  hookedAbilities: ['flashback'],
  spell: {
    resolve(g, item) {
      g.addEffect({
        controller: item.controller,
        affected: [],
        duration: { kind: 'endOfTurn' },
        change: { kind: 'damageCantBePrevented' },
      });
    },
  },
};

import type { CardBehaviour } from '../engine/card-behaviour.js';

/** "Damage can't be prevented this turn." (Flashback is not modelled.) */
export const flaringPain: CardBehaviour = {
  name: 'Flaring Pain',
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

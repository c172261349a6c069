import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "Prevent all combat damage that would be dealt this turn." — a rules-modifying effect (611.2c,
 * second example): creatures that phase in later in the turn are covered too.
 */
export const fog: CardBehaviour = {
  name: 'Fog',
  spell: {
    resolve(g, item) {
      const present = g
        .permanents()
        .filter((o) => g.isType(o, 'Creature'))
        .map((o) => g.ref(o));
      g.addEffect({
        controller: item.controller,
        affected: present,
        duration: { kind: 'endOfTurn' },
        change: { kind: 'preventCombatDamage' },
      });
    },
  },
};

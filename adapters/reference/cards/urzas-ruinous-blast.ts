import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "(You may cast a legendary sorcery only if you control a legendary creature or planeswalker.)
 * Exile all nonland permanents that aren't legendary." The casting restriction is the engine's
 * rule for legendary sorceries (205.4e).
 */
export const urzasRuinousBlast: CardBehaviour = {
  name: "Urza's Ruinous Blast",
  spell: {
    resolve(g) {
      const doomed = g
        .permanents()
        .filter((o) => !g.isType(o, 'Land') && !g.characteristics(o).supertypes.has('Legendary'));
      g.moveAllTo(doomed, 'exile');
    },
  },
};

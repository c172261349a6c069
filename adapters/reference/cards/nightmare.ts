import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "Nightmare's power and toughness are each equal to the number of Swamps you control." A
 * characteristic-defining ability (604.3), applied on top of the catalogue's 0/0.
 */
export const nightmare: CardBehaviour = {
  name: 'Nightmare',
  statics: [
    {
      key: 'swamp-count',
      modify(g, self, obj) {
        if (obj !== self) return undefined;
        const swamps = g
          .permanents()
          .filter(
            (o) => g.controller(o) === g.controller(self) && g.isType(o, 'Land') && g.hasSubtype(o, 'Swamp'),
          ).length;
        return { power: swamps, toughness: swamps };
      },
    },
  ],
};

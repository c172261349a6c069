import type { CardBehaviour } from '../engine/card-behaviour.js';
import { amassZombies } from './amass.js';

/** Lazotep Reaver: "When Lazotep Reaver enters, amass Zombies 1." */
export const lazotepReaver: CardBehaviour = {
  name: 'Lazotep Reaver',
  triggers: [
    {
      key: 'etb',
      event: 'enters',
      matches: (_g, self, ev) => ev.type === 'enters' && ev.obj === self,
      resolve: (g, item) => amassZombies(g, item, 1),
    },
  ],
};

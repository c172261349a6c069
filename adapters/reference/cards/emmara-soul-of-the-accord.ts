import type { CardBehaviour } from '../engine/card-behaviour.js';

/** "Whenever Emmara, Soul of the Accord becomes tapped, create a 1/1 white Soldier creature token with lifelink." — observes "becomes tapped" events. */
export const emmaraSoulOfTheAccord: CardBehaviour = {
  name: 'Emmara, Soul of the Accord',
  triggers: [
    {
      key: 'becomes-tapped',
      event: 'tapped',
      matches: (_g, self, ev) => ev.type === 'tapped' && ev.obj === self,
      resolve: (g, item) => void g.makeToken('Soldier Token', item.controller),
    },
  ],
};

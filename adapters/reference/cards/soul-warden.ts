import type { CardBehaviour } from '../engine/card-behaviour.js';

/** "Whenever another creature enters, you gain 1 life." — observes that phasing in is not entering (702.26d). */
export const soulWarden: CardBehaviour = {
  name: 'Soul Warden',
  triggers: [
    {
      key: 'trigger-creature-enters',
      event: 'enters',
      matches: (g, self, ev) => ev.type === 'enters' && ev.obj !== self && g.isType(ev.obj, 'Creature'),
      resolve: (g, item) => g.gainLife(g.player(item.controller), 1),
    },
  ],
};

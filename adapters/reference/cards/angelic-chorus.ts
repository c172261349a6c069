import type { CardBehaviour } from '../engine/card-behaviour.js';

/** "Whenever a creature you control enters, you gain life equal to its toughness." */
export const angelicChorus: CardBehaviour = {
  name: 'Angelic Chorus',
  triggers: [
    {
      key: 'trigger-creature-enters',
      event: 'enters',
      matches: (g, self, ev) =>
        ev.type === 'enters' && g.isType(ev.obj, 'Creature') && g.controller(ev.obj) === g.controller(self)
          ? { entered: g.ref(ev.obj) }
          : false,
      resolve(g, item) {
        // Its toughness now, or as it last existed on the battlefield if it has left (608.2h).
        const ref = (item.triggerData as { entered: { id: string; incarnation: number } }).entered;
        const info = g.objectInformation(ref);
        if (info) g.gainLife(g.player(item.controller), Math.max(0, info.toughness));
      },
    },
  ],
};

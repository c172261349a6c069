import type { Game } from '../engine/game-interface.js';
import type { GameObject } from '../engine/types.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { selfEnters } from './timing.js';

const djinnOrEfreet = (g: Game, o: GameObject) => g.hasSubtype(o, 'Djinn') || g.hasSubtype(o, 'Efreet');

/**
 * "When Suleiman's Legacy enters, destroy all Djinns and Efreets. They can't be regenerated.
 * Whenever a Djinn or Efreet enters, destroy it. It can't be regenerated."
 */
export const suleimansLegacy: CardBehaviour = {
  name: "Suleiman's Legacy",
  triggers: [
    {
      key: 'etb',
      event: 'enters',
      matches: selfEnters,
      resolve(g) {
        for (const o of g.permanents().filter((p) => djinnOrEfreet(g, p))) g.destroy(o);
      },
    },
    {
      key: 'trigger-djinn-or-efreet-enters',
      event: 'enters',
      matches: (g, _self, ev) =>
        ev.type === 'enters' && djinnOrEfreet(g, ev.obj) ? { entered: g.ref(ev.obj) } : false,
      resolve(g, item) {
        const o = g.permanent((item.triggerData as { entered: { id: string; incarnation: number } }).entered);
        if (o) g.destroy(o);
      },
    },
  ],
};

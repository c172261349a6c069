import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/** "Exile target creature or enchantment, then return it to the battlefield under its owner's control." — the returned card is a new object (400.7). */
export const flickerOfFate: CardBehaviour = {
  name: 'Flicker of Fate',
  spell: {
    targets: [
      {
        count: 1,
        kind: 'permanent',
        describe: 'target creature or enchantment',
        filter: (g, o) => g.isType(o, 'Creature') || g.isType(o, 'Enchantment'),
      },
    ],
    resolve(g, item) {
      const [o] = targetObjects(g, item);
      if (o) g.moveTo(o, 'exile');
      g.instructionDone(1); // "Exile target creature or enchantment"
      if (o?.zone === 'exile') g.enterBattlefield(o, o.owner);
    },
  },
};

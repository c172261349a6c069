import type { CardBehaviour } from '../engine/card-behaviour.js';

/** "{1}: The next time you would draw a card this turn, you gain 5 life instead." (a replacement effect, 614.1a) */
export const wordsOfWorship: CardBehaviour = {
  name: 'Words of Worship',
  activated: [
    {
      key: 'replace-draw',
      mana: '{1}',
      resolve(g, item) {
        g.addEffect({
          controller: item.controller,
          affected: [],
          duration: { kind: 'endOfTurn' },
          change: { kind: 'drawReplacement', player: item.controller, gainLife: 5 },
        });
      },
    },
  ],
};

import { IllegalAction, Unsupported } from '../engine/game.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { creaturesControlledBy } from './helpers.js';
import { selfEnters } from './timing.js';

/**
 * "When Whitemane Lion enters, return a creature you control to its owner's hand." The creature is
 * chosen on resolution among creatures that exist; a phased-out Lion can't be chosen (702.26b).
 */
export const whitemaneLion: CardBehaviour = {
  name: 'Whitemane Lion',
  triggers: [
    {
      key: 'etb',
      event: 'enters',
      matches: selfEnters,
      resolve(g, item) {
        const mine = creaturesControlledBy(g, item.controller);
        const id = item.choices['return'];
        if (mine.length === 0) return;
        if (typeof id !== 'string')
          throw new Unsupported('Whitemane Lion: the fixture must choose the creature returned ("return")');
        const chosen = mine.find((o) => o.id === id);
        if (!chosen) throw new IllegalAction(`${id} is not a creature ${item.controller} controls`);
        g.returnToHand(chosen);
      },
    },
  ],
};

import { IllegalAction, Unsupported } from '../engine/game.js';
import { legalTargets } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { creaturesControlledBy, targetPlayer } from './helpers.js';

/** "Target player sacrifices a creature." Only a creature that exists can be sacrificed (702.26b). */
export const diabolicEdict: CardBehaviour = {
  name: 'Diabolic Edict',
  spell: {
    targets: [targetPlayer],
    resolve(g, item) {
      for (const t of legalTargets(g, item)) {
        if (!('player' in t)) continue;
        const theirs = creaturesControlledBy(g, t.player);
        if (theirs.length === 0) continue;
        const id = item.choices['sacrifice'];
        if (typeof id !== 'string')
          throw new Unsupported('Diabolic Edict: the fixture must choose the creature sacrificed ("sacrifice")');
        const chosen = theirs.find((o) => o.id === id);
        if (!chosen) throw new IllegalAction(`${id} is not a creature ${t.player} controls`);
        g.sacrifice(chosen, t.player);
      }
    },
  },
};

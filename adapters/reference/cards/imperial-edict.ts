import { IllegalAction, Unsupported } from '../engine/game.js';
import { legalTargets } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { creaturesControlledBy } from './helpers.js';

/**
 * "Target opponent chooses a creature they control. Destroy it." The choice is made as it resolves, among the
 * creatures that exist (702.26b): a phased-out creature can't be chosen. choices.destroy: the chosen creature.
 */
export const imperialEdict: CardBehaviour = {
  name: 'Imperial Edict',
  spell: {
    targets: [{ count: 1, kind: 'player', opponent: true, describe: 'target opponent' }],
    resolve(g, item) {
      for (const t of legalTargets(g, item)) {
        if (!('player' in t)) continue;
        const theirs = creaturesControlledBy(g, t.player);
        if (theirs.length === 0) continue;
        const id = item.choices['destroy'];
        if (typeof id !== 'string')
          throw new Unsupported('Imperial Edict: the fixture must name the creature chosen ("destroy")');
        const chosen = theirs.find((o) => o.id === id);
        if (!chosen) throw new IllegalAction(`${id} is not a creature ${t.player} controls`);
        g.destroy(chosen);
      }
    },
  },
};

import { legalTargets } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { checkCreatureTheyChoose, creatureTheyChoose, targetPlayer } from './helpers.js';

/** "Target player sacrifices a creature." Only a creature that exists can be sacrificed (702.26b). */
export const diabolicEdict: CardBehaviour = {
  name: 'Diabolic Edict',
  checkResolutionChoices: checkCreatureTheyChoose('sacrifice', 'Diabolic Edict'),
  spell: {
    targets: [targetPlayer],
    resolve(g, item) {
      for (const t of legalTargets(g, item)) {
        if (!('player' in t)) continue;
        const chosen = creatureTheyChoose(g, item.choices, t.player, 'sacrifice', 'Diabolic Edict');
        if (chosen) g.sacrifice(chosen, t.player);
      }
    },
  },
};

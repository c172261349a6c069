import { legalTargets } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { checkCreatureTheyChoose, creatureTheyChoose } from './helpers.js';

/**
 * "Target opponent chooses a creature they control. Destroy it." The choice is made as it resolves, among the
 * creatures that exist (702.26b): a phased-out creature can't be chosen.
 * choices.destroy: the chosen creature; naming no creature the opponent controls is refused before it begins
 * to resolve, so the spell stays on the stack.
 */
export const imperialEdict: CardBehaviour = {
  name: 'Imperial Edict',
  checkResolutionChoices: checkCreatureTheyChoose('destroy', 'Imperial Edict'),
  spell: {
    targets: [{ count: 1, kind: 'player', opponent: true, describe: 'target opponent' }],
    resolve(g, item) {
      for (const t of legalTargets(g, item)) {
        if (!('player' in t)) continue;
        const chosen = creatureTheyChoose(g, item.choices, t.player, 'destroy', 'Imperial Edict');
        if (chosen) g.destroy(chosen);
      }
    },
  },
};

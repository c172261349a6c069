import { legalTargets } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { checkCreatureTheyChoose, creatureTheyChoose } from './helpers.js';

/**
 * "Target opponent exiles a creature they control and their graveyard." The opponent chooses the creature as
 * it resolves, among the creatures they control that exist (702.26b): a phased-out one can't be chosen, and
 * with none to choose the graveyard is still exiled. The creature and the graveyard's cards are exiled at
 * once. choices.exile: the chosen creature; naming no creature the opponent controls is refused before it
 * begins to resolve, so the spell stays on the stack.
 */
export const strategicBetrayal: CardBehaviour = {
  name: 'Strategic Betrayal',
  checkResolutionChoices: checkCreatureTheyChoose('exile', 'Strategic Betrayal'),
  spell: {
    targets: [{ count: 1, kind: 'player', opponent: true, describe: 'target opponent' }],
    resolve(g, item) {
      for (const t of legalTargets(g, item)) {
        if (!('player' in t)) continue;
        const chosen = creatureTheyChoose(g, item.choices, t.player, 'exile', 'Strategic Betrayal');
        g.moveAllTo([...(chosen ? [chosen] : []), ...g.cardsOf(t.player, 'graveyard')], 'exile');
      }
    },
  },
};

import type { CardBehaviour } from '../engine/card-behaviour.js';
import type { Game } from '../engine/game-interface.js';
import type { Choices, GameObject, PlayerId, StackItem } from '../engine/types.js';
import { gainControl } from './control.js';
import { creaturePerPlayer, describedGetUntilEndOfTurn, opponentsOf } from './helpers.js';

/**
 * The creature each opponent of the caster chooses as Riches resolves (the `gain` choice, keyed by player), among
 * the creatures that opponent controls that exist (702.26b): an opponent with none chooses nothing (helpers.ts).
 */
const chosenByOpponents = (g: Game, caster: PlayerId, choices: Choices): GameObject[] =>
  creaturePerPlayer(g, choices, 'gain', 'Riches', opponentsOf(g, caster));

const half = (item: StackItem): unknown => item.choices['half'];

/**
 * Rags // Riches (split card, 709; Riches has aftermath, 702.127a). Rags: "All creatures get -2/-2 until end
 * of turn." Riches: "Each opponent chooses a creature they control. You gain control of those creatures."
 * The engine casts the half the `half` choice names (Rags from hand; Riches only from a graveyard, then
 * exiled); each half's effect is here. Rags's set is the creatures that exist as it resolves, locked
 * (611.2c); Riches's control change is indefinite, of the chosen creatures at once.
 */
export const ragsRiches: CardBehaviour = {
  name: 'Rags // Riches',
  split: [
    { name: 'Rags', manaCost: '{2}{B}{B}', types: ['Sorcery'] },
    { name: 'Riches', manaCost: '{5}{U}{U}', types: ['Sorcery'], aftermath: true },
  ],
  hookedAbilities: ['aftermath'],
  // The opponents' choices are checked before Riches begins to resolve, so a refused one leaves it on the stack.
  checkResolutionChoices(g, _self, choices, item) {
    if (half(item) === 'Riches') chosenByOpponents(g, item.controller, choices);
  },
  spell: {
    resolve(g, item) {
      if (half(item) === 'Rags') describedGetUntilEndOfTurn(g, item.controller, (o) => g.isType(o, 'Creature'), -2, -2);
      else gainControl(g, item.controller, chosenByOpponents(g, item.controller, item.choices), { kind: 'indefinite' });
    },
  },
};

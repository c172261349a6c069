import { IllegalAction } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import type { Permanent } from '../engine/game.js';
import type { Choices } from '../engine/types.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/** The creature the `copy` choice names, or undefined when Clone enters as itself; a phased-out one isn't there (702.26b). */
function creatureToCopy(g: Game, choices: Choices): Permanent | undefined {
  const id = choices['copy'];
  if (id === undefined) return undefined;
  const creature = typeof id === 'string' ? g.permanentById(id) : undefined;
  if (!creature || !g.isType(creature, 'Creature'))
    throw new IllegalAction(`Clone copies a creature on the battlefield; ${JSON.stringify(id)} is not one`);
  return creature;
}

/**
 * Clone: "You may have Clone enter as a copy of any creature on the battlefield." The choice `copy` names the
 * creature (absent: it enters as a 0/0 Clone). The copy takes the creature's copiable values (707.2): its card,
 * which for a creature that is itself a copy is the card it copies; its status, counters and effects are not
 * copied. Whatever the copied card does as it enters (614.12) it does too.
 */
export const clone: CardBehaviour = {
  name: 'Clone',
  hookedAbilities: ['copy'],
  checkResolutionChoices: (g, _self, choices) => void creatureToCopy(g, choices),
  asEnters(g, self, choices) {
    const original = creatureToCopy(g, choices);
    if (!original) return;
    self.printed = self.card;
    self.card = original.card;
    g.behaviour(self)?.asEnters?.(g, self, choices);
  },
};

import { IllegalAction } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import type { GameObject, StackItem } from '../engine/types.js';

/**
 * The cost "Sacrifice a creature" (602.2b), paid with the creature the action's `sacrifice` choice
 * names. Only a creature its controller controls can pay it (118.3): a phased-out one doesn't exist
 * (702.26b), so naming it refuses the activation before anything is paid.
 */
export function sacrificeACreature(g: Game, self: GameObject, choices: StackItem['choices']): void {
  const id = choices['sacrifice'];
  const victim = typeof id === 'string' ? g.permanentById(id) : undefined;
  if (!victim || !g.isType(victim, 'Creature') || g.controller(victim) !== g.controller(self))
    throw new IllegalAction(
      `the cost needs a creature you control to sacrifice (choice "sacrifice"; got ${JSON.stringify(id)})`,
    );
  g.sacrifice(victim, g.controller(self));
}

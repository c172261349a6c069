import { putCounters } from '../engine/counters.js';
import { IllegalAction, Unsupported } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import type { StackItem } from '../engine/types.js';

/**
 * Amass Zombies N (701.47a): "If you don't control an Army creature, create a 0/0 black Zombie Army
 * creature token. Choose an Army creature you control. Put N +1/+1 counters on that creature." Only
 * Armies that exist are controlled (702.26b). The `amass` choice names the Army; it may be left out
 * when at most one can be chosen. The catalogue's only Army is the Zombie Army token, so the rule's
 * last sentence ("if it isn't a Zombie, it becomes a Zombie") never changes anything here.
 */
export function amassZombies(g: Game, item: StackItem, n: number): void {
  const armies = () =>
    g
      .permanents()
      .filter((o) => g.isType(o, 'Creature') && g.hasSubtype(o, 'Army') && g.controller(o) === item.controller);
  if (armies().length === 0) g.makeToken('Zombie Army Token', item.controller);
  const candidates = armies();
  const id = item.choices['amass'];
  if (id === undefined && candidates.length > 1)
    throw new Unsupported(`amass: the fixture must choose the Army ("amass")`);
  const chosen = id === undefined ? candidates[0] : candidates.find((o) => o.id === id);
  if (!chosen)
    throw new IllegalAction(`amass: ${JSON.stringify(id)} is not an Army creature ${item.controller} controls`);
  putCounters(chosen, '+1/+1', n);
}

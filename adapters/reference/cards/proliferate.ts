import { putCounters } from '../engine/counters.js';
import { IllegalAction, Unsupported } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import type { Permanent } from '../engine/game.js';
import type { Choices } from '../engine/types.js';

/**
 * The permanents chosen to proliferate (701.34a: "choose any number of permanents and/or players that have
 * a counter"), from the `proliferate` choice: ids of permanents that exist and have a counter (a phased-out
 * one doesn't exist, 702.26b), each at most once; `[]` chooses none. A player letter is refused: no player
 * counter (poison, energy, experience) is in the fixture vocabulary, so no player has one.
 */
export function chosenToProliferate(g: Game, choices: Choices): Permanent[] {
  const ids = choices['proliferate'];
  if (!Array.isArray(ids) || !ids.every((id): id is string => typeof id === 'string'))
    throw new Unsupported('proliferate: the fixture must list what it chooses ("proliferate": ids, [] for none)');
  const candidates = g.permanents().filter((o) => o.counters.size > 0);
  if (new Set(ids).size !== ids.length) throw new IllegalAction(`proliferate: [${ids.join(', ')}] names one twice`);
  return ids.map((id) => {
    const chosen = candidates.find((o) => o.id === id);
    if (!chosen) throw new IllegalAction(`proliferate: ${id} is not a permanent or player that has a counter`);
    return chosen;
  });
}

/** 701.34a: gives each chosen permanent one more counter of each kind it already has. */
export function proliferate(g: Game, choices: Choices): void {
  for (const perm of chosenToProliferate(g, choices))
    for (const kind of [...perm.counters.keys()]) putCounters(perm, kind, 1);
}

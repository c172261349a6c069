import { IllegalAction, Unsupported } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import type { StackItem } from '../engine/types.js';

/**
 * Populate (701.36a): "choose a creature token you control and create a token that's a copy of that
 * creature token". Only tokens that exist can be chosen (702.26b); with none, nothing is created. The
 * `populate` choice names the token; it may be left out when at most one can be chosen.
 */
export function populate(g: Game, item: StackItem): void {
  const tokens = g
    .permanents()
    .filter((o) => o.token && g.isType(o, 'Creature') && g.controller(o) === item.controller);
  if (tokens.length === 0) return;
  const id = item.choices['populate'];
  if (id === undefined && tokens.length > 1)
    throw new Unsupported(`populate: the fixture must choose the creature token copied ("populate")`);
  const chosen = id === undefined ? tokens[0] : tokens.find((o) => o.id === id);
  if (!chosen)
    throw new IllegalAction(`populate: ${JSON.stringify(id)} is not a creature token ${item.controller} controls`);
  g.makeToken(chosen.card.name, item.controller);
}

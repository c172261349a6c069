import type { CardBehaviour } from '../engine/card-behaviour.js';
import type { Game } from '../engine/game-interface.js';
import type { GameObject } from '../engine/types.js';

/**
 * Runs `check` as an engine would whose layer results for `objs` are not yet updated: the static
 * abilities of those permanents (control, animation, modification, "is the chosen type") don't apply,
 * while their other abilities (triggered ones included) do. A fault's tool, outside the rules: it
 * replaces the game's card-behaviour lookup for the duration and makes the battlefield rebuild its
 * cached source lists.
 */
export function withoutStaticsOf(g: Game, objs: readonly GameObject[], check: () => void): void {
  const base = g.behaviour.bind(g);
  const stripped = new Map<CardBehaviour, CardBehaviour>();
  const strip = (b: CardBehaviour): CardBehaviour => {
    let s = stripped.get(b);
    if (!s) stripped.set(b, (s = { ...b, statics: undefined, addsOwnSubtypes: undefined }));
    return s;
  };
  const game = g as { behaviour: Game['behaviour'] };
  game.behaviour = (o) => {
    const b = base(o);
    return b && (objs as readonly Pick<GameObject, 'card'>[]).includes(o) ? strip(b) : b;
  };
  g.field.phasedIn.version++;
  try {
    check();
  } finally {
    delete (game as { behaviour?: unknown }).behaviour;
    g.field.phasedIn.version++;
  }
}

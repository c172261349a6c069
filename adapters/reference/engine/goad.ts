// Goad (701.15): a designation, kept here as a continuous effect on the goaded creatures that lasts until the
// goading player's next turn, and the attack requirements it makes (508.1d).
import type { Game } from './game-interface.js';
import type { GameObject, PlayerId } from './types.js';

/**
 * 701.15a: `by` goads `creatures` until `by`'s next turn. 701.15d: a creature `by` has already goaded is not
 * goaded again (no second requirement). The set is locked as the effect begins (611.2c): a phased-out creature
 * doesn't exist (702.26b) and isn't goaded.
 */
export function goad(g: Game, by: PlayerId, creatures: GameObject[]): void {
  const fresh = creatures.filter((c) => !goadersOf(g, c).includes(by));
  const affected = g.lockedSet(fresh);
  if (affected.length === 0) return;
  g.addEffect({
    controller: by,
    affected,
    duration: { kind: 'untilTurnOf', player: by, turnIndex: g.nextTurnIndexOf(by) },
    change: { kind: 'goaded', by },
  });
}

/** The players who have goaded `c` (701.15c: each one's goad is its own pair of requirements). */
export function goadersOf(g: Game, c: GameObject): PlayerId[] {
  const by = new Set<PlayerId>();
  for (const e of g.effects) if (e.change.kind === 'goaded' && g.seams.effects.affects(g, e, c)) by.add(e.change.by);
  return [...by];
}

/**
 * 701.15b: how many of `goaders`' "attacks a player other than [the goader] if able" requirements an attack on
 * `defending` obeys: one per goader other than the attacked player; none when a planeswalker or battle is attacked.
 */
export function goadRequirementsObeyed(goaders: readonly PlayerId[], defending: string, isPlayer: boolean): number {
  return isPlayer ? goaders.filter((p) => p !== defending).length : 0;
}

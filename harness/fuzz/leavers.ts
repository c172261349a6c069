import type { Action } from '../generated/fixture.js';

/**
 * Who leaves the game in a generated scenario. A player who left with nothing of theirs running shows
 * little of 800.4a; one who cast a spell, activated an ability or gained control of a permanent earlier
 * leaves something behind: a spell or ability still on the stack (800.4a: it leaves or ceases to exist),
 * a control effect that ends, a duration "until your next upkeep" or "until your next turn" that lasts
 * until that turn would have begun (800.4m). And when the player seated just before such a player leaves,
 * that player's next turn comes sooner, so an effect lasting "until your next turn" ends sooner too.
 */

/** The players who cast, activated or gained control in these actions, added to `actors` (most recent last). */
export function noteActors(actions: readonly Action[], actors: string[]): void {
  for (const x of actions) {
    if (x.do !== 'cast' && x.do !== 'activate' && x.do !== 'gainControl') continue;
    const k = actors.indexOf(x.player);
    if (k >= 0) actors.splice(k, 1);
    actors.push(x.player);
  }
}

/** What choosing a leaver reads: the players in turn order, those who left, and the plan's numbers. */
export interface LeaverChoice {
  players: readonly string[];
  left: ReadonlySet<string>;
  actors: readonly string[];
  /** The plan's player index: which actor. */
  pick: number;
  /** Even: the actor; odd: the player seated just before them (still in the game). */
  seat: number;
}

/** A player who acted earlier and is still in the game, or the one seated before them; undefined when none acted. */
export function actorOrNeighbour(c: LeaverChoice): string | undefined {
  const inGame = c.actors.filter((p) => !c.left.has(p));
  if (inGame.length === 0) return undefined;
  const actor = inGame[c.pick % inGame.length]!;
  return c.seat % 2 === 0 ? actor : (seatedBefore(c.players, c.left, actor) ?? actor);
}

/** The player still in the game seated just before `player` in turn order, if another is. */
export function seatedBefore(
  players: readonly string[],
  left: ReadonlySet<string>,
  player: string,
): string | undefined {
  const at = players.indexOf(player);
  for (let k = 1; k < players.length; k++) {
    const p = players[(at - k + players.length) % players.length]!;
    if (!left.has(p)) return p;
  }
  return undefined;
}

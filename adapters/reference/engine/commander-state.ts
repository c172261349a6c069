import type { ObjectId, PlayerId } from './types.js';

/** The Commander state of one game: off unless the fixture's setup says `format: "commander"`. */
export class CommanderState {
  /** A Commander game (903). */
  on = false;
  /** The cards designated as their owners' commanders (903.3); the designation follows the card through zones. */
  readonly designated = new Set<ObjectId>();
  /** 903.10a: combat damage dealt to each player by each commander over the game. */
  readonly damage = new Map<PlayerId, Map<ObjectId, number>>();
  /** 903.8: how many times each commander has been cast from the command zone (its tax). */
  readonly castsFromCommandZone = new Map<ObjectId, number>();

  damageTo(player: PlayerId): ReadonlyMap<ObjectId, number> {
    return this.damage.get(player) ?? new Map();
  }

  addDamage(player: PlayerId, commander: ObjectId, amount: number): void {
    if (amount <= 0) return;
    let tally = this.damage.get(player);
    if (!tally) this.damage.set(player, (tally = new Map<ObjectId, number>()));
    tally.set(commander, (tally.get(commander) ?? 0) + amount);
  }
}

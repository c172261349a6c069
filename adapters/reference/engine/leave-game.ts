import { Game, IllegalAction } from './game.js';
import type { PlayerId } from './types.js';

/**
 * A player leaves a multiplayer game (800.4, 800.4a), with what phasing adds (702.26k, 702.26n) and
 * the durations that outlive the player (800.4m). The game goes on without them (800.4).
 */
export function leaveGame(g: Game, id: PlayerId): void {
  const p = g.player(id);
  if (!p.inGame) throw new IllegalAction(`${id} has already left the game`);
  // The turn that takes the place of the leaving player's next turn: theirs "would have begun" just
  // before it (702.26n, 800.4m). Counted while the player is still in the turn order.
  const wouldHaveBegun = turnIndexOfNextTurnOf(g, id);
  p.inGame = false;

  // 800.4a, first: every object the player owns leaves the game, and effects giving them control end.
  leaveWithOwner(g, id);
  if (g.seams.leaving(g, 'control-effects-end')) {
    for (let k = g.effects.length - 1; k >= 0; k--) {
      const e = g.effects[k]!;
      if (e.change.kind === 'control' && e.change.player === id) g.effects.splice(k, 1);
    }
  }
  // Then objects on the stack not represented by cards (abilities) that the player controls cease to exist.
  if (g.seams.leaving(g, 'abilities-cease')) {
    for (let k = g.stack.length - 1; k >= 0; k--) if (g.stack[k]!.kind !== 'spell' && g.stack[k]!.controller === id) g.stack.splice(k, 1);
  }
  // Then whatever the player still controls is exiled: permanents they control by default (put onto
  // the battlefield under their control), phased-out ones included (702.26n), and spells they cast.
  if (g.seams.leaving(g, 'controlled-exiled')) for (const o of [...g.battlefield.values()]) if (g.controller(o) === id) g.moveTo(o, 'exile');
  for (const o of [...g.phasedOutFor('leaving-controller')]) if (g.controller(o) === id) g.moveTo(o, 'exile', { triggers: false });
  for (const item of [...g.stack]) if (item.kind === 'spell' && item.controller === id) g.moveTo(item.source, 'exile');

  // 702.26n: a permanent phased out under the player's control phases in during the next untap step
  // after the player's next turn would have begun (a rule from the 2018-07-13 edition; before it, no
  // rule phased such a permanent in).
  if (g.rules['PH-MULTIPLAYER']) {
    for (const o of g.phasedOutFor('orphan-schedule')) {
      if (o.phased?.under === id) o.phased.orphanedUntilTurn = wouldHaveBegun;
      // One phased out under a player who left earlier: that player's turn would now begin sooner
      // if the player leaving now sat between them and the active player.
      else if (o.phased?.orphanedUntilTurn !== undefined && o.phased.orphanedUntilTurn > g.turnIndex && g.seams.leaving(g, 'orphans-rescheduled')) {
        o.phased.orphanedUntilTurn = turnIndexOfNextTurnOf(g, o.phased.under);
      }
    }
  }
  keepDurationsAfterLeaving(g, id, wouldHaveBegun);
  // 800.4c: what the player controlled by default but another player controls through an effect is
  // exiled once no effect gives it to a player in the game (Game.exileWhereDefaultControllerLeft).
  for (const o of [...g.battlefield.values(), ...g.phasedOutFor('control-end-exile')]) if (o.baseController === id && g.controller(o) !== id) g.controlledAwayFromDepartedDefault.add(o.id);
}

/**
 * 800.4a: the objects a player owns leave the game with them. A phased-in permanent that leaves
 * this way leaves the battlefield (603.6c and the glossary's "Leaves the Battlefield"): its
 * leaves-the-battlefield abilities and those of other permanents trigger, looking back in time
 * (603.10a). A phased-out one leaves without triggering anything (702.26k).
 */
function leaveWithOwner(g: Game, id: PlayerId): void {
  const phasedInLeave = g.seams.leaving(g, 'owned-leave');
  const owned = [...g.objects.values()].filter((o) => o.owner === id && (phasedInLeave || !g.isPhasedIn(o)));
  const phasedIn = owned.filter((o) => g.isPhasedIn(o));
  const before = phasedIn.map((o) => g.snapshotObject(o));
  const phasedOutLeave = new Set(g.phasedOutFor('leaving-owner'));
  for (const o of owned) {
    if (o.phased !== null) {
      if (!phasedOutLeave.has(o)) continue;
      const snapshot = g.snapshotObject(o);
      g.phasedOut.delete(o.id);
      g.objects.delete(o.id);
      if (!g.seams.leaving(g, 'phased-out-leave-silently')) g.emit({ type: 'leaves', obj: snapshot, to: 'exile' }, [snapshot]);
      continue;
    }
    if (o.zone === 'stack') {
      const k = g.stack.findIndex((s) => s.kind === 'spell' && s.source === o);
      if (k >= 0) g.stack.splice(k, 1);
    }
    if (o.zone === 'battlefield') g.moveTo(o, 'exile', { triggers: false });
    g.objects.delete(o.id);
  }
  if (!g.seams.leaving(g, 'leaves-trigger')) return;
  for (const b of before) g.emit({ type: 'leaves', obj: b, to: 'exile' }, before);
}

/**
 * The index of the turn at which `player`'s next turn begins, or, for a player who has left the
 * game, the turn that begins where theirs would have begun (702.26n, 800.4m): one more than the
 * number of players still in the game seated strictly between the active player and them (a full
 * round when they are the active player). The turn order skips players who have left (800.4).
 */
function turnIndexOfNextTurnOf(g: Game, player: PlayerId): number {
  const seats = g.players.map((q) => q.id);
  const from = seats.indexOf(g.active);
  let between = 0;
  for (let k = 1; k <= seats.length; k++) {
    const seat = seats[(from + k) % seats.length]!;
    if (seat === player) break;
    if (g.player(seat).inGame) between++;
  }
  return g.turnIndex + between + 1;
}

/**
 * 800.4m: effects lasting until the leaving player's next turn, or until a point in it, last until
 * that turn would have begun. Effects until another player's next turn keep following that
 * player's next turn, which may now come sooner.
 */
function keepDurationsAfterLeaving(g: Game, id: PlayerId, wouldHaveBegun: number): void {
  const { afterLeaver, rescheduled } = g.seams.effects;
  for (let k = g.effects.length - 1; k >= 0; k--) {
    const e = g.effects[k]!;
    const d = e.duration;
    if ((d.kind === 'untilTurnOf' || d.kind === 'untilUpkeepOf' || d.kind === 'untilEndOfTurn') && d.player === id) {
      const kept = afterLeaver(g, d, wouldHaveBegun);
      if (kept === null) g.effects.splice(k, 1);
      else e.duration = kept;
    } else if (d.kind === 'untilTurnOf' && d.turnIndex > g.turnIndex) {
      // "Until [another player's] next turn": that turn may now come sooner (or, for a player who left
      // earlier, the point where it would have begun).
      e.duration = { ...d, turnIndex: rescheduled(g, d.player, d.turnIndex, turnIndexOfNextTurnOf(g, d.player)) };
    }
  }
}

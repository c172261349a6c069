import { endControlGivenTo, keepDurationsAfterLeaving, turnIndexOfNextTurnOf } from './durations.js';
import { passInitiativeOfLeaving } from './initiative.js';
import { passMonarchyOfLeaving } from './monarch.js';
import type { Game } from './game-interface.js';
import { IllegalAction } from './game.js';
import type { PlayerId } from './types.js';

/**
 * A player leaves a multiplayer game (800.4, 800.4a), with what phasing adds (702.26k, 702.26n) and
 * the durations that outlive the player (800.4m). The game goes on without them (800.4). Players who
 * leave at the same time (losing together, 704.3) are each named in `leavingTogether`.
 */
export function leaveGame(g: Game, id: PlayerId, leavingTogether: ReadonlySet<PlayerId> = new Set([id])): void {
  const p = g.player(id);
  if (!p.inGame) throw new IllegalAction(`${id} has already left the game`);
  // The turn that takes the place of the leaving player's next turn: theirs "would have begun" just
  // before it (702.26n, 800.4m). Counted while the player is still in the turn order.
  const wouldHaveBegun = turnIndexOfNextTurnOf(g, id);
  p.inGame = false;
  passMonarchyOfLeaving(g, id, leavingTogether); // 725.4: at the same time
  passInitiativeOfLeaving(g, id, leavingTogether); // 726.4: likewise

  // 800.4a, first: every object the player owns leaves the game, and effects giving them control end.
  leaveWithOwner(g, id);
  if (g.seams.leaving(g, 'control-effects-end')) endControlGivenTo(g, id);
  // Then objects on the stack not represented by cards that the player controls cease to exist: abilities,
  // and copies of spells (Ertai's Meddling). The player's spells that are cards left with their owner
  // above (no effect in the vocabulary gives control of another player's spell).
  if (g.seams.leaving(g, 'abilities-cease')) {
    for (let k = g.stack.length - 1; k >= 0; k--) {
      const item = g.stack[k]!;
      if ((item.kind !== 'spell' || item.copy === true) && item.controller === id) g.stack.splice(k, 1);
    }
  }
  // Then whatever the player still controls is exiled: permanents they control by default (put onto
  // the battlefield under their control), phased-out ones included (702.26n).
  if (g.seams.leaving(g, 'controlled-exiled'))
    for (const o of [...g.battlefield.values()]) if (g.controller(o) === id) g.moveTo(o, 'exile');
  for (const o of [...g.phasedOutFor('leaving-controller')])
    if (g.controller(o) === id) g.moveTo(o, 'exile', { triggers: false });

  // 702.26n: a permanent phased out under the player's control phases in during the next untap step
  // after the player's next turn would have begun (a rule from the 2018-07-13 edition; before it, no
  // rule phased such a permanent in).
  if (g.rules['PH-MULTIPLAYER']) {
    for (const o of g.phasedOutFor('orphan-schedule')) {
      // An indirectly phased-out permanent has no schedule of its own: it comes back with its host (702.26g).
      if (o.phased?.how !== 'directly') continue;
      if (o.phased.under === id) o.phased.orphanedUntilTurn = wouldHaveBegun;
      // One phased out under a player who left earlier: that player's turn would now begin sooner
      // if the player leaving now sat between them and the active player.
      else if (
        o.phased.orphanedUntilTurn !== undefined &&
        o.phased.orphanedUntilTurn > g.turnIndex &&
        g.seams.leaving(g, 'orphans-rescheduled')
      ) {
        o.phased.orphanedUntilTurn = turnIndexOfNextTurnOf(g, o.phased.under);
      }
    }
  }
  keepDurationsAfterLeaving(g, id, wouldHaveBegun);
  // 800.4c: what the player controlled by default but another player controls through an effect is
  // exiled once no effect gives it to a player in the game (Game.exileWhereDefaultControllerLeft).
  for (const o of [...g.battlefield.values(), ...g.phasedOutFor('control-end-exile')])
    if (o.baseController === id && g.controller(o) !== id) g.controlledAwayFromDepartedDefault.add(o.id);
}

/**
 * 800.4a: the objects a player owns leave the game with them. A phased-in permanent that leaves
 * this way leaves the battlefield (603.6c and the glossary's "Leaves the Battlefield"): its
 * leaves-the-battlefield abilities and those of other permanents trigger, looking back in time
 * (603.10a). A phased-out one leaves without triggering anything (702.26k).
 */
function leaveWithOwner(g: Game, id: PlayerId): void {
  const phasedInLeave = g.seams.leaving(g, 'owned-leave');
  const owned = g.ownedBy(id, 'leaving-owner').filter((o) => phasedInLeave || !g.isPhasedIn(o));
  const phasedIn = owned.filter((o) => g.isPhasedIn(o));
  const before = phasedIn.map((o) => g.snapshotObject(o));
  // They all leave at once (800.4a): a phased-out one leaves as it is then, even if another leaving object
  // would phase it in (Out of Time's "until Out of Time leaves the battlefield"). Taking the phased-out ones
  // first makes the outcome that of the moment they left, whatever order the game lists them in.
  const phasedOutFirst = [...owned.filter((o) => o.phased !== null), ...owned.filter((o) => o.phased === null)];
  for (const o of phasedOutFirst) {
    if (o.phased !== null) {
      const snapshot = g.snapshotObject(o);
      g.ceaseToExist(o);
      if (!g.seams.leaving(g, 'phased-out-leave-silently'))
        g.emit({ type: 'leaves', obj: snapshot, to: 'exile' }, [snapshot]);
      continue;
    }
    if (o.zone === 'stack' && g.seams.leaving(g, 'spells-leave')) {
      const k = g.stack.findIndex((s) => s.kind === 'spell' && s.source === o);
      if (k >= 0) g.stack.splice(k, 1);
    }
    if (o.zone === 'battlefield') g.moveTo(o, 'exile', { triggers: false });
    g.ceaseToExist(o); // it has left the game: the game knows it no more
  }
  if (!g.seams.leaving(g, 'leaves-trigger')) return;
  for (const b of before) g.emit({ type: 'leaves', obj: b, to: 'exile' }, before);
}

import { turnOrderResumes, upcomingTurns } from './turn-order.js';
import type { Game } from './game-interface.js';
import type { ContinuousEffect, GameObject, ObjectRef, PlayerId } from './types.js';

// Continuous effects: creating them with their locked sets (611.2c) and ending them (611.2, 514.2,
// 800.4m). Every rule that ends an effect asks here.

/**
 * 800.4c: when an effect giving a player control of an object ends, no other effect gives it to
 * a player in the game, and the player who controls it by default has left, it is exiled (not a
 * state-based action: callers run this where control effects end). A phased-out permanent is
 * exiled too (702.26n), without triggering anything: it is treated as though it doesn't exist.
 */
export function exileWhereDefaultControllerLeft(g: Game): void {
  if (!g.seams.leaving(g, 'control-end-exile')) return;
  for (const id of [...g.controlledAwayFromDepartedDefault]) {
    const o = g.permanentById(id) ?? g.phasedOutById('control-end-exile', id);
    if (!o) {
      g.controlledAwayFromDepartedDefault.delete(id);
      continue;
    }
    if (g.controller(o) !== o.baseController) continue; // still given to a player in the game
    g.controlledAwayFromDepartedDefault.delete(id);
    g.moveTo(o, 'exile', { triggers: g.isPhasedIn(o) });
  }
}

/** Creates a continuous effect; `describedBy` is the description its set was given by, if any (611.2c). */
export function addEffect(
  g: Game,
  e: Omit<ContinuousEffect, 'id' | 'timestamp'>,
  describedBy?: (o: GameObject) => boolean,
): ContinuousEffect {
  const full = { ...e, id: g.uid(), timestamp: g.tick() };
  // 800.4b: an object that would change to the control of a player who has left the game doesn't.
  const toDeparted = e.change.kind === 'control' && !g.player(e.change.player).inGame;
  if (toDeparted && g.seams.leaving(g, 'no-control-to-departed')) return full;
  g.effects.push(full);
  g.seams.effects.added(g, full, describedBy);
  return full;
}

/** The set locked in by a resolving effect given by a description ("creatures you control", 611.2c, 702.26e). */
export function describedSet(g: Game, test: (o: GameObject) => boolean): ObjectRef[] {
  const candidates = [...g.battlefield.values(), ...g.phasedOutFor('described-set')].filter(test);
  return g.seams.effects.lockedSet(g, candidates);
}

/**
 * The permanent a "for as long as" duration tracks, if the duration can still see it (611.2b). A
 * phased-out permanent is treated as though it doesn't exist, so the duration ends (702.26f).
 */
export function tracked(g: Game, ref: ObjectRef): GameObject | undefined {
  return g.field.permanent(ref, 'duration');
}

/** Whether the player still controls that object, for "for as long as you control ..." (611.2b, 702.26f). */
export function stillControls(g: Game, player: PlayerId, ref: ObjectRef): boolean {
  // A phased-out permanent is treated as not under its controller's control (702.26d), so the duration ends.
  const o = g.tracked(ref);
  return !!o && g.controller(o) === player;
}

/**
 * Creates a "for as long as [condition]" effect (611.2b). If the condition doesn't hold as the
 * effect would begin, the effect does nothing: it neither starts and stops nor lasts forever.
 */
export function addEffectForAsLongAs(
  g: Game,
  e: Omit<ContinuousEffect, 'id' | 'timestamp' | 'duration'>,
  holds: () => boolean,
  description: string,
): ContinuousEffect | undefined {
  if (holds()) return g.addEffect({ ...e, duration: { kind: 'forAsLongAs', holds, description } });
  return g.seams.effects.neverStarted(g, e);
}

/** Ends at once every effect `ends` picks (their durations are over, 611.2a). */
export function endEffects(g: Game, ends: (e: ContinuousEffect) => boolean): void {
  for (let i = g.effects.length - 1; i >= 0; i--) if (ends(g.effects[i]!)) g.effects.splice(i, 1);
}

/** Ends effects whose duration is over ("for as long as" durations are checked continuously, 611.2b). */
export function expireEffects(g: Game): void {
  expireDurations(g);
  // 800.4c: a control effect that just ended may leave a permanent whose default controller has left.
  g.exileWhereDefaultControllerLeft();
}

function expireDurations(g: Game): void {
  for (let i = g.effects.length - 1; i >= 0; i--) {
    const e = g.effects[i]!;
    const d = e.duration;
    if (d.kind !== 'forAsLongAs') continue;
    if (!g.seams.effects.forAsLongAsEnds(g, e, d.holds())) continue;
    g.effects.splice(i, 1);
    g.seams.effects.ended(g, e);
  }
}

/** The moments of a turn at which durations end. */
export type TurnMoment = 'turn-begins' | 'upkeep-begins' | 'cleanup';

/** Ends the effects whose duration ends at this moment of the turn. */
export function endEffectsAt(g: Game, moment: TurnMoment): void {
  switch (moment) {
    case 'turn-begins': // "until your next turn" (611.2a; 800.4m for a player who left)
      endEffects(g, (e) => e.duration.kind === 'untilTurnOf' && g.turnIndex >= e.duration.turnIndex);
      return;
    case 'upkeep-begins': // "until your next upkeep" (Spatial Binding, Ertai's Familiar)
      endEffects(g, (e) => e.duration.kind === 'untilUpkeepOf' && e.duration.player === g.active);
      return;
    case 'cleanup': // 514.2: "until end of turn" and "this turn" effects
      endEffects(g, (e) => g.seams.effects.endsInCleanup(g, e));
      return;
  }
}

/** 800.4a: effects giving a player who leaves the game control of objects end. */
export function endControlGivenTo(g: Game, player: PlayerId): void {
  endEffects(g, (e) => e.change.kind === 'control' && e.change.player === player);
}

/**
 * The index of the turn at which `player`'s next turn begins, or, for a player who has left the
 * game, the turn that begins where theirs would have begun (702.26n, 800.4m): one more than the
 * number of players still in the game seated strictly between the active player and them (a full
 * round when they are the active player). The turn order skips players who have left (800.4), and
 * resumes after any extra turns to be taken first (500.7).
 */
export function turnIndexOfNextTurnOf(g: Game, player: PlayerId): number {
  if (g.player(player).inGame) {
    const extra = upcomingTurns(g, turnOrderResumes(g).extraTurnsFirst).indexOf(player);
    if (extra >= 0) return g.turnIndex + extra + 1; // 500.7: an extra turn of theirs comes first
  }
  const resumes = turnOrderResumes(g);
  const seats = g.players.map((q) => q.id);
  const from = seats.indexOf(resumes.after);
  let between = 0;
  for (let k = 1; k <= seats.length; k++) {
    const seat = seats[(from + k) % seats.length]!;
    if (seat === player) break;
    if (g.player(seat).inGame) between++;
  }
  return g.turnIndex + resumes.extraTurnsFirst + between + 1;
}

/**
 * 800.4m: effects lasting until the leaving player's next turn, or until a point in it, last until
 * that turn would have begun. Effects until another player's next turn keep following that
 * player's next turn, which may now come sooner.
 */
export function keepDurationsAfterLeaving(g: Game, id: PlayerId, wouldHaveBegun: number): void {
  for (let k = g.effects.length - 1; k >= 0; k--) {
    const e = g.effects[k]!;
    const d = e.duration;
    if ((d.kind === 'untilTurnOf' || d.kind === 'untilUpkeepOf' || d.kind === 'untilEndOfTurn') && d.player === id) {
      const kept = g.seams.effects.afterLeaver(g, d, wouldHaveBegun);
      if (kept === null) g.effects.splice(k, 1);
      else e.duration = kept;
    }
  }
  followNextTurns(g, id);
}

/**
 * Every "until [a player]'s next turn" still to come (but the `except` player's) ends at that player's next
 * turn as the turn order now stands (611.2a), or, for a player who left the game, where that turn would now
 * have begun (800.4m): after a player leaves or extra turns are added, that turn may come sooner or later.
 */
export function followNextTurns(g: Game, except?: PlayerId): void {
  for (const e of g.effects) {
    const d = e.duration;
    if (d.kind !== 'untilTurnOf' || d.player === except || d.turnIndex <= g.turnIndex) continue;
    const next = turnIndexOfNextTurnOf(g, d.player);
    e.duration = { ...d, turnIndex: g.seams.effects.rescheduled(g, d.player, d.turnIndex, next) };
  }
}

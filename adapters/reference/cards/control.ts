import type { Game } from '../engine/game-interface.js';
import type { EffectDuration, GameObject, ObjectRef, PlayerId } from '../engine/types.js';

/**
 * A resolving "gain control of ..." effect (611.2c: its set is locked as it begins, and never holds
 * a phased-out permanent, 702.26e). The permanents that change control are removed from combat
 * (506.4) and get summoning sickness under their new controller (302.6).
 */
export function gainControl(g: Game, player: PlayerId, objs: GameObject[], duration: EffectDuration): ObjectRef[] {
  const affected = g.lockedSet(objs);
  if (affected.length === 0) return [];
  g.addEffect({ controller: player, affected, duration, change: { kind: 'control', player } });
  afterControlChange(g, affected);
  return affected;
}

/**
 * "Gain control of ... until end of turn. ... gains haste until end of turn." (the threaten
 * effects): both effects lock in the same set as the spell resolves (611.2c).
 */
export function gainControlWithHasteUntilEndOfTurn(g: Game, player: PlayerId, objs: GameObject[]): void {
  const affected = gainControl(g, player, objs, { kind: 'endOfTurn' });
  if (affected.length > 0)
    g.addEffect({
      controller: player,
      affected,
      duration: { kind: 'endOfTurn' },
      change: { kind: 'addKeyword', keyword: 'haste' },
    });
}

/**
 * "Gain control of ... for as long as [condition]" (611.2b): nothing happens if the condition is
 * already false as the effect would begin (the Master Thief example).
 */
export function gainControlForAsLongAs(
  g: Game,
  player: PlayerId,
  objs: GameObject[],
  holds: () => boolean,
  description: string,
): ObjectRef[] {
  const affected = g.lockedSet(objs);
  if (affected.length === 0) return [];
  const e = g.addEffectForAsLongAs(
    { controller: player, affected, change: { kind: 'control', player } },
    holds,
    description,
  );
  if (e) afterControlChange(g, affected);
  return e ? affected : [];
}

function afterControlChange(g: Game, affected: ObjectRef[]): void {
  for (const r of affected) {
    const p = g.permanent(r);
    if (!p) continue;
    p.sick = true;
    g.removeFromCombat(p);
  }
}

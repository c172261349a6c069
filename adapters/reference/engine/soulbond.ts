// Soulbond's pair (702.95): kept as a continuous effect on the two creatures whose duration is 702.95a's "for as
// long as both remain creatures on the battlefield under your control", so it ends for good when the
// condition fails once (611.2b) — another player taking control, a creature ceasing to be one, or either
// phasing out (702.26f: a "for as long as" duration can no longer see a phased-out permanent).
import type { Game } from './game-interface.js';
import type { GameObject, ObjectRef, PlayerId } from './types.js';

const isRef = (r: ObjectRef, o: GameObject): boolean => r.id === o.id && r.incarnation === o.incarnation;

/** 702.95a's condition, read from layers 1-4 so that a static ability asking about the pair doesn't recurse. */
function bothRemain(g: Game, controller: PlayerId, refs: ObjectRef[]): boolean {
  return refs.every((r) => {
    const o = g.tracked(r);
    if (!o) return false;
    const ch = g.coreCharacteristics(o);
    return ch.types.has('Creature') && ch.controller === controller;
  });
}

/** 702.95b: pairs `a` and `b` under `controller` for as long as 702.95a's condition holds. */
export function pairCreatures(g: Game, controller: PlayerId, a: GameObject, b: GameObject): void {
  const affected = [g.ref(a), g.ref(b)];
  g.addEffectForAsLongAs(
    { controller, affected, change: { kind: 'paired' } },
    () => bothRemain(g, controller, affected),
    'paired (702.95a)',
  );
}

/**
 * The creature `obj` is paired with. Between the moments the game ends lapsed durations (611.2b) the condition
 * is read again here, so a pair whose condition just failed gives nothing (nor stops a new pair); a phased-out
 * partner doesn't exist (702.26b).
 */
export function partnerOf(g: Game, obj: GameObject): GameObject | undefined {
  for (const e of g.effects) {
    if (e.change.kind !== 'paired' || !e.affected.some((r) => isRef(r, obj))) continue;
    if (!bothRemain(g, e.controller, e.affected)) continue;
    const other = e.affected.find((r) => !isRef(r, obj));
    return other ? g.permanent(other) : undefined;
  }
  return undefined;
}

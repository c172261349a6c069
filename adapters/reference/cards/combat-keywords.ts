import type { ObjectRef } from '../engine/types.js';
import type { Game } from '../engine/game-interface.js';
import type { TriggeredAbility } from '../engine/card-behaviour.js';

/** An "until end of turn" +N/+N (or -N/-N) on one object, if it still exists as that object (611.2c). */
function boostUntilEndOfTurn(g: Game, controller: string, ref: ObjectRef, n: number): void {
  // The door's 'named-effect-set' reader (seams.ts) decides whether a phased-out blocker is locked in.
  const o = g.onBattlefield(ref, 'named-effect-set');
  if (!o) return;
  const affected = g.lockedSet([o]);
  if (affected.length > 0)
    g.addEffect({
      controller,
      affected,
      duration: { kind: 'endOfTurn' },
      change: { kind: 'pt', power: n, toughness: n },
    });
}

/**
 * 702.25a flanking: "Whenever this creature becomes blocked by a creature without flanking, the
 * blocking creature gets -1/-1 until end of turn." Once per such blocker (509.3d).
 */
export const flanking: TriggeredAbility = {
  key: 'flanking',
  event: 'blocks',
  matches: (g, self, ev) =>
    ev.type === 'blocks' && ev.attacker === self && !g.has(ev.obj, 'flanking') ? { blocker: g.ref(ev.obj) } : false,
  resolve: (g, item) =>
    boostUntilEndOfTurn(g, item.controller, (item.triggerData as { blocker: ObjectRef }).blocker, -1),
};

/**
 * 702.23a rampage N: "Whenever this creature becomes blocked, it gets +N/+N until end of turn for
 * each creature blocking it beyond the first." Once per combat (509.3c); the bonus is counted as it
 * resolves (702.23b).
 */
export function rampage(n: number): TriggeredAbility {
  return {
    key: 'rampage',
    event: 'becomesBlocked',
    matches: (_g, self, ev) => ev.type === 'becomesBlocked' && ev.obj === self,
    resolve(g, item) {
      const self = g.permanent(item.sourceRef);
      if (!self) return;
      const blockers = g.permanents().filter((b) => b.combat?.blocking?.includes(self.id)).length;
      if (blockers > 1) boostUntilEndOfTurn(g, item.controller, item.sourceRef, n * (blockers - 1));
    },
  };
}

import type { Game, GameEvent } from './game-interface.js';
import { initiativeTriggers } from './initiative.js';
import { monarchTriggers } from './monarch.js';
import type { GameObject } from './types.js';

/**
 * Offers an event to triggered abilities. `lookBack` objects are sources as they were just before
 * the event (603.10: leaves-the-battlefield and phases-out abilities look back in time).
 */
export function emit(g: Game, ev: GameEvent, lookBack: GameObject[] = []): void {
  // Deciding which abilities trigger changes nothing, so it reads one memoized state.
  g.reading(() => offerEvent(g, ev, lookBack));
}

function offerEvent(g: Game, ev: GameEvent, lookBack: GameObject[]): void {
  let sources: Iterable<GameObject> = g.existingFor('trigger-listener');
  if (lookBack.length > 0) {
    const all = new Set<GameObject>(sources);
    for (const o of lookBack) all.add(o);
    sources = all;
  }
  for (const src of sources) {
    const b = g.behaviour(src);
    if (!b?.triggers) continue;
    const existsNow = g.isPhasedIn(src) || g.seams.seesPhasedOut('trigger-listener');
    for (const t of b.triggers) {
      if (t.event !== ev.type || t.delayedOnly) continue;
      if (!existsNow && !(t.lookBack && lookBack.includes(src))) continue;
      const data = t.matches(g, src, ev);
      if (data === false) continue;
      // One event with several occurrences (several Spirits phasing in) triggers once per occurrence (603.2c).
      if (Array.isArray(data)) {
        for (const d of data) g.trigger(src, t.key, d);
        continue;
      }
      g.trigger(src, t.key, data === true ? undefined : data);
    }
  }
  monarchTriggers(g, ev); // 725.2: abilities with no source
  initiativeTriggers(g, ev); // 726.2: likewise
  for (const e of g.emblems)
    if (e.event === ev.type && e.matches(g, ev)) g.trigger(e.source, e.key, undefined, e.owner);
  // 603.7b: a delayed triggered ability triggers only once, the next time its event happens.
  if (g.delayed.length === 0) return;
  for (const d of [...g.delayed]) {
    if (!g.delayed.includes(d)) continue; // a half of an ability that already triggered (oneOf)
    if (d.event !== ev.type || !d.matches(g, ev) || !g.seams.delayedTriggers(g, d)) continue;
    for (const gone of g.seams.delayedTriggersGone(g, d)) g.delayed.splice(g.delayed.indexOf(gone), 1);
    g.trigger(d.source, d.key, d.data, d.controller);
  }
}

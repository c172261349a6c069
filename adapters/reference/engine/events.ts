import type { Game } from './game.js';
import type { GameObject, PlayerId, StackItem, Step, Zone } from './types.js';

/** A game event, offered to every triggered ability that could see it. */
export type GameEvent =
  | { type: 'enters'; obj: GameObject }
  | { type: 'leaves'; obj: GameObject; to: Zone }
  | { type: 'phasesOut'; objs: GameObject[] }
  | { type: 'phasesIn'; objs: GameObject[] }
  | { type: 'tapped'; obj: GameObject }
  | { type: 'untapped'; obj: GameObject }
  | { type: 'attached'; obj: GameObject }
  | { type: 'unattached'; obj: GameObject }
  | { type: 'stepBegins'; step: Step; active: PlayerId }
  | { type: 'loreAdded'; obj: GameObject; before: number; after: number }
  | { type: 'becomesTarget'; obj: GameObject; by: StackItem }
  | { type: 'attacks'; obj: GameObject }
  | { type: 'blocks'; obj: GameObject; attacker: GameObject }
  /** 509.3c: an attacking creature becomes blocked (once per combat, however many creatures block it). */
  | { type: 'becomesBlocked'; obj: GameObject }
  /** 510.2: combat damage dealt to a player (after prevention), by one source. */
  | { type: 'combatDamageToPlayer'; obj: GameObject; player: PlayerId; amount: number };

/**
 * A delayed triggered ability (603.7): created by a resolving spell or ability, it triggers once,
 * the next time its event happens, whatever became of the object that created it.
 */
export interface DelayedTrigger {
  /** The object whose card behaviour holds the ability's effect (a trigger with `delayedOnly`). */
  source: GameObject;
  controller: PlayerId;
  key: string;
  event: GameEvent['type'];
  matches(g: Game, ev: GameEvent): boolean;
  data?: unknown;
}

/**
 * A triggered ability of an emblem in a player's command zone (114.1, 114.4): it lasts for the rest
 * of the game and triggers each time its event happens. The emblem has no other characteristics, so
 * it is kept as its ability; `source` is the object whose card behaviour created it and holds its effect.
 */
export interface EmblemAbility {
  owner: PlayerId;
  source: GameObject;
  key: string;
  event: GameEvent['type'];
  matches(g: Game, ev: GameEvent): boolean;
}

/**
 * Offers an event to triggered abilities. `lookBack` objects are sources as they were just before
 * the event (603.10: leaves-the-battlefield and phases-out abilities look back in time).
 */
export function emit(g: Game, ev: GameEvent, lookBack: GameObject[] = []): void {
  // Deciding which abilities trigger changes nothing, so it reads one memoized state.
  g.reading(() => offerEvent(g, ev, lookBack));
}

function offerEvent(g: Game, ev: GameEvent, lookBack: GameObject[]): void {
  let sources: Iterable<GameObject> = g.permanents();
  if (lookBack.length > 0) {
    const all = new Set<GameObject>(sources);
    for (const o of lookBack) all.add(o);
    sources = all;
  }
  for (const src of sources) {
    const b = g.behaviour(src);
    if (!b?.triggers) continue;
    const existsNow = g.isPhasedIn(src) || g.seams.seesPhasedOut('battlefield');
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
  for (const e of g.emblems)
    if (e.event === ev.type && e.matches(g, ev)) g.trigger(e.source, e.key, undefined, e.owner);
  // 603.7c: a delayed triggered ability triggers only once, the next time its event happens.
  if (g.delayed.length === 0) return;
  for (const d of [...g.delayed]) {
    if (d.event !== ev.type || !d.matches(g, ev)) continue;
    g.delayed.splice(g.delayed.indexOf(d), 1);
    g.trigger(d.source, d.key, d.data, d.controller);
  }
}

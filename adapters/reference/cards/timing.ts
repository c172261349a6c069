import type { Game, GameEvent } from '../engine/game-interface.js';
import type { GameObject, StackItem, Step } from '../engine/types.js';

/** "At the beginning of your <step>": the step begins in the turn of this permanent's controller. */
export function atYour(step: Step) {
  return (g: Game, self: GameObject, ev: GameEvent): boolean =>
    ev.type === 'stepBegins' && ev.step === step && ev.active === g.controller(self);
}

/** "At the beginning of each player's <step>". */
export function atEach(step: Step) {
  return (_g: Game, _self: GameObject, ev: GameEvent): boolean => ev.type === 'stepBegins' && ev.step === step;
}

export const atYourUpkeep = atYour('upkeep');

/** "Whenever [this] phases in". */
export function selfPhasesIn(_g: Game, self: GameObject, ev: GameEvent): boolean {
  return ev.type === 'phasesIn' && ev.objs.includes(self);
}

/** "Whenever [this] phases out" (a look-back trigger, 603.10b: `self` is the object as it was). */
export function selfPhasesOut(_g: Game, self: GameObject, ev: GameEvent): boolean {
  return ev.type === 'phasesOut' && ev.objs.some((o) => o.id === self.id);
}

/** "When [this] enters". */
export function selfEnters(_g: Game, self: GameObject, ev: GameEvent): boolean {
  return ev.type === 'enters' && ev.obj === self;
}

/**
 * Creates the delayed triggered ability "at end of combat" (603.7) of a resolving trigger: it triggers at
 * the beginning of this turn's end of combat step, and its effect is the card's `delayedOnly` trigger `key`.
 */
export function atEndOfCombat(g: Game, item: StackItem, key: string, data: unknown): void {
  g.addDelayed({
    source: item.source,
    controller: item.controller,
    key,
    event: 'stepBegins',
    matches: (_g, ev) => ev.type === 'stepBegins' && ev.step === 'endCombat',
    data,
  });
}

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
 * Creates a delayed triggered ability (603.7) of a resolving spell or ability that triggers as `step` next
 * begins; its effect is the card's `delayedOnly` trigger `key`, and `data` is what it remembers.
 */
function atTheNext(step: Step) {
  return (g: Game, item: StackItem, key: string, data: unknown): void =>
    g.addDelayed({
      source: item.source,
      controller: item.controller,
      key,
      event: 'stepBegins',
      matches: (_g, ev) => ev.type === 'stepBegins' && ev.step === step,
      data,
    });
}

/** "At end of combat": this turn's end of combat step. */
export const atEndOfCombat = atTheNext('endCombat');
/** "At the beginning of the next end step". */
export const atTheBeginningOfTheNextEndStep = atTheNext('end');

/**
 * "At this turn's next end of combat": a delayed triggered ability (603.7) for the next end of combat step
 * that begins this turn; created after the turn's last combat, it never triggers.
 */
export function atThisTurnsNextEndOfCombat(g: Game, item: StackItem, key: string, data: unknown): void {
  const turn = g.turnIndex;
  g.addDelayed({
    source: item.source,
    controller: item.controller,
    key,
    event: 'stepBegins',
    matches: (now, ev) => ev.type === 'stepBegins' && ev.step === 'endCombat' && now.turnIndex === turn,
    data,
  });
}

import { describe, expect, it } from 'vitest';
import {
  atEach,
  atThisTurnsNextEndOfCombat,
  atYour,
  selfEnters,
  selfPhasesIn,
  selfPhasesOut,
} from '../cards/timing.js';
import type { Game, GameEvent } from './game-interface.js';
import type { GameObject, StackItem } from './types.js';
import { at, testGame } from './testing/game.js';

// The trigger conditions of cards/timing.ts on made-up events: the corpus reaches each only through the events
// its cards' fixtures happen to produce (a lone object phasing, never another's phasing beside it). Here, not
// beside timing.ts, because vitest.mutation.config.ts runs engine/*.test.ts.
const g = testGame([at('imp', "Teferi's Imp", 'battlefield'), at('bear', 'Grizzly Bears', 'battlefield', 'B')]);
const imp = g.permanentById('imp')!;
const bear = g.permanentById('bear')!;
/** A copy of the imp as a different object with the same id: a look-back trigger sees the object as it was. */
const impAsItWas = { ...imp } as GameObject;

describe('cards/timing.ts: "whenever [this] phases in / out", "when [this] enters"', () => {
  it('phases in: only its own phasing in', () => {
    expect(selfPhasesIn(g, imp, { type: 'phasesIn', objs: [bear, imp] })).toBe(true);
    expect(selfPhasesIn(g, imp, { type: 'phasesIn', objs: [bear] })).toBe(false);
    expect(selfPhasesIn(g, imp, { type: 'phasesOut', objs: [imp] })).toBe(false);
  });

  it('phases out: its own phasing out, matched by id, beside others (603.10b)', () => {
    expect(selfPhasesOut(g, impAsItWas, { type: 'phasesOut', objs: [bear, imp] })).toBe(true);
    expect(selfPhasesOut(g, imp, { type: 'phasesOut', objs: [bear] })).toBe(false);
    expect(selfPhasesOut(g, imp, { type: 'phasesIn', objs: [imp] })).toBe(false);
  });

  it('enters: only its own entering', () => {
    expect(selfEnters(g, imp, { type: 'enters', obj: imp })).toBe(true);
    expect(selfEnters(g, imp, { type: 'enters', obj: bear })).toBe(false);
    expect(selfEnters(g, imp, { type: 'leaves', obj: imp, to: 'graveyard' })).toBe(false);
  });
});

describe('cards/timing.ts: steps', () => {
  const upkeepOf = (active: string): GameEvent => ({ type: 'stepBegins', step: 'upkeep', active });

  it('"at the beginning of your upkeep" is the controller\'s; "each" is anyone\'s', () => {
    expect([atYour('upkeep')(g, imp, upkeepOf('A')), atYour('upkeep')(g, imp, upkeepOf('B'))]).toEqual([true, false]);
    expect([atEach('upkeep')(g, imp, upkeepOf('B')), atEach('draw')(g, imp, upkeepOf('B'))]).toEqual([true, false]);
  });

  it("this turn's next end of combat: an end of combat step of the turn it was made in", () => {
    const made: { matches: (now: Game, ev: GameEvent) => boolean }[] = [];
    const recording = { turnIndex: 4, addDelayed: (d: (typeof made)[number]) => made.push(d) } as unknown as Game;
    atThisTurnsNextEndOfCombat(recording, { source: imp, controller: 'A' } as unknown as StackItem, 'k', null);
    const matches = made[0]!.matches;
    const step = (s: 'endCombat' | 'end'): GameEvent => ({ type: 'stepBegins', step: s, active: 'A' });
    expect(matches({ turnIndex: 4 } as Game, step('endCombat'))).toBe(true);
    expect(matches({ turnIndex: 4 } as Game, step('end'))).toBe(false);
    expect(matches({ turnIndex: 5 } as Game, step('endCombat'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { CommanderState } from './commander-state.js';

// The Commander state's bookkeeping (903.10a's damage tally) below the level of fixtures.
describe('the Commander state', () => {
  it('is off until a setup says format "commander"', () => {
    expect(new CommanderState().on).toBe(false);
  });

  it("adds each commander's combat damage to a player up over the game (903.10a)", () => {
    const s = new CommanderState();
    s.addDamage('A', 'cmdr', 3);
    s.addDamage('A', 'cmdr', 4);
    s.addDamage('A', 'other', 1);
    expect(Object.fromEntries(s.damageTo('A'))).toEqual({ cmdr: 7, other: 1 });
    expect(s.damageTo('B').size).toBe(0);
  });

  it('records no tally for no damage', () => {
    const s = new CommanderState();
    s.addDamage('A', 'cmdr', 0);
    expect(s.damage.has('A')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { activate } from '../engine/casting.js';
import { addMana } from '../engine/mana.js';
import { at, testGame } from '../engine/testing/game.js';

// "{R}: Flowstone Shambler gets +1/-1 until end of turn." The ability costs {R}: with one {R} in A's pool the
// first activation spends it and a second can't be paid (602.2b, 601.2h). The fixtures give A the mana they
// spend, so none of them sees an activation that costs nothing.

describe('Flowstone Shambler', () => {
  it('costs {R} to pump: a second activation with the one {R} spent is refused', () => {
    const g = testGame([at('shambler', 'Flowstone Shambler', 'battlefield')]);
    addMana(g.player('A'), '{R}');
    const pump = () => activate(g, 'A', 'shambler', 'pump', undefined, 0, {});
    expect(pump).not.toThrow();
    expect(pump).toThrow("cannot pay {R} of {R}: nothing in A's mana pool");
  });
});

import { describe, expect, it } from 'vitest';
import { activate } from '../engine/casting.js';
import { addMana } from '../engine/mana.js';
import { at, testGame } from '../engine/testing/game.js';

// "Enchant creature / {U}: Tap enchanted creature. / {U}: Untap enchanted creature." Each ability costs {U}: with
// one {U} in A's pool the first activation spends it and a second can't be paid (602.2b, 601.2h). The fixtures
// give A the mana they spend, so none of them sees an activation that costs nothing.

function freedWithOneBlue() {
  const g = testGame([
    at('bears', 'Grizzly Bears', 'battlefield', 'B'),
    { ...at('freed', 'Freed from the Real', 'battlefield'), attachedTo: 'bears' },
  ]);
  addMana(g.player('A'), '{U}');
  return g;
}

describe('Freed from the Real', () => {
  it.each(['tap', 'untap'])('%s costs {U}: a second activation with the one {U} spent is refused', (key) => {
    const g = freedWithOneBlue();
    const activateIt = () => activate(g, 'A', 'freed', key, undefined, 0, {});
    expect(activateIt).not.toThrow();
    expect(activateIt).toThrow("cannot pay {U} of {U}: nothing in A's mana pool");
  });
});

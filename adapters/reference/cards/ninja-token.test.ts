import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { ninjaToken } from './ninja-token.js';

// "This creature can't be blocked." (509.1b): the restriction is on blocking the Ninja itself, not another
// attacker beside it.

const g = testGame([
  at('ninja', 'Ninja Token', 'battlefield'),
  at('giant', 'Hill Giant', 'battlefield'),
  at('bears', 'Grizzly Bears', 'battlefield', 'B'),
]);
const [ninja, giant, bears] = [g.objects.get('ninja')!, g.objects.get('giant')!, g.objects.get('bears')!];

describe('Ninja Token', () => {
  it('forbids blocking the Ninja, not another attacker', () => {
    expect([
      ninjaToken.forbidsBlock!(g, ninja, bears, ninja),
      ninjaToken.forbidsBlock!(g, ninja, bears, giant),
    ]).toEqual([true, false]);
  });
});

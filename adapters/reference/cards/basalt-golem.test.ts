import { describe, expect, it } from 'vitest';
import { testGame } from '../engine/testing/game.js';
import { basaltGolem } from './basalt-golem.js';

// "This creature can't be blocked by artifact creatures." (509.1b): a blocking restriction on the
// Golem alone, for an artifact creature blocking it.

const g = testGame([
  { id: 'golem', card: 'Basalt Golem', owner: 'A', zone: 'battlefield' },
  { id: 'other', card: 'Hill Giant', owner: 'A', zone: 'battlefield' },
  { id: 'bears', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
  { id: 'juggernaut', card: 'Juggernaut', owner: 'B', zone: 'battlefield' },
]);
const [golem, other, bears, juggernaut] = ['golem', 'other', 'bears', 'juggernaut'].map((id) => g.objects.get(id)!);
const forbids = (blocker: typeof golem, attacker: typeof golem) =>
  basaltGolem.forbidsBlock!(g, golem!, blocker!, attacker!);

describe('Basalt Golem', () => {
  it('forbids an artifact creature to block it, not another creature, nor a block of another attacker', () => {
    expect([forbids(juggernaut, golem), forbids(bears, golem), forbids(juggernaut, other)]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

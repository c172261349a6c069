import { describe, expect, it } from 'vitest';
import { testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { advance } from '../engine/turn.js';
import { sleep } from './sleep.js';

// "Tap all creatures target player controls. Those creatures don't untap during that player's next untap
// step." A casts Sleep targeting B in turn 3; B's next untap step is turn 4's, and turn 6's is not "next".

describe('Sleep', () => {
  function sleptOn(): ReturnType<typeof testGame> {
    const g = testGame([
      { id: 'sleep', card: 'Sleep', owner: 'A', zone: 'hand' },
      { id: 'theirBears', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
      { id: 'theirForest', card: 'Forest', owner: 'B', zone: 'battlefield', tapped: true },
      { id: 'myBears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
    ]);
    sleep.spell!.resolve(g, resolvingItem(g, 'sleep', { targets: ['B'] }));
    return g;
  }
  const tapped = (g: ReturnType<typeof testGame>, id: string) => g.objects.get(id)!.tapped;

  it("taps the target player's creatures only", () => {
    const g = sleptOn();
    expect([tapped(g, 'theirBears'), tapped(g, 'myBears')]).toEqual([true, false]);
  });

  it("keeps them tapped through that player's next untap step, and no later one", () => {
    const g = sleptOn();
    advance(g, { step: 'upkeep', turnOf: 'B' }, undefined);
    // Their land is no creature: it untaps as usual.
    expect([g.turnNumber, tapped(g, 'theirBears'), tapped(g, 'theirForest')]).toEqual([4, true, false]);
    advance(g, { step: 'upkeep', turnOf: 'B' }, undefined);
    expect([g.turnNumber, tapped(g, 'theirBears')]).toEqual([6, false]);
  });
});

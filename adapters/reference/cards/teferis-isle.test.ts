import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { entersTapped } from '../engine/zones.js';

// "Teferi's Isle enters the battlefield tapped." A replacement effect on its own entering (614.1c): another
// permanent entering while the Isle is on the battlefield enters untapped.

describe("Teferi's Isle", () => {
  it('enters tapped itself, and leaves another entering permanent untapped', () => {
    const g = testGame([
      at('isle', "Teferi's Isle", 'battlefield'),
      at('second', "Teferi's Isle", 'hand'),
      at('bears', 'Grizzly Bears', 'hand'),
    ]);
    const enters = (id: string) => entersTapped(g, g.objects.get(id)!, 'A');
    expect([enters('second'), enters('bears')]).toEqual([true, false]);
  });
});

import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { lazotepReaver } from './lazotep-reaver.js';

// "When Lazotep Reaver enters, amass Zombies 1.": its own entering, no other permanent's, and not its leaving.

const etb = lazotepReaver.triggers!.find((t) => t.key === 'etb')!;

describe('Lazotep Reaver', () => {
  it('triggers when it enters, not when another permanent enters nor when it leaves', () => {
    const g = testGame([at('reaver', 'Lazotep Reaver', 'battlefield'), at('bears', 'Grizzly Bears', 'battlefield')]);
    const [reaver, bears] = [g.objects.get('reaver')!, g.objects.get('bears')!];
    expect([
      etb.matches(g, reaver, { type: 'enters', obj: reaver }),
      etb.matches(g, reaver, { type: 'enters', obj: bears }),
      etb.matches(g, reaver, { type: 'leaves', obj: reaver, to: 'graveyard' }),
    ]).toEqual([true, false, false]);
  });
});

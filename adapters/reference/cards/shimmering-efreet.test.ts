import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { shimmeringEfreet } from './shimmering-efreet.js';

// "Whenever Shimmering Efreet phases in, target creature phases out.": another permanent phasing in, without
// the Efreet, doesn't trigger it; the Efreet phasing in together with others does.

describe('Shimmering Efreet', () => {
  it('triggers when it phases in, and not when only something else does', () => {
    const g = testGame([at('efreet', 'Shimmering Efreet', 'battlefield'), at('bears', 'Grizzly Bears', 'battlefield')]);
    const [efreet, bears] = [g.objects.get('efreet')!, g.objects.get('bears')!];
    const phasesIn = shimmeringEfreet.triggers!.find((t) => t.key === 'phases-in')!;
    const triggers = (objs: (typeof efreet)[]) => phasesIn.matches(g, efreet, { type: 'phasesIn', objs }) !== false;
    expect([triggers([bears]), triggers([bears, efreet])]).toEqual([false, true]);
  });
});

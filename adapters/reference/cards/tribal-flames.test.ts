import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { tribalFlames } from './tribal-flames.js';

// "Domain — Tribal Flames deals X damage to any target, where X is the number of basic land types among
// lands you control." A controls a Forest and an Island (X = 2); B's Mountain, Plains and Swamp are lands
// A doesn't control, so they add nothing.

function resolvedAt(target: string): Game {
  const g = testGame([
    at('flames', 'Tribal Flames', 'hand'),
    at('forest', 'Forest', 'battlefield'),
    at('island', 'Island', 'battlefield'),
    at('mountain', 'Mountain', 'battlefield', 'B'),
    at('plains', 'Plains', 'battlefield', 'B'),
    at('swamp', 'Swamp', 'battlefield', 'B'),
    at('giant', 'Hill Giant', 'battlefield', 'B'),
  ]);
  tribalFlames.spell!.resolve(g, resolvingItem(g, 'flames', { targets: [target] }));
  return g;
}

describe('Tribal Flames', () => {
  it("deals a player damage equal to the basic land types among its controller's lands only", () => {
    const g = resolvedAt('B');
    expect([g.player('B').life, g.player('A').life]).toEqual([18, 20]);
  });

  it('deals a creature target that damage, and no player any', () => {
    const g = resolvedAt('giant');
    expect([g.objects.get('giant')!.damage, g.player('A').life, g.player('B').life]).toEqual([2, 20, 20]);
  });
});

import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { played } from '../engine/testing/played.js';
import { realityRipple } from './reality-ripple.js';

// "Target artifact, creature, or land phases out.": an enchantment is no legal target.

describe('Reality Ripple', () => {
  it('may target an artifact, a creature or a land, and not an enchantment', () => {
    const g = testGame([
      at('robe', 'Robe of Stars', 'battlefield'),
      at('bears', 'Grizzly Bears', 'battlefield'),
      at('forest', 'Forest', 'battlefield'),
      at('anthem', 'Glorious Anthem', 'battlefield'),
    ]);
    const spec = realityRipple.spell!.targets![0]!;
    const legal = (id: string) => spec.filter!(g, g.objects.get(id)!, 'A');
    expect(['robe', 'bears', 'forest', 'anthem'].map(legal)).toEqual([true, true, true, false]);
  });
});

describe("Reality Ripple's target", () => {
  it('is refused for a player, naming what it must be', () => {
    const game = played(
      [at('ripple', 'Reality Ripple', 'hand'), at('bears', 'Grizzly Bears', 'battlefield', 'B')],
      { A: '{1}{U}' },
      [{ do: 'cast', player: 'A', object: 'ripple', targets: ['B'] }],
    );
    expect(game.statuses).toEqual(['rejected']);
    expect(game.reasons[0]).toContain('target artifact, creature, or land');
  });
});

import { describe, expect, it } from 'vitest';
import { chooseTargets } from '../engine/targets.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { doomBlade } from './destroy-target-creature.js';

// Doom Blade: "Destroy target nonblack creature." Its target must be a creature (115.1, 601.2c) that isn't
// black: a green creature can be chosen, a black creature or a noncreature permanent can't.

const g = testGame([
  at('bears', 'Grizzly Bears', 'battlefield', 'B'),
  at('child', 'Child of Night', 'battlefield', 'B'),
  at('island', 'Island', 'battlefield', 'B'),
]);
const canTarget = (id: string) => doomBlade.spell!.targets![0]!.filter!(g, g.objects.get(id)!, 'A');

describe('Doom Blade', () => {
  it('may target a nonblack creature, not a black creature nor a land', () => {
    expect(['bears', 'child', 'island'].map(canTarget)).toEqual([true, false, false]);
  });

  it('refuses a player as its target, saying what the target must be', () => {
    expect(() => chooseTargets(g, doomBlade.spell!.targets, ['B'], 'A', 'Doom Blade')).toThrow(
      'Doom Blade: B is a player, but the target must be target nonblack creature',
    );
  });

  it('destroys its target as it resolves, and only its target', () => {
    const game = testGame([
      at('blade', 'Doom Blade', 'hand'),
      at('bears', 'Grizzly Bears', 'battlefield', 'B'),
      at('giant', 'Hill Giant', 'battlefield', 'B'),
    ]);
    doomBlade.spell!.resolve(game, resolvingItem(game, 'blade', { targets: ['bears'] }));
    expect(['bears', 'giant'].map((id) => game.objects.get(id)!.zone)).toEqual(['graveyard', 'battlefield']);
  });
});

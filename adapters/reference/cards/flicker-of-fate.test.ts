import { describe, expect, it } from 'vitest';
import { chooseTargets } from '../engine/targets.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { flickerOfFate } from './flicker-of-fate.js';

// "Exile target creature or enchantment, then return it to the battlefield under its owner's control." A target
// that has phased out is treated as though it doesn't exist (702.26b), so the spell does nothing to it (608.2b);
// the engine doesn't resolve a spell whose only target is gone, but one that does (the fault
// illegal-targets-resolve) must still leave that target alone, as a resolve called here with it does.

const spec = flickerOfFate.spell!.targets![0]!;

describe('Flicker of Fate', () => {
  it('targets a creature or an enchantment, not a land nor an artifact', () => {
    const g = testGame([
      at('bears', 'Grizzly Bears', 'battlefield'),
      at('eye', 'Eye of Singularity', 'battlefield'),
      at('forest', 'Forest', 'battlefield'),
      at('cannon', 'Mogg Cannon', 'battlefield'),
    ]);
    const fits = (id: string) => spec.filter!(g, g.objects.get(id)!, 'A');
    expect(['bears', 'eye', 'forest', 'cannon'].map(fits)).toEqual([true, true, false, false]);
  });

  it('refuses a player or a land as its target, saying what the target must be', () => {
    const g = testGame([at('forest', 'Forest', 'battlefield', 'B')]);
    const choose = (name: string) => () => chooseTargets(g, [spec], [name], 'A', 'casting Flicker of Fate');
    expect(choose('B')).toThrow(
      'casting Flicker of Fate: B is a player, but the target must be target creature or enchantment',
    );
    expect(choose('forest')).toThrow('forest is not target creature or enchantment');
  });

  it('leaves a target that has phased out where it is', () => {
    const g = testGame([
      at('flicker', 'Flicker of Fate', 'hand'),
      { ...at('bears', 'Grizzly Bears', 'battlefield', 'B'), phased: { how: 'directly', under: 'B' } },
    ]);
    const bears = g.objects.get('bears')!;
    flickerOfFate.spell!.resolve(g, resolvingItem(g, 'flicker', { targets: ['bears'] }));
    expect([bears.zone, bears.incarnation, g.isPhasedOut('bears')]).toEqual(['battlefield', 0, true]);
  });
});

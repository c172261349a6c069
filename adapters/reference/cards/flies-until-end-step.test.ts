import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { fliesUntilEndStep, targetCreatureYouControl } from './flies-until-end-step.js';

// Mogg Cannon: "{T}: Target creature you control gets +1/+0 and gains flying until end of turn. Destroy that
// creature at the beginning of the next end step." The target is a creature its controller controls: not an
// opponent's creature, nor a noncreature permanent of their own.

describe('the fling abilities (Mogg Cannon, Krovikan Elementalist)', () => {
  it('target a creature you control only', () => {
    const g = testGame([
      at('bears', 'Grizzly Bears', 'battlefield'),
      at('giant', 'Hill Giant', 'battlefield', 'B'),
      at('cannon', 'Mogg Cannon', 'battlefield'),
    ]);
    const fits = (id: string) => targetCreatureYouControl.filter!(g, g.objects.get(id)!, 'A');
    expect(['bears', 'giant', 'cannon'].map(fits)).toEqual([true, false, false]);
  });

  it('give the creature +N/+0 and flying until end of turn', () => {
    const g = testGame([at('bears', 'Grizzly Bears', 'battlefield'), at('cannon', 'Mogg Cannon', 'battlefield')]);
    const bears = g.objects.get('bears')!;
    fliesUntilEndStep(1)(
      g,
      resolvingItem(g, 'cannon', { kind: 'activated', abilityKey: 'launch', targets: ['bears'] }),
    );
    const { power, toughness } = g.characteristics(bears);
    expect([power, toughness, g.has(bears, 'flying')]).toEqual([3, 2, true]);
  });
});

import { describe, expect, it } from 'vitest';
import { IllegalAction } from '../engine/game.js';
import { chooseTargets } from '../engine/targets.js';
import { at, testGame } from '../engine/testing/game.js';
import { tidalSurge } from './tidal-surge.js';

// "Tap up to three target creatures without flying." A creature with flying is no legal target (115.1), nor
// is a permanent that is no creature, with or without flying.

const g = testGame([
  at('bears', 'Grizzly Bears', 'battlefield', 'B'),
  at('angel', 'Serra Angel', 'battlefield', 'B'),
  at('forest', 'Forest', 'battlefield', 'B'),
]);
const [spec] = tidalSurge.spell!.targets!;

describe('Tidal Surge', () => {
  it('targets creatures without flying only: not a flyer, not a land', () => {
    const legal = (id: string) => spec!.filter!(g, g.objects.get(id)!, 'A');
    expect([legal('bears'), legal('angel'), legal('forest')]).toEqual([true, false, false]);
  });

  it('refuses a player as a target, naming what it targets', () => {
    expect(() => chooseTargets(g, tidalSurge.spell!.targets, ['B'], 'A', 'Tidal Surge')).toThrow(
      new IllegalAction(
        'Tidal Surge: B is a player, but the target must be up to three target creatures without flying',
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { endEffectsAt } from '../engine/durations.js';
import type { Game } from '../engine/game-interface.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { fog } from './fog.js';

// "Prevent all combat damage that would be dealt this turn." The effect modifies the rules (611.2c) and lasts
// until the cleanup step ends "this turn" effects (514.2). Its `affected` holds the creatures there as it
// began, which the rules ignore but an engine locking the effect to them (the fault rules-effect-locked-set,
// engine/types.ts) reads: a land is not among them.

function afterFog(): Game {
  const g = testGame([
    at('fog', 'Fog', 'hand'),
    at('bears', 'Grizzly Bears', 'battlefield'),
    at('giant', 'Hill Giant', 'battlefield', 'B'),
    at('forest', 'Forest', 'battlefield'),
  ]);
  fog.spell!.resolve(g, resolvingItem(g, 'fog'));
  return g;
}

const preventions = (g: Game) => g.effects.filter((e) => e.change.kind === 'preventCombatDamage');

describe('Fog', () => {
  it('records the creatures on the battlefield as it resolves, not other permanents', () => {
    const g = afterFog();
    const [bears, giant] = [g.objects.get('bears')!, g.objects.get('giant')!];
    expect(preventions(g).map((e) => e.affected)).toEqual([[g.ref(bears), g.ref(giant)]]);
  });

  it('prevents combat damage this turn only: its effect ends in the cleanup step', () => {
    const g = afterFog();
    const before = preventions(g).length;
    endEffectsAt(g, 'cleanup');
    expect([before, preventions(g).length]).toEqual([1, 0]);
  });
});

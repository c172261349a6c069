import { describe, expect, it } from 'vitest';
import { endEffectsAt } from '../engine/durations.js';
import { Unsupported } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import type { Choices } from '../engine/types.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { visionCharm } from './vision-charm.js';

// Mode 2: "Choose a land type and a basic land type. Each land of the first chosen type becomes the second
// chosen type until end of turn." Every land of that type (a Forest of either player) changes, a land of
// another type doesn't, and the change ends in the cleanup step (514.2).

function afterMode2(choices: Choices): Game {
  const g = testGame([
    at('charm', 'Vision Charm', 'hand'),
    at('my-forest', 'Forest', 'battlefield'),
    at('their-forest', 'Forest', 'battlefield', 'B'),
    at('island', 'Island', 'battlefield'),
  ]);
  visionCharm.spell!.resolve(g, resolvingItem(g, 'charm', { choices: { mode: 2, ...choices } }));
  return g;
}

const landTypes = (g: Game, id: string) => [...g.characteristics(g.objects.get(id)!).subtypes];

describe('Vision Charm, mode 2', () => {
  it('makes each land of the first type the second type, and no other land', () => {
    const g = afterMode2({ landType: 'Forest', basicLandType: 'Swamp' });
    expect([landTypes(g, 'my-forest'), landTypes(g, 'their-forest'), landTypes(g, 'island')]).toEqual([
      ['Swamp'],
      ['Swamp'],
      ['Island'],
    ]);
  });

  it('ends its change in the cleanup step', () => {
    const g = afterMode2({ landType: 'Forest', basicLandType: 'Swamp' });
    endEffectsAt(g, 'cleanup');
    expect(landTypes(g, 'my-forest')).toEqual(['Forest']);
  });

  it.each([
    ['no first type', { basicLandType: 'Swamp' }],
    ['a first type that is no land type', { landType: 'Goblin', basicLandType: 'Swamp' }],
    ['no second type', { landType: 'Forest' }],
    ['a second type that is no basic land type', { landType: 'Forest', basicLandType: 'Gate' }],
  ])('is refused with %s', (_case, choices: Choices) => {
    expect(() => afterMode2(choices)).toThrow(Unsupported);
  });
});

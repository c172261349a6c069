import { describe, expect, it } from 'vitest';
import { cast } from './casting.js';
import { addMana } from './mana.js';
import { resolveTop } from './stack.js';
import { at, testGame } from './testing/game.js';

// All Is Dust (cards/all-is-dust.ts): "Each player sacrifices all colored permanents they control." The fixtures
// have it meet colored permanents only; a colorless one (105.2c: no color) stays. Here, where Stryker sees it.
describe('All Is Dust', () => {
  it('each player sacrifices their colored permanents; colorless lands and artifacts stay', () => {
    const g = testGame([
      at('dust', 'All Is Dust', 'hand'),
      at('bears', 'Grizzly Bears', 'battlefield', 'B'),
      at('anthem', 'Glorious Anthem', 'battlefield'),
      at('plains', 'Plains', 'battlefield'),
      at('axe', 'Bonesplitter', 'battlefield', 'B'),
    ]);
    addMana(g.player('A'), '{7}');
    cast(g, 'A', 'dust', undefined, 0, {});
    resolveTop(g, {}, undefined);
    const zone = (id: string) => g.objects.get(id)!.zone;
    expect([zone('bears'), zone('anthem')]).toEqual(['graveyard', 'graveyard']);
    expect([zone('plains'), zone('axe')]).toEqual(['battlefield', 'battlefield']);
  });
});

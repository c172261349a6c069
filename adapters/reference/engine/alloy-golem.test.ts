import { describe, expect, it } from 'vitest';
import { cast } from './casting.js';
import { Unsupported } from './errors.js';
import type { Game } from './game.js';
import { addMana } from './mana.js';
import { resolveTop } from './stack.js';
import { at, testGame } from './testing/game.js';
import type { Choices } from './types.js';

// Alloy Golem (cards/alloy-golem.ts): "As Alloy Golem enters the battlefield, choose a color. / Alloy Golem is the
// chosen color." The fixtures make a valid choice; these check that a choice that names no color (105.1: white,
// blue, black, red, green) is refused, and that a Golem set up on the battlefield with no choice made stays its
// printed colorless self (105.2c). Here, where Stryker sees them.

function castGolem(choices: Choices): Game {
  const g = testGame([at('golem', 'Alloy Golem', 'hand')]);
  addMana(g.player('A'), '{6}');
  cast(g, 'A', 'golem', undefined, 0, choices);
  return g;
}
const colorsOf = (g: Game) => [...g.characteristics(g.permanentById('golem')!).colors];

describe('Alloy Golem', () => {
  it('is the color chosen as it enters', () => {
    const g = castGolem({ color: 'R' });
    resolveTop(g, {}, undefined);
    expect(colorsOf(g)).toEqual(['R']);
  });

  it('refuses a missing choice and one that names no color', () => {
    const refusal = new Unsupported('Alloy Golem needs a color choice (one of W, U, B, R, G)');
    expect(() => resolveTop(castGolem({}), {}, undefined)).toThrow(refusal);
    expect(() => resolveTop(castGolem({ color: 'purple' }), {}, undefined)).toThrow(refusal);
  });

  it('set up on the battlefield with no choice made, is colorless', () => {
    const g = testGame([at('golem', 'Alloy Golem', 'battlefield')]);
    expect(colorsOf(g)).toEqual([]);
  });
});

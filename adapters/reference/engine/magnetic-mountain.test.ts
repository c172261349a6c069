import { describe, expect, it } from 'vitest';
import { magneticMountain } from '../cards/magnetic-mountain.js';
import { IllegalAction } from './game.js';
import type { Choices, StackItem } from './types.js';
import { at, testGame } from './testing/game.js';

// Magnetic Mountain's upkeep trigger below the level of fixtures: its fixtures (untap × chosen) name a tapped
// blue creature that is phased out, so none reads why a choice is refused or names an untapped or non-blue
// creature. Here because vitest.mutation.config.ts runs engine/*.test.ts.
const upkeep = magneticMountain.triggers![0]!;
const g = testGame([
  at('mountain', 'Magnetic Mountain', 'battlefield'),
  at('drake', 'Tolarian Drake', 'battlefield'),
  at('bear', 'Grizzly Bears', 'battlefield'),
]);
g.permanentById('bear')!.tapped = true;
const ofA = { triggerData: { player: 'A' } } as unknown as StackItem;
const check = (untap: unknown) => () => upkeep.checkResolutionChoices!(g, { untap } as Choices, ofA);

describe('Magnetic Mountain', () => {
  it('triggers at the beginning of each upkeep only, for that player', () => {
    const self = g.permanentById('mountain')!;
    expect(upkeep.matches(g, self, { type: 'stepBegins', step: 'upkeep', active: 'B' })).toEqual({ player: 'B' });
    expect(upkeep.matches(g, self, { type: 'stepBegins', step: 'draw', active: 'B' })).toBe(false);
  });

  it('refuses an untap choice that is not a list of ids', () => {
    const shape = new IllegalAction('Magnetic Mountain: "untap" must be a list of object ids');
    expect(check('drake')).toThrow(shape);
    expect(check(['drake', 7])).toThrow(shape);
  });

  it('refuses an untapped blue creature and a tapped one that is not blue', () => {
    expect(check(['drake'])).toThrow(
      new IllegalAction('Magnetic Mountain: drake is not a tapped blue creature A controls'),
    );
    expect(check(['bear'])).toThrow(
      new IllegalAction('Magnetic Mountain: bear is not a tapped blue creature A controls'),
    );
  });
});

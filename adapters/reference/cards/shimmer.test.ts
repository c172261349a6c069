import { describe, expect, it } from 'vitest';
import { Unsupported } from '../engine/game.js';
import { at, testGame } from '../engine/testing/game.js';
import { shimmer } from './shimmer.js';

// "As Shimmer enters, choose a land type." The choice must be an existing land type (ruling 2004-10-04): a
// creature type or a made-up word is no choice the card allows.

/** Shimmer's as-enters choice made with this `landType`; what it remembers. */
function chooses(landType: unknown): unknown {
  const g = testGame([at('shimmer', 'Shimmer', 'battlefield')]);
  const self = g.objects.get('shimmer')!;
  shimmer.asEnters!(g, self, { landType } as never);
  return self.memory['landType'];
}

describe('Shimmer', () => {
  it('remembers an existing land type', () => {
    expect(chooses('Island')).toBe('Island');
  });

  it.each([['Goblin'], ['Blorp'], [7]])('refuses %s as a land type', (landType) => {
    expect(() => chooses(landType)).toThrow(Unsupported);
  });

  it('says what it needs and what it got', () => {
    expect(() => chooses('Goblin')).toThrow('Shimmer needs landType, an existing land type (got "Goblin")');
  });
});

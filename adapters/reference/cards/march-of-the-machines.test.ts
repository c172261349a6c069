import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';

// "Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value."
// Only noncreature artifacts: one that is already a creature, printed so or made one by a resolved effect, keeps
// its own power and toughness (613.8: this ability depends on the effect that makes it a creature). It keeps its
// other types (205.1b), and stops applying once March of the Machines is gone.

const game = () =>
  testGame([
    at('march', 'March of the Machines', 'battlefield'),
    at('splitter', 'Bonesplitter', 'battlefield'),
    at('shackles', 'Vedalken Shackles', 'battlefield'),
    at('golem', 'Crystal Golem', 'battlefield'),
    at('bears', 'Grizzly Bears', 'battlefield'),
  ]);
const seen = (g: ReturnType<typeof game>, id: string) => {
  const ch = g.characteristics(g.objects.get(id)!);
  return [ch.types.has('Creature'), ch.power, ch.toughness];
};

describe('March of the Machines', () => {
  it('makes each noncreature artifact a creature with power and toughness its mana value, keeping its subtypes', () => {
    const g = game();
    expect([seen(g, 'splitter'), seen(g, 'shackles')]).toEqual([
      [true, 1, 1], // {1}
      [true, 3, 3], // {3}
    ]);
    expect(g.hasSubtype(g.objects.get('splitter')!, 'Equipment')).toBe(true);
  });

  it('leaves an artifact creature, a creature that is no artifact and itself as they are', () => {
    const g = game();
    expect([seen(g, 'golem'), seen(g, 'bears'), seen(g, 'march')]).toEqual([
      [true, 3, 3], // Crystal Golem costs {4}
      [true, 2, 2],
      [false, 0, 0],
    ]);
  });

  it('leaves an artifact a resolved effect made a 9/9 creature at 9/9', () => {
    const g = game();
    g.addEffect({
      controller: 'A',
      affected: [g.ref(g.objects.get('shackles')!)],
      duration: { kind: 'indefinite' },
      change: { kind: 'becomeCreature', power: 9, toughness: 9, addSubtypes: ['Construct'] },
    });
    expect(seen(g, 'shackles')).toEqual([true, 9, 9]);
  });
});

import { describe, expect, it } from 'vitest';
import { cast } from './casting.js';
import { IllegalAction } from './errors.js';
import type { Game } from './game.js';
import { addMana } from './mana.js';
import { resolveTop } from './stack.js';
import { at, testGame } from './testing/game.js';

// Adaptive Automaton (cards/adaptive-automaton.ts): "As Adaptive Automaton enters the battlefield, choose a creature
// type. / Adaptive Automaton is the chosen type in addition to its other types. / Other creatures you control of
// the chosen type get +1/+1." The fixtures reach it through phasing only; these check whom the +1/+1 reaches (613.4c
// layer 7c): other creatures, of the chosen type, that its controller controls. Here, where Stryker sees them.

function withAutomaton(): Game {
  const g = testGame([
    at('automaton', 'Adaptive Automaton', 'hand'),
    at('bears', 'Grizzly Bears', 'battlefield'),
    at('giant', 'Hill Giant', 'battlefield'),
    at('their-bears', 'Grizzly Bears', 'battlefield', 'B'),
  ]);
  addMana(g.player('A'), '{3}');
  cast(g, 'A', 'automaton', undefined, 0, { creatureType: 'Bear' });
  return g;
}
const size = (g: Game, id: string) => {
  const ch = g.characteristics(g.permanentById(id)!);
  return [ch.power, ch.toughness];
};

describe('Adaptive Automaton', () => {
  it('needs the creature type chosen as it enters', () => {
    const g = testGame([at('automaton', 'Adaptive Automaton', 'hand')]);
    addMana(g.player('A'), '{3}');
    cast(g, 'A', 'automaton', undefined, 0, {});
    expect(() => resolveTop(g, {}, undefined)).toThrow(
      new IllegalAction('Adaptive Automaton needs the choice "creatureType"'),
    );
  });

  it("gives +1/+1 to its controller's other creatures of the chosen type only", () => {
    const g = withAutomaton();
    resolveTop(g, {}, undefined);
    expect(g.characteristics(g.permanentById('automaton')!).subtypes.has('Bear')).toBe(true);
    expect(size(g, 'bears')).toEqual([3, 3]);
    expect(size(g, 'automaton')).toEqual([2, 2]);
    expect(size(g, 'giant')).toEqual([3, 3]);
    expect(size(g, 'their-bears')).toEqual([2, 2]);
  });

  it('set up on the battlefield with no type chosen, is only its printed Construct and pumps nothing', () => {
    const g = testGame([
      at('automaton', 'Adaptive Automaton', 'battlefield'),
      at('bears', 'Grizzly Bears', 'battlefield'),
    ]);
    expect([...g.characteristics(g.permanentById('automaton')!).subtypes]).toEqual(['Construct']);
    expect(size(g, 'bears')).toEqual([2, 2]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { chooseTargets } from '../engine/targets.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { humbleDefector } from './humble-defector.js';

// "{T}: Draw two cards. Target opponent gains control of Humble Defector. Activate only during your turn."
// A's Defector targets B. A Defector that phased out with the ability on the stack doesn't exist (702.26b):
// no control change, and A still draws two.

const defect = humbleDefector.activated![0]!;

function afterDefect(phasedOut: boolean): Game {
  const phased = phasedOut ? { phased: { how: 'directly' as const, under: 'A' } } : {};
  const g = testGame([{ ...at('defector', 'Humble Defector', 'battlefield'), ...phased }]);
  defect.resolve(g, resolvingItem(g, 'defector', { kind: 'activated', abilityKey: 'defect', targets: ['B'] }));
  return g;
}

/** Cards A drew: the setup gives A a library of unnamed cards and an empty hand. */
const cardsDrawn = (g: Game) => g.player('A').anonymousHand;
const defectorController = (g: Game) => g.controller(g.objects.get('defector')!);

describe('Humble Defector', () => {
  it("can be activated only during its controller's turn", () => {
    const defectorOn = (active: string) => {
      const g = testGame([at('defector', 'Humble Defector', 'battlefield')], { active });
      return defect.available!(g, g.objects.get('defector')!);
    };
    expect([defectorOn('A'), defectorOn('B')]).toEqual([true, false]);
  });

  it("targets an opponent only: not its controller, nor a permanent (the refusal names 'target opponent')", () => {
    const g = testGame([at('defector', 'Humble Defector', 'battlefield')]);
    const choose = (name: string) => chooseTargets(g, defect.targets, [name], 'A', 'Humble Defector');
    expect(choose('B')).toEqual([{ player: 'B' }]);
    expect(() => choose('A')).toThrow('A is not an opponent, but the target must be target opponent');
    expect(() => choose('defector')).toThrow('defector is not a player');
  });

  it('draws its controller two cards and gives the target opponent control of it', () => {
    const g = afterDefect(false);
    expect([cardsDrawn(g), defectorController(g)]).toEqual([2, 'B']);
  });

  it('phased out, changes no control, and A still draws two', () => {
    const g = afterDefect(true);
    expect([cardsDrawn(g), defectorController(g)]).toEqual([2, 'A']);
  });
});

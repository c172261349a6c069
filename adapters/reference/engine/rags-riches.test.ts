import { describe, expect, it } from 'vitest';
import { cast } from './casting.js';
import { IllegalAction, Unsupported } from './errors.js';
import type { Game } from './game.js';
import { addMana } from './mana.js';
import { resolveTop } from './stack.js';
import { at, testGame } from './testing/game.js';
import type { Choices } from './types.js';

// Rags // Riches's two effects (cards/rags-riches.ts). Rags: "All creatures get -2/-2 until end of turn." Riches:
// "Each opponent chooses a creature they control. You gain control of those creatures." The fixtures give Riches
// a well-formed choice; these check the malformed and missing ones, and that only opponents choose.
// split-cards.test.ts covers casting the halves (709.3, 702.127a). Here, where Stryker's test set sees them.

type SetupObject = Parameters<typeof testGame>[0][number];

/** A game with Rags // Riches cast as Riches from A's graveyard, and `objects` besides. */
function withRiches(objects: SetupObject[]): Game {
  const g = testGame([at('rr', 'Rags // Riches', 'graveyard'), ...objects]);
  addMana(g.player('A'), '{5}{U}{U}');
  cast(g, 'A', 'rr', undefined, 0, { half: 'Riches' });
  return g;
}
const resolveWith = (g: Game, choices: Choices) => () => resolveTop(g, choices, undefined);
const controllerOf = (g: Game, id: string) => g.controller(g.permanentById(id)!);

describe('Riches: the "gain" choice', () => {
  it('must be an object keyed by player: a string or an array is refused, and Riches waits on the stack', () => {
    for (const gain of ['giant', ['giant']]) {
      const g = withRiches([at('giant', 'Hill Giant', 'battlefield', 'B')]);
      expect(resolveWith(g, { gain })).toThrow(new IllegalAction('Riches: "gain" must be an object keyed by player'));
      expect(g.objects.get('rr')!.zone).toBe('stack');
    }
  });

  it("names only opponents' choices: the caster's own is refused", () => {
    const g = withRiches([at('giant', 'Hill Giant', 'battlefield', 'B'), at('mine', 'Grizzly Bears', 'battlefield')]);
    expect(resolveWith(g, { gain: { A: 'mine', B: 'giant' } })).toThrow(
      new IllegalAction('Riches: A is not an opponent of A'),
    );
  });

  it('needs the creature named for an opponent who controls one; none named is unsupported', () => {
    const g = withRiches([at('giant', 'Hill Giant', 'battlefield', 'B')]);
    expect(resolveWith(g, {})).toThrow(
      new Unsupported('Riches: the fixture must name the creature B chooses ("gain")'),
    );
    expect(resolveWith(g, { gain: {} })).toThrow(Unsupported);
  });

  it("refuses a creature the opponent doesn't control", () => {
    const g = withRiches([at('giant', 'Hill Giant', 'battlefield', 'B'), at('mine', 'Grizzly Bears', 'battlefield')]);
    expect(resolveWith(g, { gain: { B: 'mine' } })).toThrow(
      new IllegalAction('Riches: mine is not a creature B controls'),
    );
  });
});

describe('Riches: who chooses and what changes hands', () => {
  it("takes the opponent's chosen creature and leaves the others, and A's own, as they were", () => {
    const g = withRiches([
      at('giant', 'Hill Giant', 'battlefield', 'B'),
      at('bears', 'Grizzly Bears', 'battlefield', 'B'),
      at('mine', 'Grizzly Bears', 'battlefield'),
    ]);
    resolveTop(g, { gain: { B: 'giant' } }, undefined);
    expect(controllerOf(g, 'giant')).toBe('A');
    expect(controllerOf(g, 'bears')).toBe('B');
    expect(controllerOf(g, 'mine')).toBe('A');
  });

  it('an opponent who controls no creature chooses none, and Riches resolves without a choice', () => {
    const g = withRiches([at('mine', 'Grizzly Bears', 'battlefield')]);
    resolveTop(g, {}, undefined);
    expect(g.objects.get('rr')!.zone).toBe('exile');
    expect(controllerOf(g, 'mine')).toBe('A');
  });
});

describe('Rags', () => {
  it("gives every creature -2/-2, both players', and checks no choice", () => {
    const g = testGame([
      at('rr', 'Rags // Riches', 'hand'),
      at('giant', 'Hill Giant', 'battlefield', 'B'),
      at('mine', 'Hill Giant', 'battlefield'),
    ]);
    addMana(g.player('A'), '{2}{B}{B}');
    cast(g, 'A', 'rr', undefined, 0, { half: 'Rags' });
    resolveTop(g, { gain: 'not checked' }, undefined);
    for (const id of ['giant', 'mine']) {
      const ch = g.characteristics(g.permanentById(id)!);
      expect([ch.power, ch.toughness]).toEqual([1, 1]);
      expect(controllerOf(g, id)).toBe(id === 'mine' ? 'A' : 'B');
    }
  });
});

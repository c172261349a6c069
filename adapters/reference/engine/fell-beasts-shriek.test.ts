import { describe, expect, it } from 'vitest';
import { cast } from './casting.js';
import { IllegalAction, Unsupported } from './errors.js';
import type { Game } from './game.js';
import { goadersOf } from './goad.js';
import { addMana } from './mana.js';
import { phaseOut } from './phasing.js';
import { resolveTop } from './stack.js';
import { at, testGame } from './testing/game.js';
import type { Choices } from './types.js';

// Fell Beast's Shriek (cards/fell-beasts-shriek.ts): "Each opponent chooses a creature they control. Tap and goad
// the chosen creatures. / Splice onto instant or sorcery {2}{U}{R}" (702.47). Only a creature that exists can be
// chosen (702.26b). The fixtures give well-formed choices; these check the malformed and missing ones, who
// chooses, and that the spliced text resolves for the spell's controller (702.47c). Here, where Stryker's test
// set (vitest.mutation.config.ts) sees them.

type SetupObject = Parameters<typeof testGame>[0][number];

/** A game with A's Shriek in hand and mana for it, and `objects` besides. */
function withShriek(objects: SetupObject[]): Game {
  const g = testGame([at('shriek', "Fell Beast's Shriek", 'hand'), ...objects]);
  addMana(g.player('A'), '{2}{U}{R}');
  cast(g, 'A', 'shriek', undefined, 0, {});
  return g;
}
const resolveWith = (g: Game, choices: Choices) => () => resolveTop(g, choices, undefined);
const permanent = (g: Game, id: string) => g.permanentById(id)!;

describe('the "chosen" choice', () => {
  it('must be an object keyed by player: a string, null or an array is refused, and the spell waits', () => {
    for (const chosen of ['bears', null, ['bears']]) {
      const g = withShriek([at('bears', 'Grizzly Bears', 'battlefield', 'B')]);
      // null is no choice value the fixture types allow; the card still refuses it, as JSON can carry it.
      expect(resolveWith(g, { chosen } as unknown as Choices)).toThrow(
        new IllegalAction(`Fell Beast's Shriek: "chosen" must be an object keyed by player`),
      );
      expect(g.objects.get('shriek')!.zone).toBe('stack');
    }
  });

  it('must name the creature of an opponent who controls one: none named is unsupported, the message says whose', () => {
    const g = withShriek([at('bears', 'Grizzly Bears', 'battlefield', 'B')]);
    expect(resolveWith(g, {})).toThrow(
      new Unsupported(`Fell Beast's Shriek: the fixture must name the creature B chooses ("chosen")`),
    );
    expect(resolveWith(g, { chosen: { B: 7 } })).toThrow(
      new IllegalAction("Fell Beast's Shriek: 7 is not a creature B controls"),
    );
  });

  it("refuses a creature the opponent doesn't control", () => {
    const g = withShriek([at('bears', 'Grizzly Bears', 'battlefield', 'B'), at('mine', 'Hill Giant', 'battlefield')]);
    expect(resolveWith(g, { chosen: { B: 'mine' } })).toThrow(
      new IllegalAction("Fell Beast's Shriek: mine is not a creature B controls"),
    );
  });

  it('refuses a phased-out creature even when it is the only one its controller has (702.26b)', () => {
    const g = withShriek([at('bears', 'Grizzly Bears', 'battlefield', 'B')]);
    phaseOut(g, [permanent(g, 'bears')]);
    expect(resolveWith(g, { chosen: { B: 'bears' } })).toThrow(
      new IllegalAction("Fell Beast's Shriek: bears is not a creature B controls"),
    );
    resolveTop(g, {}, undefined);
    expect(g.objects.get('shriek')!.zone).toBe('graveyard');
  });

  it('refuses a choice keyed by a player who is not an opponent', () => {
    const g = withShriek([at('bears', 'Grizzly Bears', 'battlefield', 'B'), at('mine', 'Hill Giant', 'battlefield')]);
    expect(resolveWith(g, { chosen: { A: 'mine', B: 'bears' } })).toThrow(
      new IllegalAction("Fell Beast's Shriek: A is not an opponent of A"),
    );
  });
});

describe('who chooses', () => {
  it("asks only the caster's opponents: A's own creature is neither chosen nor tapped", () => {
    const g = withShriek([at('bears', 'Grizzly Bears', 'battlefield', 'B'), at('mine', 'Hill Giant', 'battlefield')]);
    resolveTop(g, { chosen: { B: 'bears' } }, undefined);
    expect(permanent(g, 'bears').tapped).toBe(true);
    expect(goadersOf(g, permanent(g, 'bears'))).toEqual(['A']);
    expect(permanent(g, 'mine').tapped).toBe(false);
    expect(goadersOf(g, permanent(g, 'mine'))).toEqual([]);
  });

  it('an opponent who controls no creature chooses none, and the spell resolves without a choice', () => {
    const g = withShriek([at('mine', 'Hill Giant', 'battlefield')]);
    resolveTop(g, {}, undefined);
    expect(g.objects.get('shriek')!.zone).toBe('graveyard');
    expect(permanent(g, 'mine').tapped).toBe(false);
  });
});

describe('spliced onto an instant or sorcery (702.47)', () => {
  it("resolves after the spell's own text, for its controller, and the Shriek stays in hand", () => {
    const g = testGame([
      at('shriek', "Fell Beast's Shriek", 'hand'),
      at('divination', 'Divination', 'hand'),
      at('bears', 'Grizzly Bears', 'battlefield', 'B'),
    ]);
    addMana(g.player('A'), '{2}{U}{2}{U}{R}');
    cast(g, 'A', 'divination', undefined, 0, {}, [{ object: 'shriek' }]);
    expect(resolveWith(g, {})).toThrow(Unsupported); // the spliced text's choice is checked before resolving
    expect(g.objects.get('divination')!.zone).toBe('stack');
    resolveTop(g, { chosen: { B: 'bears' } }, undefined);
    expect(goadersOf(g, permanent(g, 'bears'))).toEqual(['A']);
    expect(permanent(g, 'bears').tapped).toBe(true);
    expect(g.objects.get('shriek')!.zone).toBe('hand');
  });

  it('splices onto an instant as onto a sorcery (702.47a: "instant or sorcery")', () => {
    const g = testGame([
      at('shriek', "Fell Beast's Shriek", 'hand'),
      at('shock', 'Shock', 'hand'),
      at('bears', 'Grizzly Bears', 'battlefield', 'B'),
    ]);
    addMana(g.player('A'), '{R}{2}{U}{R}');
    cast(g, 'A', 'shock', ['B'], 0, {}, [{ object: 'shriek' }]);
    resolveTop(g, { chosen: { B: 'bears' } }, undefined);
    expect(g.player('B').life).toBe(18);
    expect(permanent(g, 'bears').tapped).toBe(true);
  });
});

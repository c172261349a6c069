import { describe, expect, it } from 'vitest';
import { activate } from '../engine/casting.js';
import { IllegalAction } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import { addMana } from '../engine/mana.js';
import { phaseOut } from '../engine/phasing.js';
import type { Choices } from '../engine/types.js';
import type { FaultId } from '../faults.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { zirilanOfTheClaw } from './zirilan-of-the-claw.js';

// "{1}{R}{R}, {T}: Search your library for a Dragon permanent card, put that card onto the battlefield, then
// shuffle. That Dragon gains haste until end of turn. Exile it at the beginning of the next end step." The
// fixture names the card found as the choice "card"; it must be a Dragon permanent card in the library of the
// ability's controller, and a search may find nothing (701.19b). The ability costs {1}{R}{R} and {T} (602.2b). The
// delayed trigger exiles "it", the Dragon it remembers; a Dragon that phased out meanwhile is treated as though it
// doesn't exist (702.26b; Zirilan ruling 2009-10-01) and stays. The fault remembered-object-reached-phased-out
// (faults/sweeps.ts) is an engine that reaches it anyway.

const search = zirilanOfTheClaw.activated!.find((a) => a.key === 'search')!;
const endStep = zirilanOfTheClaw.triggers!.find((t) => t.key === 'end-step')!;

/** A's Zirilan; Mist Dragon in A's library, in B's library and on A's battlefield; Grizzly Bears and Unsummon in A's library. */
function zirilanGame(): Game {
  return testGame([
    at('zirilan', 'Zirilan of the Claw', 'battlefield'),
    at('dragon', 'Mist Dragon', 'library'),
    at('their-dragon', 'Mist Dragon', 'library', 'B'),
    at('dragon-in-play', 'Mist Dragon', 'battlefield'),
    at('bears', 'Grizzly Bears', 'library'),
    at('unsummon', 'Unsummon', 'library'),
  ]);
}

const resolveWith = (g: Game, choices: Choices) =>
  search.resolve(g, resolvingItem(g, 'zirilan', { kind: 'activated', abilityKey: 'search', choices }));

describe('Zirilan of the Claw', () => {
  it('puts the Dragon found onto the battlefield with haste, and sets up its exile at the next end step', () => {
    const g = zirilanGame();
    resolveWith(g, { card: 'dragon' });
    const dragon = g.objects.get('dragon')!;
    expect([dragon.zone, g.controller(dragon), g.has(dragon, 'haste'), g.delayed.length]).toEqual([
      'battlefield',
      'A',
      true,
      1,
    ]);
  });

  it('may find nothing (701.19b): no card moves', () => {
    const g = zirilanGame();
    expect(() => resolveWith(g, {})).not.toThrow();
    expect([g.objects.get('dragon')!.zone, g.delayed.length]).toEqual(['library', 0]);
  });

  it("refuses a card that isn't a Dragon permanent card in its controller's library", () => {
    for (const id of ['their-dragon', 'dragon-in-play', 'bears', 'unsummon']) {
      expect(() => resolveWith(zirilanGame(), { card: id })).toThrow(IllegalAction);
      expect(() => resolveWith(zirilanGame(), { card: id })).toThrow(
        `${id} is not a Dragon permanent card in A's library`,
      );
    }
  });

  it('costs {1}{R}{R} and taps Zirilan', () => {
    const g = zirilanGame();
    const activateSearch = () => activate(g, 'A', 'zirilan', 'search', undefined, 0, { card: 'dragon' });
    expect(activateSearch).toThrow(IllegalAction);
    addMana(g.player('A'), '{R}{R}{R}');
    activateSearch();
    expect(g.objects.get('zirilan')!.tapped).toBe(true);
  });

  it('exiles the Dragon at the next end step, but not one that phased out, unless the engine reaches it', () => {
    /** The Dragon is on A's battlefield (phased out when `phasedOut`) as the delayed trigger resolves. */
    const dragonZone = (phasedOut: boolean, fault?: FaultId) => {
      const g = testGame(
        [at('zirilan', 'Zirilan of the Claw', 'battlefield'), at('dragon', 'Mist Dragon', 'battlefield')],
        fault ? { fault } : {},
      );
      const dragon = g.objects.get('dragon')!;
      const item = resolvingItem(g, 'zirilan', { kind: 'triggered', abilityKey: 'end-step' });
      const triggerData = { dragon: g.ref(dragon) };
      if (phasedOut) phaseOut(g, [g.permanent(g.ref(dragon))!]);
      endStep.resolve(g, { ...item, triggerData });
      return dragon.zone;
    };
    expect([dragonZone(false), dragonZone(true), dragonZone(true, 'remembered-object-reached-phased-out')]).toEqual([
      'exile',
      'battlefield',
      'exile',
    ]);
  });
});

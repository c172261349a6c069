import { describe, expect, it } from 'vitest';
import { IllegalAction } from '../engine/errors.js';
import type { FaultId } from '../faults.js';
import type { Game } from '../engine/game-interface.js';
import { at, testGame } from '../engine/testing/game.js';
import type { Choices } from '../engine/types.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { phyrexianDreadnought } from './phyrexian-dreadnought.js';

// "When Phyrexian Dreadnought enters, sacrifice it unless you sacrifice any number of creatures with total
// power 12 or greater." Its controller names the creatures as the trigger resolves (choice `sacrificed`):
// 12 or more power among them and they are sacrificed instead; less, and the Dreadnought goes. Only
// permanents you control can be sacrificed (701.21a), and a phased-out one is treated as though it doesn't
// exist (702.26b).

const etb = phyrexianDreadnought.triggers![0]!;

/** A's Dreadnought; A has Taniwha (7/7), Sandbar Crocodile (6/5) and Old Fogey (7/7), B Cosmic Horror (7/7). */
function board(): Game {
  return testGame([
    at('dread', 'Phyrexian Dreadnought', 'battlefield'),
    at('taniwha', 'Taniwha', 'battlefield'),
    at('croc', 'Sandbar Crocodile', 'battlefield'),
    at('fogey', 'Old Fogey', 'battlefield'),
    at('horror', 'Cosmic Horror', 'battlefield', 'B'),
  ]);
}

function resolveWith(g: Game, sacrificed?: string[]): void {
  const choices: Choices = sacrificed ? { sacrificed } : {};
  etb.resolve(g, resolvingItem(g, 'dread', { kind: 'triggered', abilityKey: 'etb', choices }));
}

const zones = (g: Game, ids: string[]) => ids.map((id) => g.objects.get(id)!.zone);

describe('Phyrexian Dreadnought', () => {
  it('stays when creatures with total power 12 or more are sacrificed, and they go', () => {
    const g = board();
    resolveWith(g, ['taniwha', 'croc']); // 7 + 6 = 13
    expect(zones(g, ['dread', 'taniwha', 'croc', 'fogey'])).toEqual([
      'battlefield',
      'graveyard',
      'graveyard',
      'battlefield',
    ]);
    const twelve = testGame([
      at('dread', 'Phyrexian Dreadnought', 'battlefield'),
      at('d2', 'Phyrexian Dreadnought', 'battlefield'),
    ]);
    resolveWith(twelve, ['d2']); // 12: "12 or greater"
    expect(zones(twelve, ['dread', 'd2'])).toEqual(['battlefield', 'graveyard']);
  });

  it('is sacrificed when the creatures named have less than 12 power, and they stay', () => {
    const g = board();
    resolveWith(g, ['taniwha']);
    expect(zones(g, ['dread', 'taniwha'])).toEqual(['graveyard', 'battlefield']);
  });

  it('is sacrificed when no creature is named', () => {
    const g = board();
    resolveWith(g);
    expect(zones(g, ['dread', 'taniwha', 'croc', 'fogey'])).toEqual([
      'graveyard',
      'battlefield',
      'battlefield',
      'battlefield',
    ]);
  });

  it("refuses another player's creature, even when the total reaches 12", () => {
    const g = board();
    expect(() => resolveWith(g, ['taniwha', 'horror'])).toThrow(new IllegalAction('cannot sacrifice horror'));
    expect(zones(g, ['dread', 'horror'])).toEqual(['battlefield', 'battlefield']);
  });

  it('refuses a phased-out creature among ones whose power reaches 12', () => {
    const g = testGame([
      at('dread', 'Phyrexian Dreadnought', 'battlefield'),
      at('taniwha', 'Taniwha', 'battlefield'),
      at('fogey', 'Old Fogey', 'battlefield'),
      { ...at('croc', 'Sandbar Crocodile', 'battlefield'), phased: { how: 'directly', under: 'A' } },
    ]);
    expect(() => resolveWith(g, ['taniwha', 'fogey', 'croc'])).toThrow(new IllegalAction('cannot sacrifice croc'));
    expect(zones(g, ['croc'])).toEqual(['battlefield']);
  });

  it('is not sacrificed while phased out, and is reached only by an engine that skips existence', () => {
    const phasedOut = (fault?: FaultId) => {
      const g = testGame(
        [{ ...at('dread', 'Phyrexian Dreadnought', 'battlefield'), phased: { how: 'directly', under: 'A' } }],
        fault ? { fault } : {},
      );
      resolveWith(g);
      return zones(g, ['dread'])[0];
    };
    expect([phasedOut(), phasedOut('own-source-skips-existence')]).toEqual(['battlefield', 'graveyard']);
  });
});

import { describe, expect, it } from 'vitest';
import { activate } from '../engine/casting.js';
import type { Game } from '../engine/game-interface.js';
import { addMana } from '../engine/mana.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { FaultId } from '../faults.js';
import { waywardSoul } from './wayward-soul.js';

// "{U}: Put Wayward Soul on top of its owner's library." The ability acts on its own source as it resolves; a
// Soul that has phased out meanwhile is treated as though it doesn't exist (702.26b) and stays. The fault
// own-source-skips-existence (faults/sweeps.ts) is an engine whose own-source lookups skip that check: under it
// the phased-out Soul is reached, which is what lets a fixture catch the fault through this card. The ability costs
// {U} (602.2b).

const toLibrary = waywardSoul.activated!.find((a) => a.key === 'library')!;

/** B's Wayward Soul on the battlefield, phased out when `phasedOut`; its ability resolves. */
function soulAfterAbility(phasedOut: boolean, fault?: FaultId): Game {
  const phased = phasedOut ? { phased: { how: 'directly' as const, under: 'B' } } : {};
  const g = testGame([{ ...at('soul', 'Wayward Soul', 'battlefield', 'B'), ...phased }], fault ? { fault } : {});
  toLibrary.resolve(g, resolvingItem(g, 'soul', { kind: 'activated', controller: 'B', abilityKey: 'library' }));
  return g;
}

const zoneOf = (g: Game) => g.objects.get('soul')!.zone;

describe('Wayward Soul', () => {
  it("goes to its owner's library as its ability resolves", () => {
    expect(zoneOf(soulAfterAbility(false))).toBe('library');
  });

  it('stays on the battlefield when it has phased out, and is reached only by an engine that skips existence', () => {
    expect([zoneOf(soulAfterAbility(true)), zoneOf(soulAfterAbility(true, 'own-source-skips-existence'))]).toEqual([
      'battlefield',
      'library',
    ]);
  });

  it('costs {U} to activate', () => {
    const g = testGame([at('soul', 'Wayward Soul', 'battlefield')]);
    const activateIt = () => activate(g, 'A', 'soul', 'library', undefined, 0, {});
    expect(activateIt).toThrow("cannot pay {U} of {U}: nothing in A's mana pool");
    addMana(g.player('A'), '{U}');
    expect(activateIt).not.toThrow();
  });
});

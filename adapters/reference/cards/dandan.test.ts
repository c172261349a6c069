import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { FaultId } from '../faults.js';
import { attacksOnlyIfRefuses } from '../engine/attack-requirements.js';
import { loadCatalogue } from '../index.js';
import { claimGaps } from './claims.js';
import { dandan } from './dandan.js';

// "When you control no Islands, sacrifice Dandân." The ability acts on its own source as it resolves: a Dandân
// that phased out meanwhile is treated as though it doesn't exist (702.26b) and isn't sacrificed. The fault
// own-source-skips-existence (faults/sweeps.ts) is an engine whose own-source lookups skip that check.

const noIslands = dandan.stateTriggers!.find((t) => t.key === 'no-islands')!;

function resolved(phasedOut: boolean, fault?: FaultId): Game {
  const phased = phasedOut ? { phased: { how: 'directly' as const, under: 'A' } } : {};
  const g = testGame([{ ...at('dandan', 'Dandân', 'battlefield'), ...phased }], fault ? { fault } : {});
  noIslands.resolve(g, resolvingItem(g, 'dandan', { kind: 'triggered', abilityKey: 'no-islands' }));
  return g;
}

const zoneOf = (g: Game) => g.objects.get('dandan')!.zone;

describe('Dandân', () => {
  it('is sacrificed as the ability resolves', () => {
    expect(zoneOf(resolved(false))).toBe('graveyard');
  });

  it('stays when it has phased out, and is reached only by an engine that skips existence', () => {
    expect([zoneOf(resolved(true)), zoneOf(resolved(true, 'own-source-skips-existence'))]).toEqual([
      'battlefield',
      'graveyard',
    ]);
  });

  // "Dandân can't attack unless defending player controls an Island." (508.1c)
  it('can attack a player who controls an Island, not one who controls none', () => {
    const g = testGame([at('dandan', 'Dandân', 'battlefield'), at('island', 'Island', 'battlefield', 'B')]);
    const dandanObj = g.objects.get('dandan')!;
    expect([attacksOnlyIfRefuses(g, dandanObj, 'B'), attacksOnlyIfRefuses(g, dandanObj, 'A')]).toEqual([false, true]);
  });

  it('implements every catalogue ability of the card, under its key', () => {
    expect(claimGaps(loadCatalogue().get('Dandân')!, dandan)).toEqual({ missing: [], unknown: [] });
  });
});

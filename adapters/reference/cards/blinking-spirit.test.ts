import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { FaultId } from '../faults.js';
import { blinkingSpirit } from './blinking-spirit.js';

// "{0}: Return Blinking Spirit to its owner's hand." The ability acts on its own source as it resolves; a Spirit
// that has phased out meanwhile is treated as though it doesn't exist (702.26b) and stays where it is. The
// fault own-source-skips-existence (faults/sweeps.ts) is an engine whose own-source lookups skip that check:
// under it the phased-out Spirit is reached, which is what lets a fixture catch the fault through this card.

const ret = blinkingSpirit.activated!.find((a) => a.key === 'return')!;

/** B's Blinking Spirit on the battlefield, phased out when `phasedOut`; its ability resolves. */
function spiritAfterReturn(phasedOut: boolean, fault?: FaultId): Game {
  const phased = phasedOut ? { phased: { how: 'directly' as const, under: 'B' } } : {};
  const g = testGame(
    [{ id: 'spirit', card: 'Blinking Spirit', owner: 'B', zone: 'battlefield', ...phased }],
    fault ? { fault } : {},
  );
  ret.resolve(g, resolvingItem(g, 'spirit', { kind: 'activated', controller: 'B', abilityKey: 'return' }));
  return g;
}

const zoneOf = (g: Game) => g.objects.get('spirit')!.zone;

describe('Blinking Spirit', () => {
  it("returns to its owner's hand as its ability resolves", () => {
    expect(zoneOf(spiritAfterReturn(false))).toBe('hand');
  });

  it('stays on the battlefield when it has phased out, and is reached only by an engine that skips existence', () => {
    expect([zoneOf(spiritAfterReturn(true)), zoneOf(spiritAfterReturn(true, 'own-source-skips-existence'))]).toEqual([
      'battlefield',
      'hand',
    ]);
  });
});

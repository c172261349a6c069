import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { FaultId } from '../faults.js';
import { wallOfTears } from './wall-of-tears.js';

// "Whenever this creature blocks a creature, return that creature to its owner's hand at end of combat." The
// delayed trigger remembers the blocked creature; one that phased out before end of combat is treated as though
// it doesn't exist (702.26b) and stays. The fault remembered-object-reached-phased-out (faults/sweeps.ts) is an
// engine that reaches remembered objects though they phased out: under it the phased-out creature is returned.

const endOfCombat = wallOfTears.triggers!.find((t) => t.key === 'end-of-combat')!;
const blocks = wallOfTears.triggers!.find((t) => t.key === 'trigger-blocks')!;

/** A's Wall of Tears blocked B's Grizzly Bears (phased out when `phasedOut`); the delayed trigger resolves. */
function bearsAfterEndOfCombat(phasedOut: boolean, fault?: FaultId): Game {
  const phased = phasedOut ? { phased: { how: 'directly' as const, under: 'B' } } : {};
  const g = testGame(
    [at('wall', 'Wall of Tears', 'battlefield'), { ...at('bears', 'Grizzly Bears', 'battlefield', 'B'), ...phased }],
    fault ? { fault } : {},
  );
  const item = resolvingItem(g, 'wall', { kind: 'triggered', abilityKey: 'end-of-combat' });
  endOfCombat.resolve(g, { ...item, triggerData: { creature: g.ref(g.objects.get('bears')!) } });
  return g;
}

const bearsZone = (g: Game) => g.objects.get('bears')!.zone;

describe('Wall of Tears', () => {
  it("returns the creature it blocked to its owner's hand at end of combat", () => {
    expect(bearsZone(bearsAfterEndOfCombat(false))).toBe('hand');
  });

  it('leaves it where it is when it has phased out, unless the engine reaches remembered phased-out objects', () => {
    expect([
      bearsZone(bearsAfterEndOfCombat(true)),
      bearsZone(bearsAfterEndOfCombat(true, 'remembered-object-reached-phased-out')),
    ]).toEqual(['battlefield', 'hand']);
  });

  it('triggers when it blocks a creature, remembering that one, and not when a creature blocks it', () => {
    const g = testGame([at('wall', 'Wall of Tears', 'battlefield'), at('bears', 'Grizzly Bears', 'battlefield', 'B')]);
    const wall = g.objects.get('wall')!;
    const bears = g.objects.get('bears')!;
    expect([
      blocks.matches(g, wall, { type: 'blocks', obj: wall, attacker: bears }),
      blocks.matches(g, wall, { type: 'blocks', obj: bears, attacker: wall }),
    ]).toEqual([{ other: g.ref(bears) }, false]);
  });
});

import { describe, expect, it } from 'vitest';
import { testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { FaultId } from '../faults.js';
import { basaltGolem } from './basalt-golem.js';

// "This creature can't be blocked by artifact creatures." (509.1b): a blocking restriction on the
// Golem alone, for an artifact creature blocking it.

const g = testGame([
  { id: 'golem', card: 'Basalt Golem', owner: 'A', zone: 'battlefield' },
  { id: 'other', card: 'Hill Giant', owner: 'A', zone: 'battlefield' },
  { id: 'bears', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
  { id: 'juggernaut', card: 'Juggernaut', owner: 'B', zone: 'battlefield' },
]);
const [golem, other, bears, juggernaut] = ['golem', 'other', 'bears', 'juggernaut'].map((id) => g.objects.get(id)!);
const forbids = (blocker: typeof golem, attacker: typeof golem) =>
  basaltGolem.forbidsBlock!(g, golem!, blocker!, attacker!);

describe('Basalt Golem', () => {
  it('forbids an artifact creature to block it, not another creature, nor a block of another attacker', () => {
    expect([forbids(juggernaut, golem), forbids(bears, golem), forbids(juggernaut, other)]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

// "…that creature's controller sacrifices it at end of combat. If the player does, they create a 0/2 colorless
// Wall artifact creature token with defender." The delayed trigger remembers B's blocking Grizzly Bears; a Bears
// phased out at end of combat is treated as though it doesn't exist (702.26b), so B sacrifices nothing and gets
// no Wall. The fault remembered-object-reached-phased-out (faults/sweeps.ts) is an engine whose remembered-object
// lookups skip that check: under it the phased-out Bears is reached, which lets a fixture catch the fault here.
describe('Basalt Golem at end of combat', () => {
  /** The delayed trigger resolves, remembering the Bears (phased out when `phasedOut`); where the Bears went and B's Walls. */
  function endOfCombat(phasedOut: boolean, fault?: FaultId): [string, number] {
    const phased = phasedOut ? { phased: { how: 'directly' as const, under: 'B' } } : {};
    const game = testGame(
      [
        { id: 'golem', card: 'Basalt Golem', owner: 'A', zone: 'battlefield' },
        { id: 'bears', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield', ...phased },
      ],
      fault ? { fault } : {},
    );
    const blocker = game.objects.get('bears')!;
    const item = resolvingItem(game, 'golem', { kind: 'triggered', abilityKey: 'end-of-combat' });
    const delayed = basaltGolem.triggers!.find((t) => t.key === 'end-of-combat')!;
    delayed.resolve(game, { ...item, triggerData: { creature: game.ref(blocker) } });
    const walls = [...game.objects.values()].filter((o) => o.card.name === 'Wall Token' && o.owner === 'B');
    return [blocker.zone, walls.length];
  }

  it('makes B sacrifice the Bears and create a Wall, but not when the Bears has phased out', () => {
    expect([endOfCombat(false), endOfCombat(true)]).toEqual([
      ['graveyard', 1],
      ['battlefield', 0],
    ]);
  });

  it('reaches the phased-out Bears only under an engine whose remembered objects skip existence', () => {
    expect(endOfCombat(true, 'remembered-object-reached-phased-out')).toEqual(['graveyard', 1]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { FaultId } from '../faults.js';
import { outOfTime } from './out-of-time.js';

// "When Out of Time enters the battlefield, untap all creatures, then phase them out until Out of Time leaves
// the battlefield. Put a time counter on Out of Time for each creature phased out this way." Only its own
// entering triggers it (603.2), and the counters count the creatures it phased out, not the Auras and
// Equipment that phase out indirectly with them (702.26g).

const trigger = (key: string) => outOfTime.triggers!.find((t) => t.key === key)!;

describe('Out of Time', () => {
  it('triggers on its own entering, not on another permanent entering nor on its becoming tapped', () => {
    const g = testGame([at('oot', 'Out of Time', 'battlefield'), at('bears', 'Grizzly Bears', 'battlefield')]);
    const [oot, bears] = ['oot', 'bears'].map((id) => g.objects.get(id)!);
    const etb = trigger('etb');
    expect([
      etb.matches(g, oot!, { type: 'enters', obj: oot! }),
      etb.matches(g, oot!, { type: 'enters', obj: bears! }),
      etb.matches(g, oot!, { type: 'tapped', obj: oot! }),
    ]).toEqual([true, false, false]);
  });
});

describe("Out of Time's time counters", () => {
  it('count the creatures it phased out, not an Aura that phased out with one', () => {
    const g = testGame([
      at('oot', 'Out of Time', 'battlefield'),
      at('bears', 'Grizzly Bears', 'battlefield'),
      at('giant', 'Hill Giant', 'battlefield', 'B'),
      { ...at('pacifism', 'Pacifism', 'battlefield'), attachedTo: 'bears' },
    ]);
    trigger('etb').resolve(g, resolvingItem(g, 'oot', { kind: 'triggered', abilityKey: 'etb' }));
    const phased = ['bears', 'giant', 'pacifism'].map((id) => g.objects.get(id)!.phased?.how);
    expect([phased, g.objects.get('oot')!.counters.get('time')]).toEqual([['directly', 'directly', 'indirectly'], 2]);
  });
});

// Vanishing (702.63a): at A's upkeep a time counter is removed, and when the last is removed Out of Time is
// sacrificed. A phased-out Out of Time is treated as though it doesn't exist (702.26b): neither ability can act
// on it ("You'll never remove the last counter since it's phased out", ruling 2021-06-18). The faults
// trigger-counters-phased-out-source and source-moved-while-phased-out (faults/own-source.ts) are engines
// that reach it anyway, each through its own path.
describe("Out of Time's vanishing", () => {
  /** A's Out of Time with `time` counters, phased out when `phasedOut`; its vanishing ability resolves. */
  function vanishingResolves(opts: { time: number; phasedOut: boolean; sacrifice?: boolean; fault?: FaultId }): Game {
    const phased = opts.phasedOut ? { phased: { how: 'directly' as const, under: 'A' } } : {};
    const g = testGame([{ ...at('oot', 'Out of Time', 'battlefield'), counters: { time: opts.time }, ...phased }], {
      ...(opts.fault ? { fault: opts.fault } : {}),
      active: 'A',
    });
    const item = resolvingItem(g, 'oot', { kind: 'triggered', abilityKey: 'vanishing' });
    trigger('vanishing').resolve(g, opts.sacrifice ? { ...item, triggerData: { sacrifice: true } } : item);
    return g;
  }
  const oot = (g: Game) => g.objects.get('oot')!;

  it('removes a counter from a phased-out Out of Time only under an engine that reaches it', () => {
    const time = (fault?: FaultId) =>
      oot(vanishingResolves({ time: 2, phasedOut: true, ...(fault ? { fault } : {}) })).counters.get('time');
    expect([time(), time('trigger-counters-phased-out-source')]).toEqual([2, 1]);
  });

  it('does not sacrifice a phased-out Out of Time, except under an engine that reaches it', () => {
    const zone = (fault?: FaultId) =>
      oot(vanishingResolves({ time: 0, phasedOut: true, sacrifice: true, ...(fault ? { fault } : {}) })).zone;
    expect([zone(), zone('source-moved-while-phased-out')]).toEqual(['battlefield', 'graveyard']);
  });
});

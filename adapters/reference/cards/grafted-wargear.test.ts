import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { checkStateBasedActions } from '../engine/sba.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { FaultId } from '../faults.js';
import { loadCatalogue } from '../index.js';
import { claimGaps } from './claims.js';
import { graftedWargear } from './grafted-wargear.js';

// "Whenever this Equipment becomes unattached from a permanent, sacrifice that permanent." It triggers for this
// Wargear only, and only when what it leaves is a permanent: an Equipment attached to a player becomes unattached
// (704.5n) from no permanent. "That permanent" is the one it left, as that object (400.7); one that has phased out
// since is treated as though it doesn't exist (702.26b) and stays, reached only by an engine under the fault
// remembered-object-reached-phased-out (faults/sweeps.ts).

const trigger = graftedWargear.triggers!.find((t) => t.key === 'trigger-unattached')!;
const triggered = (g: Game) => g.pending.filter((p) => p.key === 'trigger-unattached').length;

describe('Grafted Wargear', () => {
  it('is implemented whole: every catalogue ability under its key', () => {
    expect(claimGaps(loadCatalogue().get('Grafted Wargear')!, graftedWargear)).toEqual({ missing: [], unknown: [] });
  });

  it('triggers when this Wargear becomes unattached, not another Equipment', () => {
    const g = testGame([
      { ...at('wargear', 'Grafted Wargear', 'battlefield'), attachedTo: 'bears' },
      { ...at('other', 'Grafted Wargear', 'battlefield'), attachedTo: 'bears' },
      at('bears', 'Grizzly Bears', 'battlefield'),
    ]);
    const [wargear, other, bears] = ['wargear', 'other', 'bears'].map((id) => g.objects.get(id)!);
    const fromOther = trigger.matches(g, wargear!, { type: 'unattached', obj: g.snapshotObject(other!) });
    const fromItself = trigger.matches(g, wargear!, { type: 'unattached', obj: g.snapshotObject(wargear!) });
    expect([fromOther, fromItself]).toEqual([false, { object: 'bears', incarnation: bears!.incarnation }]);
  });

  it('does not trigger when it becomes unattached from a player (704.5n): a player is no permanent', () => {
    const g = testGame([{ ...at('wargear', 'Grafted Wargear', 'battlefield'), attachedTo: { player: 'B' } }]);
    checkStateBasedActions(g);
    expect([g.objects.get('wargear')!.attachedTo, triggered(g)]).toEqual([null, 0]);
  });

  /** Where the Bears end up once the trigger for the Bears it left resolves; phased out before it resolves when told. */
  function bearsAfterTrigger(phasedOut: boolean, fault?: FaultId): string {
    const phased = phasedOut ? { phased: { how: 'directly' as const, under: 'A' } } : {};
    const g = testGame(
      [at('wargear', 'Grafted Wargear', 'battlefield'), { ...at('bears', 'Grizzly Bears', 'battlefield'), ...phased }],
      fault ? { fault } : {},
    );
    const bears = g.objects.get('bears')!;
    const item = resolvingItem(g, 'wargear', { kind: 'triggered', abilityKey: 'trigger-unattached' });
    trigger.resolve(g, { ...item, triggerData: { object: 'bears', incarnation: bears.incarnation } });
    return bears.zone;
  }

  it('sacrifices the permanent it became unattached from', () => {
    expect(bearsAfterTrigger(false)).toBe('graveyard');
  });

  it('leaves that permanent if it has phased out, reached only by an engine that sees it', () => {
    expect([bearsAfterTrigger(true), bearsAfterTrigger(true, 'remembered-object-reached-phased-out')]).toEqual([
      'battlefield',
      'graveyard',
    ]);
  });
});

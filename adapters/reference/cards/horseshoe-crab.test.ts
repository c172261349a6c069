import { describe, expect, it } from 'vitest';
import type { ObjectSetup } from '../../../harness/generated/fixture.js';
import type { Game } from '../engine/game-interface.js';
import { activationRejections } from '../engine/testing/activation.js';
import { testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { FaultId } from '../faults.js';
import { horseshoeCrab } from './horseshoe-crab.js';

// "{U}: Untap Horseshoe Crab." The ability acts on its own source as it resolves; a Crab that has phased out
// meanwhile doesn't exist (702.26b) and stays tapped. Under the fault own-source-skips-existence
// (faults/sweeps.ts) an engine's own-source lookups skip that check and reach it.

const untap = horseshoeCrab.activated!.find((a) => a.key === 'untap')!;

/** A's tapped Horseshoe Crab, phased out when `phasedOut`; its ability resolves. Is the Crab still tapped? */
function tappedAfterUntap(phasedOut: boolean, fault?: FaultId): boolean {
  const phased = phasedOut ? { phased: { how: 'directly' as const, under: 'A' } } : {};
  const g: Game = testGame(
    [{ id: 'crab', card: 'Horseshoe Crab', owner: 'A', zone: 'battlefield', tapped: true, ...phased }],
    fault ? { fault } : {},
  );
  untap.resolve(g, resolvingItem(g, 'crab', { kind: 'activated', abilityKey: 'untap' }));
  return g.objects.get('crab')!.tapped;
}

describe('Horseshoe Crab', () => {
  it("costs {U}: it can't be activated without it", () => {
    const crab: ObjectSetup[] = [{ id: 'crab', card: 'Horseshoe Crab', owner: 'A', zone: 'battlefield', tapped: true }];
    expect([
      activationRejections(crab, 'crab', 'untap', '').length,
      activationRejections(crab, 'crab', 'untap', '{U}'),
    ]).toEqual([1, []]);
  });

  it('untaps itself as its ability resolves', () => {
    expect(tappedAfterUntap(false)).toBe(false);
  });

  it('stays tapped when it has phased out, and is reached only by an engine that skips existence', () => {
    expect([tappedAfterUntap(true), tappedAfterUntap(true, 'own-source-skips-existence')]).toEqual([true, false]);
  });
});

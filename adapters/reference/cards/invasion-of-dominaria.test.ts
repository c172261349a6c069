import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { FaultId } from '../faults.js';
import { loadCatalogue } from '../index.js';
import { claimGaps } from './claims.js';
import { invasionOfDominaria } from './invasion-of-dominaria.js';

// The Siege's intrinsic ability (310.12b): "When the last defense counter is removed from this permanent, exile
// it, then you may cast it transformed without paying its mana cost." It triggers on its own last counter only,
// and acts on its own source as it resolves: a Siege that has phased out meanwhile doesn't exist (702.26b) and
// stays where it is. Under the fault own-source-skips-existence (faults/sweeps.ts) an engine's own-source lookups
// skip that check and reach it.

const SIEGE = 'Invasion of Dominaria // Serra Faithkeeper';
const defeated = invasionOfDominaria.triggers!.find((t) => t.key === 'defeated')!;

describe('Invasion of Dominaria', () => {
  it('is implemented whole: every catalogue ability under its key', () => {
    expect(claimGaps(loadCatalogue().get(SIEGE)!, invasionOfDominaria)).toEqual({ missing: [], unknown: [] });
  });

  it('is Serra Faithkeeper transformed: a white Angel creature 4/4 with flying and vigilance', () => {
    const g = testGame([at('siege', SIEGE, 'battlefield')]);
    const faithkeeper = g.objects.get('siege')!;
    faithkeeper.transformed = true;
    const { power, toughness, types, subtypes, colors } = g.characteristics(faithkeeper);
    expect([power, toughness, [...types], [...subtypes], [...colors]]).toEqual([4, 4, ['Creature'], ['Angel'], ['W']]);
    expect([g.has(faithkeeper, 'flying'), g.has(faithkeeper, 'vigilance')]).toEqual([true, true]);
  });

  it('triggers when its own last defense counter is removed, not another battle’s, nor on entering', () => {
    const g = testGame([at('siege', SIEGE, 'battlefield'), at('other', SIEGE, 'battlefield')]);
    const [siege, other] = [g.objects.get('siege')!, g.objects.get('other')!];
    expect([
      defeated.matches(g, siege, { type: 'lastDefenseCounterRemoved', obj: siege }),
      defeated.matches(g, siege, { type: 'lastDefenseCounterRemoved', obj: other }),
      defeated.matches(g, siege, { type: 'enters', obj: siege }),
    ]).toEqual([true, false, false]);
  });

  /** A's Siege, phased out when `phasedOut`; its defeated trigger resolves without casting. The Siege's zone after. */
  function zoneAfterDefeat(phasedOut: boolean, fault?: FaultId): string {
    const phased = phasedOut ? { phased: { how: 'directly' as const, under: 'A' } } : {};
    const g: Game = testGame([{ ...at('siege', SIEGE, 'battlefield'), ...phased }], fault ? { fault } : {});
    defeated.resolve(g, resolvingItem(g, 'siege', { kind: 'triggered', abilityKey: 'defeated' }));
    return g.objects.get('siege')!.zone;
  }

  it('exiles itself; a phased-out Siege stays, reached only by an engine that skips existence', () => {
    expect([
      zoneAfterDefeat(false),
      zoneAfterDefeat(true),
      zoneAfterDefeat(true, 'own-source-skips-existence'),
    ]).toEqual(['exile', 'battlefield', 'exile']);
  });

  it('cast transformed, is a spell on the stack, back face up, that its controller cast (712.11a)', () => {
    const g: Game = testGame([at('siege', SIEGE, 'battlefield')]);
    defeated.resolve(
      g,
      resolvingItem(g, 'siege', { kind: 'triggered', abilityKey: 'defeated', choices: { cast: true } }),
    );
    const siege = g.objects.get('siege')!;
    expect([siege.zone, siege.transformed, g.stack.map((s) => [s.kind, s.controller, s.source === siege])]).toEqual([
      'stack',
      true,
      [['spell', 'A', true]],
    ]);
  });
});

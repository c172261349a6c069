import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { FaultId } from '../faults.js';
import { mangaraOfCorondor } from './mangara-of-corondor.js';

// "{T}: Exile Mangara of Corondor and target permanent." A Mangara that phased out with the ability on the
// stack doesn't exist (702.26b): only the target is exiled. The fault own-source-skips-existence reaches the
// phased-out Mangara, which is how a fixture catches that fault through this card.

function zonesAfterExile(mangaraPhasedOut: boolean, fault?: FaultId): string[] {
  const phased = mangaraPhasedOut ? { phased: { how: 'directly' as const, under: 'A' } } : {};
  const g = testGame(
    [
      { ...at('mangara', 'Mangara of Corondor', 'battlefield'), ...phased },
      at('bears', 'Grizzly Bears', 'battlefield', 'B'),
    ],
    fault ? { fault } : {},
  );
  const item = resolvingItem(g, 'mangara', { kind: 'activated', abilityKey: 'exile', targets: ['bears'] });
  mangaraOfCorondor.activated![0]!.resolve(g, item);
  return ['mangara', 'bears'].map((id) => g.objects.get(id)!.zone);
}

describe('Mangara of Corondor', () => {
  it('exiles itself and the target permanent', () => {
    expect(zonesAfterExile(false)).toEqual(['exile', 'exile']);
  });

  it('phased out, exiles only the target; only an engine skipping existence exiles Mangara too', () => {
    expect([zonesAfterExile(true), zonesAfterExile(true, 'own-source-skips-existence')]).toEqual([
      ['battlefield', 'exile'],
      ['exile', 'exile'],
    ]);
  });
});

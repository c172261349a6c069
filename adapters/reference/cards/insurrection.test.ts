import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { FaultId } from '../faults.js';
import { insurrection } from './insurrection.js';

// "Untap all creatures and gain control of them until end of turn. They gain haste until end of turn." A casts
// it. "All creatures" is a described set fixed as it resolves (611.2c) that never holds a phased-out creature
// (702.26e): B's phased-out creature stays B's. The fault ce-set-includes-phased-out puts it in the set, which
// is how a fixture catches that fault through this card.

function controllersAfter(fault?: FaultId): string[] {
  const g = testGame(
    [
      at('insurrection', 'Insurrection', 'hand'),
      { ...at('bears', 'Grizzly Bears', 'battlefield', 'B'), tapped: true },
      { ...at('out', 'Hill Giant', 'battlefield', 'B'), phased: { how: 'directly', under: 'B' } },
    ],
    fault ? { fault } : {},
  );
  insurrection.spell!.resolve(g, resolvingItem(g, 'insurrection'));
  const bears = g.objects.get('bears')!;
  expect([bears.tapped, g.has(bears, 'haste')]).toEqual([false, true]);
  return ['bears', 'out'].map((id) => g.controller(g.objects.get(id)!));
}

describe('Insurrection', () => {
  it('untaps each creature and gains control of it with haste, but not of a phased-out creature', () => {
    expect(controllersAfter()).toEqual(['A', 'B']);
  });

  it('reaches the phased-out creature only in an engine whose described sets include phased-out permanents', () => {
    expect(controllersAfter('ce-set-includes-phased-out')).toEqual(['A', 'A']);
  });
});

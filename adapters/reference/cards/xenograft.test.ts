import { describe, expect, it } from 'vitest';
import { testGame } from '../engine/testing/game.js';
import type { Setup } from '../../../harness/generated/fixture.js';
import type { Game } from '../engine/game.js';
import { IllegalAction } from '../engine/game.js';
import { phaseOut } from '../engine/phasing.js';
import { xenograft as xenograftBehaviour } from './xenograft.js';

// Xenograft's static ability, limb by limb: "Each creature you control is the chosen type in
// addition to its other types" — creatures only, its controller's only, while it exists.

const game = (objects: Setup['objects']): Game => testGame(objects);

const xenograft = {
  id: 'xenograft',
  card: 'Xenograft',
  owner: 'A',
  zone: 'battlefield',
  chosen: { creatureType: 'Spirit' },
} as const;

describe('Xenograft', () => {
  it("makes its controller's creatures the chosen type, not an opponent's, not a noncreature", () => {
    const g = game([
      xenograft,
      { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
      { id: 'giant', card: 'Hill Giant', owner: 'B', zone: 'battlefield' },
      { id: 'anthem', card: 'Glorious Anthem', owner: 'A', zone: 'battlefield' },
    ]);
    const has = (id: string): boolean => g.hasSubtype(g.objects.get(id)!, 'Spirit');
    expect([has('bears'), has('giant'), has('anthem'), has('xenograft')]).toEqual([true, false, false, false]);
  });

  it('makes itself the chosen type once another effect makes it a creature (Opalescence)', () => {
    const g = game([xenograft, { id: 'opalescence', card: 'Opalescence', owner: 'B', zone: 'battlefield' }]);
    expect(g.hasSubtype(g.objects.get('xenograft')!, 'Spirit')).toBe(true);
  });

  it('stops applying while it is phased out (702.26b)', () => {
    const g = game([xenograft, { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' }]);
    phaseOut(g, [g.objects.get('xenograft')!]);
    expect(g.hasSubtype(g.objects.get('bears')!, 'Spirit')).toBe(false);
  });

  it('is refused as it enters without a chosen creature type, saying which choice is missing', () => {
    const g = game([{ id: 'xenograft', card: 'Xenograft', owner: 'A', zone: 'hand' }]);
    expect(() => xenograftBehaviour.asEnters!(g, g.objects.get('xenograft')!, {})).toThrow(IllegalAction);
    expect(() => xenograftBehaviour.asEnters!(g, g.objects.get('xenograft')!, {})).toThrow(/creatureType/);
  });

  it('adds no type when none was chosen (it became a Xenograft without entering as one)', () => {
    const g = game([
      { id: 'xenograft', card: 'Xenograft', owner: 'A', zone: 'battlefield' },
      { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
    ]);
    expect([...g.characteristics(g.objects.get('bears')!).subtypes]).toEqual(['Bear']);
  });
});

import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../harness/generated/fixture.js';
import { loadCatalogue } from '../index.js';
import { seamsFor } from '../faults.js';
import { Game } from '../engine/game.js';
import { phaseOut } from '../engine/phasing.js';
import { buildGame } from '../engine/setup.js';
import { CARD_BEHAVIOURS } from './index.js';

// Xenograft's static ability, limb by limb: "Each creature you control is the chosen type in
// addition to its other types" — creatures only, its controller's only, while it exists.
const behaviours = new Map(CARD_BEHAVIOURS.map((b) => [b.name, b]));

function game(objects: Setup['objects']): Game {
  const catalogue = loadCatalogue();
  const g = new Game('2026-08-07', seamsFor(undefined), behaviours, (name) => catalogue.get(name)!);
  const players: Setup['players'] = [{ id: 'A' }, { id: 'B' }];
  buildGame(g, { players, turn: { number: 3, active: 'A', step: 'main1' }, objects }, (name) => catalogue.get(name)!);
  return g;
}

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
});

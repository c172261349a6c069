import { describe, expect, it } from 'vitest';
import { testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { urzasRuinousBlast } from './urzas-ruinous-blast.js';

// "Exile all nonland permanents that aren't legendary.": a nonlegendary creature goes; a land and a
// legendary creature stay.

describe("Urza's Ruinous Blast", () => {
  it('exiles the nonland permanents that are not legendary, and no land or legendary permanent', () => {
    const g = testGame([
      { id: 'blast', card: "Urza's Ruinous Blast", owner: 'A', zone: 'hand' },
      { id: 'bears', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
      { id: 'path', card: 'Path of Ancestry', owner: 'B', zone: 'battlefield' },
      { id: 'zirilan', card: 'Zirilan of the Claw', owner: 'A', zone: 'battlefield' },
    ]);
    urzasRuinousBlast.spell!.resolve(g, resolvingItem(g, 'blast'));
    const zone = (id: string): string => g.objects.get(id)!.zone;
    expect([zone('bears'), zone('path'), zone('zirilan')]).toEqual(['exile', 'battlefield', 'battlefield']);
  });
});

import { describe, expect, it } from 'vitest';
import { testGame } from './testing/game.js';

// Amorphous Axe (cards/amorphous-axe.ts): "Equipped creature gets +3/+0 and is every creature type." The fixtures
// look at the equipped creature; this checks that a creature the Axe is not attached to keeps its own types.
// Here, where Stryker sees it.
describe('Amorphous Axe', () => {
  it('makes the equipped creature every creature type, and no other creature', () => {
    const g = testGame([
      { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
      { id: 'giant', card: 'Hill Giant', owner: 'A', zone: 'battlefield' },
      { id: 'axe', card: 'Amorphous Axe', owner: 'A', zone: 'battlefield', attachedTo: 'bears' },
    ]);
    const subtypes = (id: string) => g.characteristics(g.permanentById(id)!).subtypes;
    expect([subtypes('bears').has('Bear'), subtypes('bears').has('Giant'), subtypes('bears').has('Elf')]).toEqual([
      true,
      true,
      true,
    ]);
    expect([...subtypes('giant')]).toEqual(['Giant']);
  });
});

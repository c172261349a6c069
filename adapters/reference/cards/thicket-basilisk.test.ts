import { describe, expect, it } from 'vitest';
import { testGame } from '../engine/testing/game.js';
import { thicketBasilisk } from './thicket-basilisk.js';

// "Whenever this creature blocks or becomes blocked by a non-Wall creature": a Wall in a blocking pair
// with the Basilisk doesn't trigger it, on either side; a non-Wall creature does.

const g = testGame([
  { id: 'basilisk', card: 'Thicket Basilisk', owner: 'A', zone: 'battlefield' },
  { id: 'bears', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
  { id: 'wall', card: 'Wall of Tears', owner: 'B', zone: 'battlefield' },
]);
const [basilisk, bears, wall] = ['basilisk', 'bears', 'wall'].map((id) => g.objects.get(id)!);
const trigger = thicketBasilisk.triggers!.find((t) => t.key === 'trigger-blocks-or-blocked')!;
const when = (...args: Parameters<typeof trigger.matches>) => trigger.matches(...args);

describe('Thicket Basilisk', () => {
  it('triggers for a non-Wall creature it blocks or that blocks it, never for a Wall', () => {
    expect([
      when(g, basilisk!, { type: 'blocks', obj: bears!, attacker: basilisk! }),
      when(g, basilisk!, { type: 'blocks', obj: basilisk!, attacker: bears! }),
      when(g, basilisk!, { type: 'blocks', obj: wall!, attacker: basilisk! }),
      when(g, basilisk!, { type: 'blocks', obj: basilisk!, attacker: wall! }),
    ]).toEqual([{ other: g.ref(bears!) }, { other: g.ref(bears!) }, false, false]);
  });
});

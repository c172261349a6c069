import { describe, expect, it } from 'vitest';
import { testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { scrappyBruiser } from './scrappy-bruiser.js';

// "Whenever this creature attacks, up to one target attacking creature …": the Bruiser's own attack
// triggers it, another creature's doesn't; an attacking creature is a legal target, one not attacking isn't.

const g = testGame([
  { id: 'bruiser', card: 'Scrappy Bruiser', owner: 'A', zone: 'battlefield' },
  { id: 'fellow', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
  { id: 'idle', card: 'Hill Giant', owner: 'A', zone: 'battlefield' },
]);
const [bruiser, fellow, idle] = ['bruiser', 'fellow', 'idle'].map((id) => g.objects.get(id)!);
fellow!.combat = { attacking: 'B' };
const trigger = scrappyBruiser.triggers!.find((t) => t.key === 'trigger-attacks')!;

describe('Scrappy Bruiser', () => {
  it('triggers when it attacks, not when another creature does', () => {
    expect([
      trigger.matches(g, bruiser!, { type: 'attacks', obj: bruiser! }),
      trigger.matches(g, bruiser!, { type: 'attacks', obj: fellow! }),
    ]).toEqual([true, false]);
  });

  it('targets up to one attacking creature, not one that is not attacking', () => {
    const spec = trigger.targets![0]!;
    expect([spec.min, spec.count, spec.filter!(g, fellow!, 'A'), spec.filter!(g, idle!, 'A')]).toEqual([
      0,
      1,
      true,
      false,
    ]);
  });

  // "… gets +2/+0 and gains trample until end of turn."
  it('gives its target +2/+0 and trample', () => {
    trigger.resolve(
      g,
      resolvingItem(g, 'bruiser', { kind: 'triggered', abilityKey: 'trigger-attacks', targets: ['fellow'] }),
    );
    const { power, toughness, keywords } = g.characteristics(fellow!);
    expect([power, toughness, keywords.has('trample')]).toEqual([4, 2, true]);
  });
});

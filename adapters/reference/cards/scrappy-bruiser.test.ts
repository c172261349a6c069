import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import { testGame } from '../engine/testing/game.js';
import { played } from '../engine/testing/played.js';
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

  describe('its attack trigger, put on the stack through the engine', () => {
    const objects: Setup['objects'] = [
      { id: 'bruiser', card: 'Scrappy Bruiser', owner: 'A', zone: 'battlefield' },
      { id: 'fellow', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
      { id: 'idle', card: 'Hill Giant', owner: 'A', zone: 'battlefield' },
    ];
    /** The Bruiser and the Bears attack B; the Bruiser's trigger aims at `target`. */
    const attackAimedAt = (target: string): Action[] => [
      { do: 'advance', to: { step: 'declareAttackers' } },
      {
        do: 'declareAttackers',
        attackers: [
          { attacker: 'bruiser', defending: 'B' },
          { attacker: 'fellow', defending: 'B' },
        ],
        triggers: [{ source: 'bruiser', ability: 'trigger-attacks', targets: [target] }],
      },
    ];

    // 115.1: a "target attacking creature" is a permanent, so a player is no legal target (601.2c via 603.3d).
    it('refuses a player as its target, and takes an attacking creature', () => {
      const statuses = ['B', 'fellow'].map((t) => played(objects, {}, attackAimedAt(t)).statuses[1]);
      expect(statuses).toEqual(['rejected', 'ok']);
    });

    // The refusal of a creature that isn't attacking says what the target must be, in the Oracle text's words.
    it('refuses a creature that is not attacking, naming the target it wants', () => {
      const { reasons } = played(objects, {}, attackAimedAt('idle'));
      expect(reasons[1]).toContain('is not up to one target attacking creature');
    });
  });
});

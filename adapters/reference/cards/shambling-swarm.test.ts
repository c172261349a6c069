import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import { IllegalAction } from '../engine/game.js';
import { phaseOut } from '../engine/phasing.js';
import { at, testGame } from '../engine/testing/game.js';
import { played } from '../engine/testing/played.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { Target } from '../engine/types.js';
import type { FaultId } from '../faults.js';
import { shamblingSwarm } from './shambling-swarm.js';

// "Distribute three -1/-1 counters among one, two, or three target creatures" (601.2d): each target gets
// at least one, and the three are all given out; the division is checked as the trigger goes on the stack.

const g = testGame([
  { id: 'swarm', card: 'Shambling Swarm', owner: 'A', zone: 'battlefield' },
  { id: 'bear', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
]);
const [swarm, bear] = ['swarm', 'bear'].map((id) => g.objects.get(id)!);
const dies = shamblingSwarm.triggers!.find((t) => t.key === 'dies')!;
const two: Target[] = [{ object: g.ref(swarm!) }, { object: g.ref(bear!) }];

/** Whether the division is accepted for these targets. */
function accepted(targets: Target[], counters: unknown): boolean {
  try {
    dies.checkChoices!(targets, { counters } as never, 'test');
    return true;
  } catch (e) {
    if (e instanceof IllegalAction) return false;
    throw e;
  }
}

describe('Shambling Swarm', () => {
  it('triggers when it dies, not when it leaves for another zone or another creature dies', () => {
    expect([
      dies.matches(g, swarm!, { type: 'leaves', obj: swarm!, to: 'graveyard' }),
      dies.matches(g, swarm!, { type: 'leaves', obj: swarm!, to: 'exile' }),
      dies.matches(g, swarm!, { type: 'leaves', obj: bear!, to: 'graveyard' }),
    ]).toEqual([true, false, false]);
  });

  it('targets one to three creatures', () => {
    const spec = dies.targets![0]!;
    expect([spec.min, spec.count, spec.filter!(g, bear!, 'A')]).toEqual([1, 3, true]);
  });

  it('takes a division giving each target at least one of the three counters', () => {
    expect([
      accepted(two, ['swarm', 'bear', 'bear']),
      accepted(two, ['bear', 'swarm', 'swarm']),
      accepted(two.slice(0, 1), ['swarm', 'swarm', 'swarm']),
      accepted(two, ['swarm', 'swarm', 'swarm']),
      accepted(two, ['swarm', 'bear']),
      accepted(two, ['swarm', 'bear', 'bear', 'bear']),
      accepted(two, ['swarm', 'bear', 'giant']),
      accepted(two, ['swarm', 'bear', 'bear', 'giant']),
      accepted(two, [1, 2]),
      accepted(two, undefined),
    ]).toEqual([true, true, true, false, false, false, false, false, false, false]);
  });

  it('says what a division must be, as the trigger goes on the stack and as it resolves', () => {
    const rule =
      '"counters" must name, for each of the 3 counters, the target it goes to, each of the 2 target(s) at least once';
    expect(() => dies.checkChoices!(two, { counters: ['swarm'] }, 'test')).toThrow(`test: ${rule}`);
    const item = resolvingItem(g, 'swarm', { kind: 'triggered', abilityKey: 'dies', targets: ['swarm', 'bear'] });
    expect(() => dies.resolve(g, { ...item, choices: { counters: ['swarm'] } })).toThrow(
      `Shambling Swarm's dies trigger: ${rule}`,
    );
  });

  it('a target that is no longer a creature as it resolves gets no counters (608.2b)', () => {
    const g2 = testGame([
      at('swarm', 'Shambling Swarm', 'graveyard'),
      at('bear', 'Grizzly Bears', 'battlefield', 'B'),
      at('island', 'Island', 'battlefield', 'B'),
    ]);
    const item = resolvingItem(g2, 'swarm', { kind: 'triggered', abilityKey: 'dies', targets: ['bear', 'island'] });
    dies.resolve(g2, { ...item, choices: { counters: ['bear', 'bear', 'island'] } });
    const counters = (id: string) => g2.objects.get(id)!.counters.get('-1/-1') ?? 0;
    expect([counters('bear'), counters('island')]).toEqual([2, 0]);
  });

  it("keeps the counters of a creature that phased out before the end step; only a fault's trigger reaches it", () => {
    const endStep = shamblingSwarm.triggers!.find((t) => t.key === 'end-step')!;
    const countersLeft = (fault?: FaultId) => {
      const g2 = testGame(
        [
          at('swarm', 'Shambling Swarm', 'graveyard'),
          { ...at('bear', 'Grizzly Bears', 'battlefield', 'B'), counters: { '-1/-1': 1 } },
        ],
        fault ? { fault } : {},
      );
      const bear2 = g2.objects.get('bear')!;
      const put = [{ creature: g2.ref(bear2), n: 1 }];
      phaseOut(g2, [bear2]);
      const item = resolvingItem(g2, 'swarm', { kind: 'triggered', abilityKey: 'end-step' });
      endStep.resolve(g2, { ...item, triggerData: { put } });
      return bear2.counters.get('-1/-1') ?? 0;
    };
    expect([countersLeft(), countersLeft('remembered-object-reached-phased-out')]).toEqual([1, 0]);
  });

  describe('its dies trigger, put on the stack through the engine', () => {
    const objects: Setup['objects'] = [
      { id: 'swarm', card: 'Shambling Swarm', owner: 'A', zone: 'battlefield' },
      { id: 'bear', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
      { id: 'island', card: 'Island', owner: 'B', zone: 'battlefield' },
    ];
    /** The Swarm is destroyed and its trigger aims every counter at one target. */
    const diesAimedAt = (target: string): Action => ({
      do: 'destroy',
      objects: ['swarm'],
      triggers: [
        { source: 'swarm', ability: 'dies', targets: [target], choices: { counters: [target, target, target] } },
      ],
    });

    // 115.1: "target creatures" are permanents, so a player is no legal target (601.2c via 603.3d).
    it('refuses a player as a target, and takes a creature', () => {
      const statuses = ['B', 'bear'].map((t) => played(objects, {}, [diesAimedAt(t)]).statuses[0]);
      expect(statuses).toEqual(['rejected', 'ok']);
    });

    // The refusal of a noncreature says what a target must be, in the Oracle text's words.
    it('refuses a noncreature, naming the targets it wants', () => {
      const { reasons } = played(objects, {}, [diesAimedAt('island')]);
      expect(reasons[0]).toContain('is not one, two, or three target creatures');
    });

    // The division is checked as the trigger goes on the stack, and its refusal names the trigger.
    it('refuses a division that leaves out a counter, naming the trigger', () => {
      const short: Action = {
        do: 'destroy',
        objects: ['swarm'],
        triggers: [{ source: 'swarm', ability: 'dies', targets: ['bear'], choices: { counters: ['bear', 'bear'] } }],
      };
      const { statuses, reasons } = played(objects, {}, [short]);
      expect(statuses[0]).toBe('rejected');
      expect(reasons[0]).toMatch(/^Shambling Swarm's dies trigger: "counters" must name/);
    });
  });
});

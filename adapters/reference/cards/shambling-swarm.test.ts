import { describe, expect, it } from 'vitest';
import { IllegalAction } from '../engine/game.js';
import { testGame } from '../engine/testing/game.js';
import type { Target } from '../engine/types.js';
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
      accepted(two, [1, 2]),
      accepted(two, undefined),
    ]).toEqual([true, true, true, false, false, false, false, false, false]);
  });
});

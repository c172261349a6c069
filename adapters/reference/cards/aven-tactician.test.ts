import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../harness/generated/fixture.js';
import type { Game } from '../engine/game-interface.js';
import { IllegalAction, Unsupported } from '../engine/game.js';
import { testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { Choices } from '../engine/types.js';
import { avenTactician } from './aven-tactician.js';

// "When Aven Tactician enters, bolster 1." Bolster 1 (701.39a): A chooses a creature A controls with the least
// toughness among creatures A controls and puts a +1/+1 counter on it; with none, nothing happens.

const etb = avenTactician.triggers!.find((t) => t.key === 'etb')!;

/** A game with Aven Tactician (2/3) on A's battlefield and `others` beside it. */
function withAven(others: Setup['objects']): Game {
  return testGame([{ id: 'aven', card: 'Aven Tactician', owner: 'A', zone: 'battlefield' }, ...others]);
}

/** Resolves A's bolster trigger of Aven Tactician with these choices. */
function bolster(g: Game, choices: Choices = {}): void {
  etb.resolve(g, resolvingItem(g, 'aven', { kind: 'triggered', abilityKey: 'etb', choices }));
}

const counters = (g: Game, ids: string[]) => ids.map((id) => g.objects.get(id)!.counters.get('+1/+1') ?? 0);
const bears = (id: string, owner = 'A') => ({ id, card: 'Grizzly Bears', owner, zone: 'battlefield' as const });

describe('Aven Tactician', () => {
  it('triggers when it enters, not when another creature enters nor when it leaves', () => {
    const g = withAven([bears('bear')]);
    const [aven, bear] = [g.objects.get('aven')!, g.objects.get('bear')!];
    expect([
      etb.matches(g, aven, { type: 'enters', obj: aven }),
      etb.matches(g, aven, { type: 'enters', obj: bear }),
      etb.matches(g, aven, { type: 'leaves', obj: aven, to: 'graveyard' }),
    ]).toEqual([true, false, false]);
  });

  it('puts the counter on the one creature with the least toughness, with no choice needed', () => {
    const g = withAven([bears('bear'), { id: 'giant', card: 'Hill Giant', owner: 'A', zone: 'battlefield' }]);
    bolster(g);
    expect(counters(g, ['aven', 'bear', 'giant'])).toEqual([0, 1, 0]);
  });

  it('puts it on the tied creature the choice names, the second as well as the first', () => {
    const g = withAven([bears('first'), bears('second')]);
    bolster(g, { bolster: 'second' });
    expect(counters(g, ['aven', 'first', 'second'])).toEqual([0, 0, 1]);
  });

  it('asks for the choice when creatures are tied, and refuses one without the least toughness', () => {
    const g = withAven([bears('first'), bears('second')]);
    expect(() => bolster(g)).toThrow(
      new Unsupported('bolster: the fixture must choose among the tied creatures ("bolster")'),
    );
    expect(() => bolster(g, { bolster: 'aven' })).toThrow(
      new IllegalAction('bolster: "aven" is not a creature with the least toughness'),
    );
    expect(counters(g, ['aven', 'first', 'second'])).toEqual([0, 0, 0]);
  });

  it('does nothing when its controller controls no creature as it resolves (Aven has left)', () => {
    const g = testGame([{ id: 'aven', card: 'Aven Tactician', owner: 'A', zone: 'graveyard' }, bears('theirs', 'B')]);
    bolster(g);
    expect(counters(g, ['theirs'])).toEqual([0]);
  });
});

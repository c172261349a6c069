import { describe, expect, it } from 'vitest';
import type { Action } from '../../../harness/generated/fixture.js';
import { testGame } from '../engine/testing/game.js';
import { played } from '../engine/testing/played.js';

// "LEVEL 2-6 3/3 First strike / LEVEL 7+ 4/4 Double strike" (711.2: each level symbol gives the abilities and
// power/toughness beside it while the number of level counters is in its range): a Student of Warfare, printed
// 1/1 with level up, is 1/1 without those at 0 or 1 counters, 3/3 with first strike from 2 to 6, 4/4 with double strike from 7
// on. The level symbols describe this Student only: a Grizzly Bears beside it stays a 2/2 with no keyword.

/** A's Student with `level` level counters, beside A's Grizzly Bears: what each of the two is. */
function atLevel(level: number) {
  const g = testGame([
    { id: 'student', card: 'Student of Warfare', owner: 'A', zone: 'battlefield', counters: { level } },
    { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
  ]);
  return ['student', 'bears'].map((id) => {
    const { power, toughness, keywords } = g.characteristics(g.objects.get(id)!);
    return [power, toughness, [...keywords].sort()];
  });
}

const BEARS = [2, 2, []];

describe('Student of Warfare', () => {
  it.each([
    [0, [1, 1, ['level-up']]],
    [1, [1, 1, ['level-up']]],
    [2, [3, 3, ['first-strike', 'level-up']]],
    [6, [3, 3, ['first-strike', 'level-up']]],
    [7, [4, 4, ['double-strike', 'level-up']]],
    [12, [4, 4, ['double-strike', 'level-up']]],
  ])('at %i level counters is %j, and the Bears beside it a 2/2', (level, student) => {
    expect(atLevel(level)).toEqual([student, BEARS]);
  });
});

// "Level up {W} ({W}: Put a level counter on this. Level up only as a sorcery.)" (702.87a): each activation
// costs {W}, and only when A could cast a sorcery (602.5d, 307.1: its main phase, the stack empty), so a second
// activation with the first still on the stack is refused; once the first has resolved, a second is allowed.
const levelUp: Action = { do: 'activate', player: 'A', source: 'student', ability: 'level-up' };

/** Each action's status after A, with `mana` in its pool, activates level up, and so on. */
const statuses = (mana: string, actions: Action[]) =>
  played([{ id: 'student', card: 'Student of Warfare', owner: 'A', zone: 'battlefield' }], { A: mana }, actions)
    .statuses;

describe("Student of Warfare's level up", () => {
  it('costs {W}: refused with no mana, allowed with {W}', () => {
    expect([statuses('', [levelUp]), statuses('{W}', [levelUp])]).toEqual([['rejected'], ['ok']]);
  });

  it('is activated only as a sorcery: not with its first activation on the stack, again once it resolved', () => {
    expect([statuses('{W}{W}', [levelUp, levelUp]), statuses('{W}{W}', [levelUp, { do: 'resolve' }, levelUp])]).toEqual(
      [
        ['ok', 'rejected'],
        ['ok', 'ok', 'ok'],
      ],
    );
  });
});

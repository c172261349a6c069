import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { Choices } from '../engine/types.js';
import { temporalFirestorm } from './temporal-firestorm.js';

// "Kicker {1}{W} and/or {1}{U} / Choose up to X creatures and/or planeswalkers you control, where X is the
// number of times this spell was kicked. Those permanents phase out. / Temporal Firestorm deals 5 damage to
// each creature and each planeswalker." Each kicker is paid at most once (702.33c: "and/or" kickers), X
// counts them, and only A's creatures and planeswalkers can be chosen; a land is neither chosen nor dealt
// damage.

const KICKED_TWICE = ['{1}{W}', '{1}{U}'];

const board = (): Game =>
  testGame([
    at('firestorm', 'Temporal Firestorm', 'hand'),
    at('bears', 'Grizzly Bears', 'battlefield'),
    { ...at('jace', 'Jace Beleren', 'battlefield'), counters: { loyalty: 8 } },
    at('forest', 'Forest', 'battlefield'),
    at('giant', 'Hill Giant', 'battlefield', 'B'),
  ]);

/** The cost A pays to cast it with these choices. */
function cost(choices: Choices): string {
  const g = board();
  const obj = g.objects.get('firestorm')!;
  return temporalFirestorm.spell!.prepareCast!(g, { obj, player: 'A', x: 0, choices, targets: 0 }).cost;
}

/** The game after it resolves for A with these choices. */
function resolved(choices: Choices): Game {
  const g = board();
  temporalFirestorm.spell!.resolve(g, resolvingItem(g, 'firestorm', { choices }));
  return g;
}

const KICKED_MESSAGE = /choice "kicked" is an array/;
/** What it says when the choice "chosen" is no list of at most `x` ids. */
const countMessage = (x: number) => `choice "chosen" lists at most ${x} object id(s)`;
const WHICH_MESSAGE = /choice "chosen" names creatures and\/or planeswalkers its controller controls/;

describe('Temporal Firestorm', () => {
  it('costs its mana cost unkicked, plus each kicker paid', () => {
    expect([cost({}), cost({ kicked: ['{1}{U}'] }), cost({ kicked: KICKED_TWICE })]).toEqual([
      '{3}{R}{R}',
      '{3}{R}{R}{1}{U}',
      '{3}{R}{R}{1}{W}{1}{U}',
    ]);
  });

  it.each([
    ['a cost not in a list', '{1}{W}'],
    ['a cost that is no kicker of it', ['{2}']],
    ['a kicker beside a cost that is none', ['{1}{W}', '{2}']],
    ['the same kicker twice', ['{1}{W}', '{1}{W}']],
  ])('refuses %s as the kickers paid', (_what, kicked) => {
    expect(() => cost({ kicked })).toThrow(KICKED_MESSAGE);
  });

  it('deals 5 damage to each creature and planeswalker, not a land, when nothing is chosen', () => {
    const g = resolved({});
    const damage = ['bears', 'giant', 'forest'].map((id) => g.objects.get(id)!.damage);
    expect([damage, g.objects.get('jace')!.counters.get('loyalty')]).toEqual([[5, 5, 0], 3]);
  });

  it('phases the chosen permanents out first, so the damage misses them', () => {
    const g = resolved({ kicked: KICKED_TWICE, chosen: ['bears', 'jace'] });
    const [bears, jace, giant] = ['bears', 'jace', 'giant'].map((id) => g.objects.get(id)!);
    expect([bears!.phased !== null, bears!.damage, jace!.phased !== null, jace!.counters.get('loyalty')]).toEqual([
      true,
      0,
      true,
      8,
    ]);
    expect([giant!.phased !== null, giant!.damage]).toEqual([false, 5]);
  });

  it.each([
    ['more ids than times kicked', { kicked: ['{1}{W}'], chosen: ['bears', 'jace'] }],
    ['one id not in a list', { kicked: KICKED_TWICE, chosen: { bears: true } }],
    ['a number among the ids', { kicked: KICKED_TWICE, chosen: ['bears', 7] }],
    ['a number as the only id', { kicked: KICKED_TWICE, chosen: [7] }],
  ])('refuses %s as the choice "chosen"', (_what, choices) => {
    expect(() => resolved(choices)).toThrow(countMessage(choices.kicked.length));
  });

  it.each([
    ['an object that is not on the battlefield', ['firestorm']],
    ['an id nothing has', ['nothing']],
    ['a land it controls', ['forest']],
    ["an opponent's creature", ['giant']],
    ["a creature of its own beside an opponent's", ['bears', 'giant']],
  ])('refuses %s as a chosen permanent', (_what, chosen) => {
    expect(() => resolved({ kicked: KICKED_TWICE, chosen })).toThrow(WHICH_MESSAGE);
  });
});

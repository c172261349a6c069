import { describe, expect, it } from 'vitest';
import type { Seams } from './game-interface.js';
import { tracedSeams } from './seam-trace.js';

// The fuzzer's coverage keys (harness/fuzz/coverage.ts): each seam call becomes "step:path(args)result", with every
// argument and the result summarized by kind, so that two calls differing only in which object they were about give
// one key. A key that named objects would make every scenario look new.

const game = { seams: {}, turnIndex: 4, step: 'upkeep' };
const notAGame = { seams: {}, step: 'upkeep' }; // no turnIndex: an argument, not the game

/** Two seams, one top-level and one in a group, that return what they are told to. */
function traced(answer: unknown) {
  const keys: string[] = [];
  const base = {
    looksBack: () => answer,
    cards: { lastKnownObject: () => answer },
  } as unknown as Seams;
  return { seams: tracedSeams(base, (k) => keys.push(k)) as unknown as Record<string, unknown>, keys };
}
const call = (fn: unknown, ...args: unknown[]) => (fn as (...a: unknown[]) => unknown)(...args);

describe('tracedSeams', () => {
  it('passes the answer through and names the decision with the step it was asked in', () => {
    const { seams, keys } = traced(true);
    const group = seams['cards'] as Record<string, unknown>;
    expect([call(seams['looksBack'], game, 'phases-out'), call(group['lastKnownObject'], game, 7)]).toEqual([
      true,
      true,
    ]);
    expect(keys).toEqual(['upkeep:looksBack(phases-out,)T', 'upkeep:cards.lastKnownObject(+,)T']);
  });

  it('keeps no step when the first argument is not the game', () => {
    const { seams, keys } = traced(false);
    call(seams['looksBack'], notAGame, null);
    call(seams['looksBack']);
    expect(keys).toEqual(['looksBack(x,n,)F', 'looksBack()F']);
  });

  it('takes only an object with seams, a turn index and a step for the game', () => {
    const { seams, keys } = traced(true);
    for (const first of ['upkeep', null, 3, { turnIndex: 1, step: 'draw' }, { seams: {}, turnIndex: 1 }])
      call(seams['looksBack'], first);
    expect(keys).toEqual([
      'looksBack(upkeep,)T',
      'looksBack(n,)T',
      'looksBack(+,)T',
      'looksBack(x,)T',
      'looksBack(x,)T',
    ]);
  });

  it('summarizes numbers by sign, strings by length, arrays by emptiness and objects by phasing', () => {
    const { seams, keys } = traced(undefined);
    const long = 'a'.repeat(33);
    call(
      seams['looksBack'],
      game,
      0,
      -3,
      5,
      'a'.repeat(32),
      long,
      [],
      [1],
      () => 1,
      { phased: null },
      {
        phased: { how: 'directly' },
      },
    );
    call(seams['looksBack'], game, Symbol('s'));
    expect(keys).toEqual([`upkeep:looksBack(0,-,+,${'a'.repeat(32)},s,[],[+],f,o,P,)u`, 'upkeep:looksBack(?,)u']);
  });
});

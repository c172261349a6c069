import { describe, expect, it } from 'vitest';
import type { Action } from '../../../harness/generated/fixture.js';
import type { Choices } from '../engine/types.js';
import { IllegalAction } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import { at, testGame } from '../engine/testing/game.js';
import { loadCatalogue, runReference } from '../index.js';
import { claimGaps } from './claims.js';
import { marchOfSwirlingMist } from './march-of-swirling-mist.js';

// "As an additional cost to cast this spell, you may exile any number of blue cards from your hand. This spell
// costs {2} less to cast for each card exiled this way. / Up to X target creatures phase out." Rulings 2022-02-18:
// the reduction applies to the generic part only, so the cost never drops below {U} however many are exiled. The
// exiled cards are blue cards in the caster's own hand, each once, and not the March itself (it is being cast).

/** A's March of Swirling Mist and two Horseshoe Crabs (blue) and Grizzly Bears (green) in A's hand, B's Crab in B's. */
function handsOfAandB(): Game {
  return testGame([
    at('march', 'March of Swirling Mist', 'hand'),
    at('crab1', 'Horseshoe Crab', 'hand'),
    at('crab2', 'Horseshoe Crab', 'hand'),
    at('bears', 'Grizzly Bears', 'hand'),
    at('their-crab', 'Horseshoe Crab', 'hand', 'B'),
  ]);
}

/** The reasons the reference engine gives for rejecting A's casting of the March (X = 1, in A's main phase) as `cast` says. */
function castRejections(cast: Partial<Extract<Action, { do: 'cast' }>>): string[] {
  const answer = runReference({
    fixture: 'march-test',
    edition: '2026-08-07',
    setup: {
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [at('march', 'March of Swirling Mist', 'hand'), at('bears', 'Grizzly Bears', 'battlefield', 'B')],
    },
    actions: [
      { do: 'addMana', player: 'A', mana: '{1}{U}' },
      { do: 'cast', player: 'A', object: 'march', x: 1, ...cast },
    ],
  });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  return answer.observation.actions.flatMap((a) => (a.status === 'rejected' ? [a.reason ?? ''] : []));
}

/** The cost of A's March with X = `x`, `targets` targets and these choices. */
function cost(g: Game, x: number, choices: Choices, targets = 0): string {
  const obj = g.objects.get('march')!;
  return marchOfSwirlingMist.spell!.prepareCast!(g, { obj, player: 'A', x, choices, targets }).cost;
}

describe('March of Swirling Mist', () => {
  it('is implemented whole: every catalogue ability under its key, its additional cost by a hook', () => {
    expect(claimGaps(loadCatalogue().get('March of Swirling Mist')!, marchOfSwirlingMist)).toEqual({
      missing: [],
      unknown: [],
    });
  });

  it('targets creatures, and says so when a player is chosen', () => {
    expect([castRejections({ targets: ['bears'] }), castRejections({ targets: ['B'] })]).toEqual([
      [],
      [expect.stringMatching(/B is a player, but the target must be up to X target creatures/)],
    ]);
  });

  it('costs {2} less for each blue card exiled, never less than {U}', () => {
    const g = handsOfAandB();
    expect([
      cost(g, 5, {}),
      cost(g, 5, { exiled: ['crab1'] }),
      cost(g, 5, { exiled: ['crab1', 'crab2'] }),
      cost(g, 1, { exiled: ['crab1', 'crab2'] }),
    ]).toEqual(['{5}{U}', '{3}{U}', '{1}{U}', '{0}{U}']);
  });

  it('has at most X targets', () => {
    const g = handsOfAandB();
    expect(() => cost(g, 1, {}, 2)).toThrow(/with X=1 can have at most 1 targets, not 2/);
    expect(cost(g, 2, {}, 2)).toBe('{2}{U}');
  });

  it("refuses a card that isn't a blue card in its caster's hand, or the March itself, naming it", () => {
    const g = handsOfAandB();
    for (const id of ['nowhere', 'bears', 'their-crab', 'march'])
      expect(() => cost(g, 4, { exiled: [id] }), id).toThrow(`${id} is not a blue card in A's hand`);
  });

  it('refuses a card exiled twice', () => {
    expect(() => cost(handsOfAandB(), 4, { exiled: ['crab1', 'crab1'] })).toThrow('a card can be exiled only once');
  });

  it('refuses an exiled choice that is not a list of ids', () => {
    expect(() => cost(handsOfAandB(), 4, { exiled: 'crab1' })).toThrow(
      new IllegalAction('choices.exiled must list the ids of the exiled cards'),
    );
  });
});

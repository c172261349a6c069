import { describe, expect, it } from 'vitest';
import { curfew } from '../cards/curfew.js';
import { runReference } from '../index.js';
import { IllegalAction } from './game.js';
import type { Choices } from './types.js';
import { at, testGame } from './testing/game.js';

// Curfew ("Each player returns a creature they control to its owner's hand.") below the level of fixtures: the
// corpus's Curfew fixtures (the bounce × chosen-on-resolution sweep) each have only a phased-out creature, so
// none sees a creature returned or a player who may choose one. Here because vitest.mutation.config.ts runs
// engine/*.test.ts.
describe('Curfew', () => {
  it('returns the creature each player chooses to its owner’s hand', () => {
    const answer = runReference({
      fixture: 'curfew-test',
      edition: '2026-08-07',
      setup: {
        players: [{ id: 'A' }, { id: 'B' }],
        turn: { number: 3, active: 'A', step: 'main1' },
        manaPool: { A: '{U}' },
        objects: [
          at('spell', 'Curfew', 'hand'),
          at('a-bear', 'Grizzly Bears', 'battlefield'),
          at('b-bear', 'Grizzly Bears', 'battlefield', 'B'),
        ],
      },
      actions: [
        { do: 'cast', player: 'A', object: 'spell' },
        { do: 'resolve', choices: { return: { A: 'a-bear', B: 'b-bear' } } },
        { do: 'checkpoint', name: 'end' },
      ],
    });
    if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
    const zoneOf = (id: string) => answer.observation.checkpoints['end']!.objects.find((o) => o.id === id)?.zone;
    expect([zoneOf('a-bear'), zoneOf('b-bear')]).toEqual(['hand', 'hand']);
  });

  it('lets every player in the game choose, and refuses a key for anyone else', () => {
    const g = testGame([
      at('a-bear', 'Grizzly Bears', 'battlefield'),
      at('b-bear', 'Grizzly Bears', 'battlefield', 'B'),
    ]);
    const check = (choices: Choices) =>
      curfew.checkResolutionChoices!(g, g.permanentById('a-bear')!, choices, undefined!);
    expect(() => check({ return: { A: 'a-bear', B: 'b-bear' } })).not.toThrow();
    expect(() => check({ return: { C: 'b-bear' } })).toThrow(
      new IllegalAction('Curfew: C is not a player in the game'),
    );
  });
});

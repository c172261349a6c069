import { describe, expect, it } from 'vitest';
import type { Action, ChoiceValue, Setup } from '../../../harness/generated/fixture.js';
import type { RunObservation } from '../../../harness/generated/observation.js';
import { uniteTheCoalition } from '../cards/unite-the-coalition.js';
import { runReference, type ReferenceOptions } from '../index.js';
import { Unsupported } from './game.js';

// Unite the Coalition below the level of fixtures: "Choose five. You may choose the same mode more than once.
// • Target permanent phases out. • Target player draws a card. • Exile target player's graveyard. • Unite the
// Coalition deals 2 damage to any target. • Destroy target artifact or enchantment." Here rather than beside the
// card because vitest.mutation.config.ts runs engine/*.test.ts.

const NEEDS = 'Unite the Coalition needs the choice "mode": five mode numbers 1-5 in printed order';

describe('Unite the Coalition: the mode choice', () => {
  const targetsFor = (mode: ChoiceValue) => uniteTheCoalition.spell!.targetsFor!({ mode });

  it('is five mode numbers 1-5 in printed order, a mode repeated as often as chosen', () => {
    expect(targetsFor([1, 1, 2, 4, 5]).map((s) => s.describe)).toEqual([
      'target permanent',
      'target permanent',
      'target player',
      'any target',
      'target artifact or enchantment',
    ]);
  });

  it('refuses anything else', () => {
    for (const bad of [
      3,
      [1, 2, 3, 4],
      [1, 2, 3, 4, 5, 5],
      [1, 2, '3', 4, 5],
      [1, 2, 3, 4, 6],
      [0, 1, 2, 3, 4],
      [1, 3, 2, 4, 5],
    ])
      expect(() => targetsFor(bad), JSON.stringify(bad)).toThrow(new Unsupported(NEEDS));
  });
});

function run(actions: Action[], options: ReferenceOptions = {}): RunObservation {
  const setup: Setup = {
    players: [{ id: 'A' }, { id: 'B' }],
    turn: { number: 3, active: 'A', step: 'main1' },
    objects: [
      { id: 'unite', card: 'Unite the Coalition', owner: 'A', zone: 'hand' },
      { id: 'bear', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
      { id: 'coffin', card: "Tawnos's Coffin", owner: 'B', zone: 'battlefield' },
      { id: 'dead', card: 'Grizzly Bears', owner: 'B', zone: 'graveyard' },
    ],
    manaPool: { A: '{2}{W}{U}{B}{R}{G}' },
  };
  const answer = runReference({ fixture: 'unite-the-coalition-test', edition: '2026-08-07', setup, actions }, options);
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  expect(answer.observation.actions.every((a) => a.status === 'ok')).toBe(true);
  return answer.observation;
}
const cast = (targets: string[], mode: number[]): Action[] => [
  { do: 'cast', player: 'A', object: 'unite', targets, choices: { mode } },
  { do: 'resolve' },
  { do: 'checkpoint', name: 'end' },
];
const at = (o: RunObservation, id: string) => o.checkpoints['end']!.objects.find((x) => x.id === id);

describe('Unite the Coalition: each mode finds its target as it is followed', () => {
  it('draws for each time its player is targeted, exiles the graveyard, and damages a creature as its any target', () => {
    const o = run(cast(['coffin', 'A', 'A', 'B', 'bear'], [1, 2, 2, 3, 4]));
    expect(o.checkpoints['end']!.players.find((p) => p.id === 'A')?.handSize).toBe(2);
    expect(at(o, 'dead')?.zone).toBe('exile');
    expect(at(o, 'bear')?.zone).toBe('graveyard');
    expect(at(o, 'coffin')?.phased).toMatchObject({ how: 'directly' });
  });

  it('a permanent an earlier mode phased out is not there for a later one (702.26b)', () => {
    // Both "target permanent" modes and the damage target the Bears: the first phases it out, so the second
    // finds nothing, and neither does the damage.
    const o = run(cast(['bear', 'bear', 'A', 'bear', 'coffin'], [1, 1, 2, 4, 5]));
    expect(at(o, 'bear')).toMatchObject({ zone: 'battlefield', damage: 0, phased: { how: 'directly' } });
    expect(at(o, 'coffin')?.zone).toBe('graveyard');
  });

  it('under the fault later-instruction-reaches-phased-out, the damage reaches the phased-out Bears', () => {
    const o = run(cast(['bear', 'A', 'A', 'bear', 'coffin'], [1, 2, 2, 4, 5]), {
      fault: 'later-instruction-reaches-phased-out',
    });
    // Phased out, it is not destroyed by the state-based action (702.26b), but it holds the damage.
    expect(at(o, 'bear')).toMatchObject({ zone: 'battlefield', damage: 2 });
  });
});

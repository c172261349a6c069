import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../harness/generated/fixture.js';
import { CARD_BEHAVIOURS } from '../cards/index.js';
import { seamsFor } from '../faults.js';
import { loadCatalogue, runReference } from '../index.js';
import { bandsWithOther } from './banding.js';
import { Game } from './game.js';
import { buildGame } from './setup.js';

// 702.22c-d below the level of fixtures: a declaration's bands that are refused, and the reason each
// refusal gives (`explain` shows it; the corpus only says the declaration was rejected). Old Fogey is a
// Dinosaur with "bands with other Dinosaurs".
type SetupObject = Setup['objects'][number];
const creature = (id: string, card: string): SetupObject => ({ id, card, owner: 'A', zone: 'battlefield' });
const twoFogeysAndABear = [creature('f1', 'Old Fogey'), creature('f2', 'Old Fogey'), creature('bear', 'Grizzly Bears')];

/** The outcome of A declaring `attackers` (id, defending player) in `bands`, with players A, B and C. */
function declare(attackers: [string, string][], bands: string[][]) {
  const setup: Setup = {
    players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
    turn: { number: 3, active: 'A', step: 'declareAttackers' },
    objects: twoFogeysAndABear,
  };
  const answer = runReference({
    fixture: 'banding-test',
    edition: '2026-08-07',
    setup,
    actions: [
      {
        do: 'declareAttackers',
        attackers: attackers.map(([attacker, defending]) => ({ attacker, defending })),
        bands: bands as [string, string, ...string[]][],
      },
    ],
  });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  return answer.observation.actions[0]!;
}

describe('attacking bands (702.22c-d)', () => {
  it('accepts two Dinosaurs, one with "bands with other Dinosaurs", attacking one player', () => {
    expect(
      declare(
        [
          ['f1', 'B'],
          ['f2', 'B'],
          ['bear', 'B'],
        ],
        [['f1', 'f2']],
      ).status,
    ).toBe('ok');
  });

  it('refuses a band member that is not declared as an attacker', () => {
    expect(declare([['f1', 'B']], [['f1', 'f2']])).toEqual({
      status: 'rejected',
      reason: 'f2 is in a band but is not declared as an attacker (702.22c)',
    });
  });

  it('refuses a creature in two bands', () => {
    expect(
      declare(
        [
          ['f1', 'B'],
          ['f2', 'B'],
        ],
        [
          ['f1', 'f2'],
          ['f2', 'f1'],
        ],
      ),
    ).toEqual({
      status: 'rejected',
      reason: 'f2 is in two bands (702.22c: only one)',
    });
  });

  it('refuses a band attacking two players', () => {
    expect(
      declare(
        [
          ['f1', 'B'],
          ['f2', 'C'],
        ],
        [['f1', 'f2']],
      ),
    ).toEqual({
      status: 'rejected',
      reason: 'the band f1, f2 attacks more than one player or planeswalker (702.22d)',
    });
  });

  it('refuses a band with a creature that is not a Dinosaur', () => {
    expect(
      declare(
        [
          ['f1', 'B'],
          ['bear', 'B'],
        ],
        [['f1', 'bear']],
      ),
    ).toEqual({
      status: 'rejected',
      reason: "f1, bear can't attack as a band (702.22c)",
    });
  });
});

describe('"bands with other [quality]" read from a creature (702.22b)', () => {
  it('names no quality once the creature has lost the ability', () => {
    // 702.22c: a band may hold "attacking [quality] creatures with 'bands with other [quality]'": a creature
    // that has lost the ability (an effect removed it) is no longer one, though its card still prints it.
    const catalogue = loadCatalogue();
    const behaviours = new Map(CARD_BEHAVIOURS.map((b) => [b.name, b]));
    const g = new Game('2026-08-07', seamsFor(undefined), behaviours, (name) => catalogue.get(name)!);
    const setup: Setup = {
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [creature('f1', 'Old Fogey')],
    };
    buildGame(g, setup, (name) => catalogue.get(name)!);
    const fogey = g.objects.get('f1')!;
    expect(bandsWithOther(g, fogey)).toEqual(['Dinosaur']);
    g.addEffect({
      controller: 'B',
      affected: [g.ref(fogey)],
      duration: { kind: 'endOfTurn' },
      change: { kind: 'removeKeyword', keyword: 'bands-with-other' },
    });
    expect(bandsWithOther(g, fogey)).toEqual([]);
  });
});

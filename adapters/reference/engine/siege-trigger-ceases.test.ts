import { describe, expect, it } from 'vitest';
import type { Action, ObjectSetup, Setup, Step } from '../../../harness/generated/fixture.js';
import type { Snapshot } from '../../../harness/generated/observation.js';
import { runReference } from '../index.js';

// A Siege's defeat trigger can leave the stack without resolving while the Siege stays: its controller
// (through a control effect) leaves the game, and the ability, an object on the stack not represented by
// a card, ceases to exist (800.4a) as the control effect ends and the Siege returns to its owner. With
// the ability gone, 704.5v puts the Siege into its owner's graveyard at once, whatever else waits on the
// stack: the stack test of battles.ts's sourceOfWaitingTrigger must ask for this Siege's own triggered
// ability of this incarnation, not for any item (issue 25, re-check of the "unreachable" triage).

const SIEGE = 'Invasion of Dominaria // Serra Faithkeeper';
const players: Setup['players'] = [{ id: 'A' }, { id: 'B' }, { id: 'C' }];

/** The end snapshot of a three-player game in A's turn from `step`, with these objects and actions. */
function play(step: Step, objects: ObjectSetup[], actions: Action[]): Snapshot {
  const setup: Setup = { players, turn: { number: 3, active: 'A', step }, objects };
  const answer = runReference({ fixture: 'siege-trigger-ceases-test', edition: '2026-08-07', setup, actions });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  expect(answer.observation.actions.filter((a) => a.status === 'rejected')).toEqual([]);
  return answer.observation.checkpoints['end']!;
}

/** A's Siege that B controls (as if by a control effect), one defense counter left, C its protector (310.12a). */
const siegeOfAUnderB: ObjectSetup = {
  id: 'siege',
  card: SIEGE,
  owner: 'A',
  controller: 'B',
  zone: 'battlefield',
  counters: { defense: 1 },
  protector: 'C',
};

/** The last defense counter removed (310.6): the defeat trigger, B's, goes on the stack above what waits there; B leaves. */
const defeatThenBLeaves: Action[] = [
  {
    do: 'dealDamage',
    to: 'siege',
    amount: 1,
    triggers: [{ source: 'siege', ability: 'defeated', choices: { cast: false } }],
  },
  { do: 'leaveGame', player: 'B' },
];

const siegeZone = (end: Snapshot): string | undefined => end.objects.find((o) => o.id === 'siege')?.zone;

describe('a Siege whose defeat trigger ceased to exist with its controller (800.4a, 704.5v)', () => {
  it("goes to its owner's graveyard though another player's triggered ability waits below", () => {
    // Awakening (A's): "At the beginning of each upkeep, untap all creatures and lands." Its trigger stays under the defeat trigger.
    const end = play(
      'untap',
      [siegeOfAUnderB, { id: 'awakening', card: 'Awakening', owner: 'A', zone: 'battlefield' }],
      [
        { do: 'advance', to: { step: 'upkeep', turnOf: 'A' }, triggers: [{ source: 'awakening', ability: 'upkeep' }] },
        ...defeatThenBLeaves,
      ],
    );
    expect(end.triggers).toContainEqual({ source: 'awakening', ability: 'upkeep' });
    expect(siegeZone(end)).toBe('graveyard');
  });

  it("goes to its owner's graveyard though another player's activated ability waits below", () => {
    const end = play(
      'main1',
      [siegeOfAUnderB, { id: 'sorcerer', card: 'Prodigal Sorcerer', owner: 'A', zone: 'battlefield' }],
      [{ do: 'activate', player: 'A', source: 'sorcerer', ability: 'tap-ping', targets: ['C'] }, ...defeatThenBLeaves],
    );
    // The ping still waits: C has taken no damage.
    expect(end.players.find((p) => p.id === 'C')?.life).toBe(20);
    expect(siegeZone(end)).toBe('graveyard');
  });
});

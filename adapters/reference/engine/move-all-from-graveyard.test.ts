import { describe, expect, it } from 'vitest';
import type { Action, ObjectSetup, Setup } from '../../../harness/generated/fixture.js';
import type { Snapshot } from '../../../harness/generated/observation.js';
import { runReference } from '../index.js';

// moveAllTo (zones.ts) announces leaving the battlefield only for the objects that were on it: Strategic
// Betrayal ("Target opponent exiles a creature they control and their graveyard") moves the chosen creature
// and the graveyard's cards in one event, and only the creature leaves the battlefield (603.6c). A creature
// card exiled from the graveyard doesn't trigger "whenever another creature you control leaves the
// battlefield" (Ninth Bridge Patrol).

/** The end snapshot of a two-player game in A's first main phase with these objects and actions. */
function play(objects: ObjectSetup[], actions: Action[]): Snapshot {
  const setup: Setup = {
    players: [{ id: 'A' }, { id: 'B' }],
    turn: { number: 3, active: 'A', step: 'main1' },
    objects,
  };
  const answer = runReference({ fixture: 'move-all-from-graveyard-test', edition: '2026-08-07', setup, actions });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  expect(answer.observation.actions.filter((a) => a.status === 'rejected')).toEqual([]);
  return answer.observation.checkpoints['end']!;
}

describe('a creature card exiled from a graveyard with a creature from the battlefield (603.6c)', () => {
  it("doesn't leave the battlefield: Ninth Bridge Patrol triggers once, for the creature", () => {
    const end = play(
      [
        { id: 'betrayal', card: 'Strategic Betrayal', owner: 'A', zone: 'hand' },
        { id: 'patrol', card: 'Ninth Bridge Patrol', owner: 'B', zone: 'battlefield' },
        { id: 'giant', card: 'Hill Giant', owner: 'B', zone: 'battlefield' },
        { id: 'dead-bears', card: 'Grizzly Bears', owner: 'B', zone: 'graveyard' },
      ],
      [
        { do: 'addMana', player: 'A', mana: '{1}{B}' },
        { do: 'cast', player: 'A', object: 'betrayal', targets: ['B'], choices: { exile: 'giant' } },
        { do: 'resolve' },
      ],
    );
    expect(['giant', 'dead-bears'].map((id) => end.objects.find((o) => o.id === id)?.zone)).toEqual(['exile', 'exile']);
    expect(end.triggers.filter((t) => t.source === 'patrol')).toEqual([
      { source: 'patrol', ability: 'trigger-creature-leaves' },
    ]);
  });
});

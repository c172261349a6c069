import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import type { RunObservation, Snapshot } from '../../../harness/generated/observation.js';
import type { EngineAnswer } from '../../../harness/adapter.js';
import { runReference } from '../index.js';

// Amass Zombies N (cards/amass.ts, 701.47a) through Lazotep Reaver's "When Lazotep Reaver enters, amass Zombies
// 1.": "If you don't control an Army creature, create a 0/0 black Zombie Army creature token. Choose an Army
// creature you control. Put N +1/+1 counters on that creature." The fixtures amass with no Army or one phased out;
// these check whose Armies count, the choice among several, and a choice that names no Army. Here, where Stryker
// sees them.
type SetupObject = Setup['objects'][number];
const army = (id: string, owner = 'A'): SetupObject => ({
  id,
  card: 'Zombie Army Token',
  owner,
  zone: 'battlefield',
  token: true,
  counters: { '+1/+1': 1 },
});

function answerFor(armies: SetupObject[], choices?: Record<string, string>): EngineAnswer {
  const setup: Setup = {
    players: [{ id: 'A' }, { id: 'B' }],
    turn: { number: 3, active: 'A', step: 'main1' },
    objects: [{ id: 'reaver', card: 'Lazotep Reaver', owner: 'A', zone: 'hand' }, ...armies],
    manaPool: { A: '{1}{B}' },
  };
  const actions: Action[] = [
    { do: 'cast', player: 'A', object: 'reaver' },
    { do: 'resolve' },
    choices ? { do: 'resolve', choices } : { do: 'resolve' },
  ];
  return runReference({ fixture: 'amass-test', edition: '2026-08-07', setup, actions });
}
function play(armies: SetupObject[], choices?: Record<string, string>): RunObservation {
  const answer = answerFor(armies, choices);
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  return answer.observation;
}
const end = (o: RunObservation): Snapshot => o.checkpoints['end']!;
/** Each Zombie Army's controller and +1/+1 counters, in the snapshot's order. */
const armiesIn = (s: Snapshot) =>
  s.objects
    .filter((o) => o.card === 'Zombie Army Token' && o.zone === 'battlefield')
    .map((o) => [o.controller, o.counters?.['+1/+1'] ?? 0]);

describe('amass Zombies 1', () => {
  it("creates an Army for its controller when only an opponent controls one, and leaves the opponent's alone", () => {
    expect(armiesIn(end(play([army('their-army', 'B')])))).toEqual([
      ['B', 1],
      ['A', 1],
    ]);
  });

  it('puts the counter on the one Army its controller controls, creating none', () => {
    expect(armiesIn(end(play([army('army')])))).toEqual([['A', 2]]);
  });

  it('puts the counter on the Army chosen among several', () => {
    expect(armiesIn(end(play([army('army-1'), army('army-2')], { amass: 'army-2' })))).toEqual([
      ['A', 1],
      ['A', 2],
    ]);
  });

  it('needs the Army chosen among several', () => {
    const answer = answerFor([army('army-1'), army('army-2')]);
    expect(answer).toEqual({
      error: { kind: 'unsupported', message: 'amass: the fixture must choose the Army ("amass")' },
    });
  });

  it('refuses a choice that names no Army creature its controller controls', () => {
    const last = play([army('army-1'), army('their-army', 'B')], { amass: 'their-army' }).actions.at(-1);
    expect(last).toMatchObject({
      status: 'rejected',
      reason: 'amass: "their-army" is not an Army creature A controls',
    });
  });
});

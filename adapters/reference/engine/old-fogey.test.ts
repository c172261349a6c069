import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import type { RunObservation } from '../../../harness/generated/observation.js';
import { runReference } from '../index.js';

// Old Fogey's upkeep keywords and its blocking restriction below the level of fixtures: what its echo and
// cumulative upkeep ask to be paid (a payment the pool can't cover is refused, and the reason names the
// cost), an echo trigger whose source is already gone, and protection from Homarids restricting only
// blockers of the Fogey itself. Old Fogey: "Phasing, cumulative upkeep {1}, echo {G}{G}, fading 3, bands
// with other Dinosaurs, protection from Homarids, snow-covered plainswalk, flanking, rampage 2". Stasis
// ("Players skip their untap steps.") keeps it from phasing out, so its upkeep abilities trigger (702.26m).

type TriggerChoice = NonNullable<Extract<Action, { do: 'advance' }>['triggers']>[number];

function run(setup: Setup, actions: Action[]): RunObservation {
  const answer = runReference({ fixture: 'old-fogey-test', edition: '2026-08-07', setup, actions });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  return answer.observation;
}

/**
 * A casts Old Fogey with Stasis on the battlefield and goes to its next upkeep, where echo (it came under
 * A's control since A's last upkeep), cumulative upkeep, fading and Stasis's upkeep ability trigger, put on
 * the stack in the order given (the last listed resolves first); then `then`.
 */
function nextUpkeep(triggers: TriggerChoice[], then: Action[]): RunObservation {
  return run(
    {
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [
        { id: 'fogey', card: 'Old Fogey', owner: 'A', zone: 'hand' },
        { id: 'stasis', card: 'Stasis', owner: 'A', zone: 'battlefield' },
      ],
      manaPool: { A: '{G}{G}' },
    },
    [
      { do: 'cast', player: 'A', object: 'fogey' },
      { do: 'resolve' },
      { do: 'advance', to: { step: 'upkeep', turnOf: 'A' }, triggers },
      ...then,
    ],
  );
}
const stasisUnpaid: TriggerChoice = { source: 'stasis', ability: 'upkeep', choices: { pay: false } };
const fading: TriggerChoice = { source: 'fogey', ability: 'fading' };
const echo = (pay: boolean): TriggerChoice => ({ source: 'fogey', ability: 'echo', choices: { pay } });
const cumulative = (pay: boolean): TriggerChoice => ({
  source: 'fogey',
  ability: 'cumulative-upkeep',
  choices: { pay },
});
const zoneAtEnd = (o: RunObservation, id: string) => o.checkpoints['end']!.objects.find((x) => x.id === id)?.zone;

describe('echo {G}{G} (702.30a: "sacrifice it unless you pay [cost]")', () => {
  it('paid: the Fogey stays', () => {
    const o = nextUpkeep(
      [stasisUnpaid, cumulative(false), fading, echo(true)],
      [{ do: 'addMana', player: 'A', mana: '{G}{G}' }, { do: 'resolve' }],
    );
    expect(o.actions.every((a) => a.status === 'ok')).toBe(true);
    expect(zoneAtEnd(o, 'fogey')).toBe('battlefield');
  });

  it('is not paid by {G} alone: the resolution is refused for the {G}{G}', () => {
    const o = nextUpkeep(
      [stasisUnpaid, cumulative(false), fading, echo(true)],
      [{ do: 'addMana', player: 'A', mana: '{G}' }, { do: 'resolve' }],
    );
    expect(o.actions.at(-1)).toEqual({
      status: 'rejected',
      reason: "cannot pay {G} of {G}{G}: {G}×1 in A's mana pool",
    });
  });

  it('resolving after cumulative upkeep sacrificed the Fogey does nothing', () => {
    // Cumulative upkeep resolves first, unpaid: the Fogey is sacrificed. Echo then finds no permanent to sacrifice.
    const o = nextUpkeep(
      [stasisUnpaid, echo(false), fading, cumulative(false)],
      [{ do: 'resolve' }, { do: 'resolve' }, { do: 'resolve' }, { do: 'resolve' }],
    );
    expect(o.actions.map((a) => a.status)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok']);
    expect(zoneAtEnd(o, 'fogey')).toBe('graveyard');
  });
});

describe('cumulative upkeep {1} (702.24a: "put an age counter on this permanent, then sacrifice it unless you pay [cost] for each age counter on it")', () => {
  it('with one age counter asks {1}: an empty pool cannot pay it', () => {
    const o = nextUpkeep([stasisUnpaid, echo(true), fading, cumulative(true)], [{ do: 'resolve' }]);
    expect(o.actions.at(-1)).toEqual({ status: 'rejected', reason: "cannot pay {1}: nothing in A's mana pool" });
  });

  it('unpaid, sacrifices the Fogey without asking for mana', () => {
    const o = nextUpkeep([stasisUnpaid, echo(true), fading, cumulative(false)], [{ do: 'resolve' }]);
    expect(o.actions.at(-1)).toEqual({ status: 'ok' });
    expect(zoneAtEnd(o, 'fogey')).toBe('graveyard');
  });
});

describe('protection from Homarids (702.16f: "can\'t be blocked by creatures that have the stated quality")', () => {
  // Grizzly Bears equipped with Amorphous Axe ("Equipped creature ... is every creature type") is a Homarid.
  it('restricts only blocks of the Fogey: the Homarid blocks the other attacker', () => {
    const o = run(
      {
        players: [{ id: 'A' }, { id: 'B' }],
        turn: { number: 3, active: 'A', step: 'declareAttackers' },
        objects: [
          { id: 'fogey', card: 'Old Fogey', owner: 'A', zone: 'battlefield' },
          { id: 'a-bear', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
          { id: 'homarid', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
          { id: 'axe', card: 'Amorphous Axe', owner: 'B', zone: 'battlefield', attachedTo: 'homarid' },
        ],
      },
      [
        {
          do: 'declareAttackers',
          attackers: [
            { attacker: 'fogey', defending: 'B' },
            { attacker: 'a-bear', defending: 'B' },
          ],
        },
        { do: 'advance', to: { step: 'declareBlockers' } },
        { do: 'declareBlockers', blockers: [{ blocker: 'homarid', attacker: 'fogey' }] },
        { do: 'declareBlockers', blockers: [{ blocker: 'homarid', attacker: 'a-bear' }] },
      ],
    );
    expect(o.actions.map((a) => a.status)).toEqual(['ok', 'ok', 'rejected', 'ok']);
  });
});

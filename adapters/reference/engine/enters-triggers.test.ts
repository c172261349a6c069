import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import type { RunObservation, Snapshot } from '../../../harness/generated/observation.js';
import { runReference } from '../index.js';

// Two card modules' enters triggers below the level of fixtures, where Stryker's test set sees them. Acidic
// Slime: "When Acidic Slime enters the battlefield, destroy target artifact, enchantment, or land." Angelic
// Chorus: "Whenever a creature you control enters, you gain life equal to its toughness." The corpus has
// neither trigger meet another permanent entering, nor Slime target each of its three types.
type SetupObject = Setup['objects'][number];

function play(objects: SetupObject[], actions: Action[], active = 'A'): RunObservation {
  const setup: Setup = {
    players: [{ id: 'A' }, { id: 'B' }],
    turn: { number: 3, active, step: 'main1' },
    objects,
    manaPool: { A: '{8}{G}{G}{G}{W}{W}', B: '{8}{G}{G}' },
  };
  const answer = runReference({ fixture: 'enters-triggers-test', edition: '2026-08-07', setup, actions });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  return answer.observation;
}
const end = (o: RunObservation): Snapshot => o.checkpoints['end']!;
const zoneOf = (s: Snapshot, id: string) => s.objects.find((x) => x.id === id)?.zone;
const lifeOf = (s: Snapshot, id: string) => s.players.find((p) => p.id === id)?.life;
const triggersOf = (s: Snapshot, source: string) => s.triggers.filter((t) => t.source === source).length;
const cast = (player: string, object: string): Action => ({ do: 'cast', player, object });

describe('Acidic Slime', () => {
  const slime: SetupObject = { id: 'slime', card: 'Acidic Slime', owner: 'A', zone: 'hand' };
  const slimeEnters = (target: string): Action[] => [
    cast('A', 'slime'),
    { do: 'resolve', triggers: [{ source: 'slime', ability: 'etb', targets: [target] }] },
    { do: 'resolve' },
  ];

  it.each([
    ['an artifact', 'Bonesplitter'],
    ['an enchantment', 'Glorious Anthem'],
    ['a land', 'Plains'],
  ])('destroys %s', (_what, card) => {
    const o = play([slime, { id: 'it', card, owner: 'B', zone: 'battlefield' }], slimeEnters('it'));
    expect(o.actions.every((a) => a.status !== 'rejected')).toBe(true);
    expect(zoneOf(end(o), 'it')).toBe('graveyard');
  });

  it('cannot target a creature', () => {
    // With a Plains to target the trigger goes on the stack (603.3d), and the Bears is refused as its target.
    const plains: SetupObject = { id: 'plains', card: 'Plains', owner: 'B', zone: 'battlefield' };
    const bears: SetupObject = { id: 'it', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' };
    const o = play([slime, plains, bears], slimeEnters('it'));
    expect(o.actions[1]?.status).toBe('rejected');
  });

  it('triggers for itself only, not when another creature enters', () => {
    const objects: SetupObject[] = [
      { id: 'slime', card: 'Acidic Slime', owner: 'A', zone: 'battlefield' },
      { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'hand' },
    ];
    const o = play(objects, [cast('A', 'bears'), { do: 'resolve' }]);
    expect(triggersOf(end(o), 'slime')).toBe(0);
  });
});

describe('Angelic Chorus', () => {
  const chorus: SetupObject = { id: 'chorus', card: 'Angelic Chorus', owner: 'A', zone: 'battlefield' };

  it("gains life equal to a creature's toughness as the creature enters under its controller", () => {
    const o = play(
      [chorus, { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'hand' }],
      [cast('A', 'bears'), { do: 'resolve' }, { do: 'resolve' }],
    );
    expect(lifeOf(end(o), 'A')).toBe(22);
  });

  it('does not trigger for a noncreature permanent entering', () => {
    const o = play(
      [chorus, { id: 'anthem', card: 'Glorious Anthem', owner: 'A', zone: 'hand' }],
      [cast('A', 'anthem'), { do: 'resolve' }],
    );
    expect(zoneOf(end(o), 'anthem')).toBe('battlefield');
    expect(triggersOf(end(o), 'chorus')).toBe(0);
  });

  it("does not trigger for an opponent's creature entering", () => {
    const o = play(
      [chorus, { id: 'bears', card: 'Grizzly Bears', owner: 'B', zone: 'hand' }],
      [cast('B', 'bears'), { do: 'resolve' }],
      'B',
    );
    expect(zoneOf(end(o), 'bears')).toBe('battlefield');
    expect(triggersOf(end(o), 'chorus')).toBe(0);
  });
});

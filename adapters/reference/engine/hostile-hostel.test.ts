import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import type { RunObservation } from '../../../harness/generated/observation.js';
import { hostileHostel } from '../cards/hostile-hostel.js';
import { runReference } from '../index.js';
import { activate } from './casting.js';
import { at, testGame } from './testing/game.js';
import type { StackItem } from './types.js';

// Creeping Inn (the back face of Hostile Hostel) below the level of fixtures: "Whenever Creeping Inn attacks, you may
// exile a creature card from your graveyard. If you do, each opponent loses X life and you gain X life, where X is
// the number of creature cards exiled with Creeping Inn." Here rather than beside the card because
// vitest.mutation.config.ts runs engine/*.test.ts. The Hostel starts with two soul counters, so one activation
// transforms it.

function attack(choices: Record<string, string>): RunObservation {
  const setup: Setup = {
    players: [{ id: 'A' }, { id: 'B' }],
    turn: { number: 3, active: 'A', step: 'main1' },
    objects: [
      { id: 'inn', card: 'Hostile Hostel // Creeping Inn', owner: 'A', zone: 'battlefield', counters: { soul: 2 } },
      { id: 'fodder', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
      { id: 'bear', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
      { id: 'mine', card: 'Runeclaw Bear', owner: 'A', zone: 'graveyard' },
      { id: 'land', card: 'Forest', owner: 'A', zone: 'graveyard' },
      { id: 'theirs', card: 'Runeclaw Bear', owner: 'B', zone: 'graveyard' },
    ],
    manaPool: { A: '{1}' },
  };
  const actions: Action[] = [
    { do: 'activate', player: 'A', source: 'inn', ability: 'soul-counter', choices: { sacrifice: 'fodder' } },
    { do: 'resolve' },
    { do: 'advance', to: { step: 'declareAttackers' } },
    {
      do: 'declareAttackers',
      attackers: [
        { attacker: 'inn', defending: 'B' },
        { attacker: 'bear', defending: 'B' },
      ],
      triggers: [{ source: 'inn', ability: 'attacks', choices }],
    },
    { do: 'resolve' },
    { do: 'checkpoint', name: 'end' },
  ];
  const answer = runReference({ fixture: 'hostile-hostel-test', edition: '2026-08-07', setup, actions });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  expect(answer.observation.actions.every((a) => a.status === 'ok')).toBe(true);
  return answer.observation;
}
const lives = (o: RunObservation) => o.checkpoints['end']!.players.map((p) => p.life);
const zone = (o: RunObservation, id: string) => o.checkpoints['end']!.objects.find((x) => x.id === id)?.zone;

describe('Creeping Inn attacks', () => {
  it('triggers for itself only, not for another attacking creature; exiling a creature card drains 1', () => {
    const o = attack({ exile: 'mine' });
    expect(o.checkpoints['end']!.triggers.filter((t) => t.ability === 'attacks')).toEqual([
      { source: 'inn', ability: 'attacks' },
    ]);
    expect(zone(o, 'mine')).toBe('exile');
    expect(lives(o)).toEqual([21, 19]);
  });

  it('exiles nothing without a choice, nor a noncreature card, nor a card of another player, nor a card not in the graveyard', () => {
    const cases: Record<string, string>[] = [{}, { exile: 'land' }, { exile: 'theirs' }, { exile: 'bear' }];
    for (const choices of cases) {
      const o = attack(choices);
      expect(lives(o), JSON.stringify(choices)).toEqual([20, 20]);
      expect([zone(o, 'land'), zone(o, 'theirs'), zone(o, 'bear')]).toEqual(['graveyard', 'graveyard', 'battlefield']);
    }
  });
});

describe('Creeping Inn: the cards exiled with it', () => {
  // 400.7: a card that leaves exile and comes back is a new object, no longer "exiled with" the Inn. No catalogue
  // card takes a card out of exile this way, so the test moves it with the engine's own verb and resolves the Inn's
  // trigger directly, as the stack would after the attack.
  function innGame() {
    const g = testGame([
      at('inn', 'Hostile Hostel // Creeping Inn', 'battlefield'),
      at('first', 'Runeclaw Bear', 'graveyard'),
      at('second', 'Grizzly Bears', 'graveyard'),
    ]);
    const inn = g.permanentById('inn')!;
    inn.transformed = true;
    const exileWithInn = (id: string) => {
      const trigger = hostileHostel.triggers!.find((t) => t.key === 'attacks')!;
      const item: StackItem = {
        uid: g.uid(),
        kind: 'triggered',
        controller: 'A',
        source: inn,
        sourceRef: g.ref(inn),
        abilityKey: 'attacks',
        targets: [],
        x: 0,
        choices: { exile: id },
      };
      trigger.resolve(g, item);
    };
    return { g, exileWithInn, life: () => ['A', 'B'].map((p) => g.player(p).life) };
  }

  it('counts no card that left exile and came back by another effect', () => {
    const { g, exileWithInn, life } = innGame();
    exileWithInn('first');
    const first = g.cardIn(['exile'], 'first')!;
    g.moveTo(first, 'graveyard');
    g.moveTo(first, 'exile');
    exileWithInn('second');
    // X = 1 each time: the returned card is not exiled with the Inn.
    expect(life()).toEqual([22, 18]);
  });

  it('counts a card it exiled again once, as the new object', () => {
    const { g, exileWithInn, life } = innGame();
    exileWithInn('first');
    g.moveTo(g.cardIn(['exile'], 'first')!, 'graveyard');
    exileWithInn('first');
    expect(life()).toEqual([22, 18]);
  });

  it('a Creeping Inn that left the battlefield and came back counts none of the cards the old one exiled', () => {
    const { g, exileWithInn, life } = innGame();
    exileWithInn('first');
    const inn = g.permanentById('inn')!;
    g.moveTo(inn, 'hand');
    g.enterBattlefield(inn, 'A');
    inn.transformed = true;
    exileWithInn('second');
    // 400.7: the Inn back on the battlefield is a new object; X = 1 each time, and the old Inn's card stays exiled.
    expect(g.cardIn(['exile'], 'first')).toBeDefined();
    expect(life()).toEqual([22, 18]);
  });
});

describe('Hostile Hostel and its own abilities', () => {
  it('"{T}: Add {C}." adds one colorless mana', () => {
    const g = testGame([at('inn', 'Hostile Hostel // Creeping Inn', 'battlefield')]);
    activate(g, 'A', 'inn', 'mana', undefined, 0, {});
    expect([...g.player('A').mana]).toEqual([['C', 1]]);
  });

  it('the third soul counter transforms it and "remove those counters" leaves none on it', () => {
    const o = attack({});
    const inn = o.checkpoints['end']!.objects.find((x) => x.id === 'inn')!;
    expect(inn.counters?.['soul'] ?? 0).toBe(0);
  });

  it('"{4}: Creeping Inn phases out" does nothing once it has phased out already (702.26b)', () => {
    // Two activations: the first to resolve phases it out; the second finds no Inn that exists.
    const setup: Setup = {
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [
        { id: 'inn', card: 'Hostile Hostel // Creeping Inn', owner: 'A', zone: 'battlefield', counters: { soul: 2 } },
        { id: 'fodder', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
      ],
      manaPool: { A: '{9}' },
    };
    const actions: Action[] = [
      { do: 'activate', player: 'A', source: 'inn', ability: 'soul-counter', choices: { sacrifice: 'fodder' } },
      { do: 'resolve' },
      { do: 'activate', player: 'A', source: 'inn', ability: 'phase-out' },
      { do: 'activate', player: 'A', source: 'inn', ability: 'phase-out' },
      { do: 'resolve' },
      { do: 'resolve' },
      { do: 'checkpoint', name: 'end' },
    ];
    const answer = runReference({ fixture: 'hostile-hostel-test', edition: '2026-08-07', setup, actions });
    if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
    expect(answer.observation.actions.every((a) => a.status === 'ok')).toBe(true);
    expect(answer.observation.checkpoints['end']!.objects.find((x) => x.id === 'inn')?.phased).toMatchObject({
      how: 'directly',
    });
  });
});

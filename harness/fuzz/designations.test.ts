import { describe, expect, it } from 'vitest';
import type { RunObservation } from '../adapter.js';
import type { Action, Capability, Setup } from '../generated/fixture.js';
import type { Built } from './build-context.js';
import type { Scenario } from './build-scenario.js';
import { applyDesignations, ascendLands, NO_DESIGNATIONS } from './designations.js';
import { expectationsFrom } from './expectations.js';
import { RELATIONS } from './relations.js';
import { labelled } from './seeds.js';

const DESIGNATIONS: ReadonlySet<Capability> = new Set<Capability>([
  'designation.monarch',
  'designation.initiative',
  'designation.citys-blessing',
  'designation.day-night',
  'format.commander',
]);

const scenario: Scenario = {
  setup: { players: [{ id: 'A' }, { id: 'B' }], turn: { number: 3, active: 'A', step: 'main1' }, objects: [] },
  actions: [{ do: 'advance', label: 'a1', to: { step: 'upkeep' } }],
};

const observation: RunObservation = {
  actions: [{ status: 'ok' }],
  checkpoints: {
    end: {
      players: [
        { id: 'A', life: 20, handSize: 0, librarySize: 20, graveyardSize: 0, inGame: true, monarch: true },
        {
          id: 'B',
          life: 20,
          handSize: 0,
          librarySize: 20,
          graveyardSize: 0,
          inGame: true,
          initiative: true,
          dungeonRoom: 'Secret Entrance',
        },
      ],
      dayNight: 'night',
      objects: [],
      triggers: [],
    },
  },
};

describe('the designations a fuzzed scenario is held to', () => {
  it('expects each player designation and day or night the engine declares, absent ones as false, null, neither', () => {
    const expect_ = expectationsFrom(scenario, observation, DESIGNATIONS)!;
    expect(expect_).toContainEqual({
      player: 'A',
      life: 20,
      handSize: 0,
      librarySize: 20,
      graveyardSize: 0,
      inGame: true,
      monarch: true,
      initiative: false,
      dungeonRoom: null,
      citysBlessing: false,
    });
    expect(expect_).toContainEqual(
      expect.objectContaining({ player: 'B', monarch: false, initiative: true, dungeonRoom: 'Secret Entrance' }),
    );
    expect(expect_).toContainEqual({ dayNight: 'night' });
  });

  it('expects none of them from an engine that does not declare them', () => {
    const expect_ = expectationsFrom(scenario, observation, new Set<Capability>())!;
    expect(expect_).toHaveLength(2);
    for (const e of expect_)
      expect(Object.keys(e).sort()).toEqual(['graveyardSize', 'handSize', 'inGame', 'librarySize', 'life', 'player']);
  });

  it('expects commander damage and a controlled commander in a Commander game only', () => {
    const players = observation.checkpoints['end']!.players.map((p) => {
      const commanderDamage: Record<string, number> = p.id === 'B' ? { cmdr: 3 } : {};
      return {
        ...p,
        commanderDamage,
        controlsCommander: p.id === 'A',
      };
    });
    const commander = { ...observation, checkpoints: { end: { ...observation.checkpoints['end']!, players } } };
    const expect_ = expectationsFrom(scenario, commander, DESIGNATIONS)!;
    expect(expect_).toContainEqual(expect.objectContaining({ player: 'B', commanderDamage: { cmdr: 3 } }));
    expect(expect_).toContainEqual(expect.objectContaining({ player: 'A', controlsCommander: true }));
    const plain = expectationsFrom(scenario, observation, DESIGNATIONS)!;
    expect(plain.some((e) => 'commanderDamage' in e)).toBe(false);
  });
});

const setup = (): Setup => ({
  players: [{ id: 'A' }, { id: 'B' }],
  turn: { number: 3, active: 'A', step: 'main1' },
  objects: [],
});

describe('the designations a generated scenario starts with', () => {
  it('gives each planned designation to its seat, and day or night to the game', () => {
    const s = setup();
    applyDesignations(s, { monarch: 2, initiative: 1, blessing: 2, dayNight: 2, permanents: 0 }, DESIGNATIONS);
    expect(s.players).toEqual([
      { id: 'A', initiative: true },
      { id: 'B', monarch: true, citysBlessing: true },
    ]);
    expect(s.dayNight).toBe('night');
  });

  it('gives none past the last seat, none for no designations, and none the engine does not declare', () => {
    const s = setup();
    applyDesignations(s, { monarch: 3, initiative: 0, blessing: 6, dayNight: 0, permanents: 0 }, DESIGNATIONS);
    applyDesignations(s, NO_DESIGNATIONS, DESIGNATIONS);
    applyDesignations(s, { monarch: 1, initiative: 1, blessing: 1, dayNight: 1, permanents: 0 }, new Set());
    expect(s).toEqual(setup());
  });

  const built = (card: string, id: string, controller: string): Built => ({
    setup: { id, card, owner: controller, zone: 'battlefield' },
    card: { name: card, role: 'creature' },
    controller,
  });

  it('gives the controller of an ascend permanent lands up to eight to eleven permanents, no one else', () => {
    const permanents = [
      built('Snubhorn Sentry', 'o1', 'B'),
      built('Grizzly Bears', 'o2', 'B'),
      built('Grizzly Bears', 'o3', 'A'),
    ];
    const lands = ascendLands(permanents, { ...NO_DESIGNATIONS, permanents: 2 }, 'Plains', DESIGNATIONS);
    expect(lands).toHaveLength(8);
    expect(lands[0]).toEqual({ id: 'o4', card: 'Plains', owner: 'B', zone: 'battlefield' });
    expect(lands.every((l) => l.owner === 'B')).toBe(true);
    expect(ascendLands(permanents.slice(1), NO_DESIGNATIONS, 'Plains', DESIGNATIONS)).toEqual([]);
    expect(ascendLands(permanents, NO_DESIGNATIONS, 'Plains', new Set())).toEqual([]);
  });

  it('adds no bystander permanent where one more may be the tenth for ascend (702.131b)', () => {
    const withSentry = {
      ...scenario,
      setup: {
        ...scenario.setup,
        objects: [{ id: 'o1', card: 'Snubhorn Sentry', owner: 'A', zone: 'battlefield' as const }],
      },
      expect: [],
    };
    expect(RELATIONS.bystander.apply(withSentry, 'Plains')).toBeUndefined();
    expect(RELATIONS.bystander.apply({ ...scenario, expect: [] }, 'Plains')).toBeDefined();
  });
});

describe('a corpus seed', () => {
  it('labels each action but a checkpoint, so one a mutation makes illegal can be expected rejected', () => {
    const actions: Action[] = [
      { do: 'resolve' },
      { do: 'checkpoint', name: 'c' },
      { do: 'phaseOut', label: 'mine', objects: ['x'] },
      { do: 'resolve', label: 'seed-1' },
    ];
    expect(labelled(actions)).toEqual([
      // seed-1 is the fixture's own label for action 4: action 1 stays unlabeled rather than share it.
      { do: 'resolve' },
      { do: 'checkpoint', name: 'c' },
      { do: 'phaseOut', label: 'mine', objects: ['x'] },
      { do: 'resolve', label: 'seed-1' },
    ]);
    expect(labelled([{ do: 'resolve' }, { do: 'resolve' }])).toEqual([
      { do: 'resolve', label: 'seed-1' },
      { do: 'resolve', label: 'seed-2' },
    ]);
  });
});

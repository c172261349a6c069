import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import { CARD_BEHAVIOURS } from '../cards/index.js';
import { loadCatalogue, runReference } from '../index.js';
import { seamsFor } from '../faults.js';
import { Game } from './game.js';
import { buildGame } from './setup.js';

/** A two-player game from A's first main phase in turn 3, played on the reference engine: its checkpoints. */
function play(setup: Omit<Setup, 'players' | 'turn'>, actions: Action[]) {
  const answer = runReference({
    fixture: 'day-night-test',
    edition: '2026-08-07',
    setup: { players: [{ id: 'A' }, { id: 'B' }], turn: { number: 3, active: 'A', step: 'main1' }, ...setup },
    actions,
  });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  return answer.observation.checkpoints;
}

/** Divinations in `owner`'s hand, one per id. */
const divinationsOf = (owner: string, ids: readonly string[]): Setup['objects'] =>
  ids.map((id) => ({ id, card: 'Divination', owner, zone: 'hand' }));

/** `player` casts each of `ids` and lets it resolve. */
const castEach = (player: string, ids: readonly string[]): Action[] =>
  ids.flatMap((id) => [{ do: 'cast', player, object: id }, { do: 'resolve' }]);

/** Tavern Ruffian cast by A in the given time of day: its power once it has resolved, and the time after. */
function ruffianCastAt(dayNight: Setup['dayNight']) {
  const end = play(
    {
      objects: [{ id: 'ruffian', card: 'Tavern Ruffian // Tavern Smasher', owner: 'A', zone: 'hand' }],
      manaPool: { A: '{3}{R}' },
      ...(dayNight ? { dayNight } : {}),
    },
    castEach('A', ['ruffian']),
  )['end']!;
  return { power: end.objects.find((o) => o.id === 'ruffian')?.power, dayNight: end.dayNight ?? 'neither' };
}

/** A game at night with a card (Tavern Ruffian) in A's hand, put onto the battlefield directly (no settling afterwards). */
function enterAtNight(name = 'Tavern Ruffian // Tavern Smasher'): boolean | undefined {
  const catalogue = loadCatalogue();
  const card = (name: string) => catalogue.get(name)!;
  const g = new Game('2026-08-07', seamsFor(undefined), new Map(CARD_BEHAVIOURS.map((b) => [b.name, b])), card);
  const players: Setup['players'] = [{ id: 'A' }, { id: 'B' }];
  const objects: Setup['objects'] = [{ id: 'ruffian', card: name, owner: 'A', zone: 'hand' }];
  buildGame(g, { players, turn: { number: 3, active: 'A', step: 'main1' }, objects, dayNight: 'night' }, card);
  const ruffian = g.objects.get('ruffian')!;
  g.enterBattlefield(ruffian, 'A');
  return ruffian.transformed;
}

describe('a daybound permanent entering (702.145b, d)', () => {
  it('enters with its back face up at night, rather than entering front face up and transforming', () => {
    expect(enterAtNight()).toBe(true);
  });

  it('enters front face up at night when it is double-faced but not daybound, or not double-faced', () => {
    // 702.145b: "If it is night and this permanent is represented by a double-faced card, it enters
    // transformed" is daybound's rule; Hostile Hostel // Creeping Inn transforms only by its own ability.
    expect(enterAtNight('Hostile Hostel // Creeping Inn')).not.toBe(true);
    expect(enterAtNight('Grizzly Bears')).not.toBe(true);
  });

  it('is the back face once it has resolved at night', () => {
    expect(ruffianCastAt('night')).toEqual({ power: 6, dayNight: 'night' });
  });

  it('enters front face up by day', () => {
    expect(ruffianCastAt('day')).toEqual({ power: 2, dayNight: 'day' });
  });

  it('makes it day when it is neither', () => {
    expect(ruffianCastAt(undefined)).toEqual({ power: 2, dayNight: 'day' });
  });
});

describe("the untap step's check (731.2b) and nightbound (702.145e)", () => {
  /** At night A casts Tavern Ruffian (it enters as Tavern Smasher) and `spells - 1` Divinations; then B's turn begins. */
  function afterCasting(spells: number) {
    const divinations = Array.from({ length: spells - 1 }, (_, k) => `divination-${k}`);
    const end = play(
      {
        objects: [
          { id: 'ruffian', card: 'Tavern Ruffian // Tavern Smasher', owner: 'A', zone: 'hand' },
          ...divinationsOf('A', divinations),
        ],
        manaPool: { A: '{3}{R}' + '{2}{U}'.repeat(divinations.length) },
        dayNight: 'night',
      },
      [...castEach('A', ['ruffian', ...divinations]), { do: 'advance', to: { step: 'upkeep', turnOf: 'B' } }],
    )['end']!;
    return { power: end.objects.find((o) => o.id === 'ruffian')?.power, dayNight: end.dayNight ?? 'neither' };
  }

  it('makes it day after a turn whose active player cast two spells, and the nightbound face transforms', () => {
    expect(afterCasting(2)).toEqual({ power: 2, dayNight: 'day' });
  });

  it('keeps it night after a turn with one spell', () => {
    expect(afterCasting(1)).toEqual({ power: 6, dayNight: 'night' });
  });
});

describe("the untap step's check when it is neither day nor night (731.2c)", () => {
  /** In a game that is neither day nor night, A casts `spells` Divinations; then B's turn begins. */
  function afterCasting(spells: number) {
    const divinations = Array.from({ length: spells }, (_, k) => `divination-${k}`);
    const end = play({ objects: divinationsOf('A', divinations), manaPool: { A: '{2}{U}'.repeat(spells) } }, [
      ...castEach('A', divinations),
      { do: 'advance', to: { step: 'upkeep', turnOf: 'B' } },
    ])['end']!;
    return { cast: end.players.find((p) => p.id === 'A')?.graveyardSize, dayNight: end.dayNight ?? 'neither' };
  }

  // 731.2a: "If it’s day and the previous turn’s active player didn’t cast any spells during that turn, it
  // becomes night"; 731.2b makes night day after two spells. Neither asks anything of a game that is neither
  // (731.2c), so it stays neither.
  it('keeps it neither after a turn with no spells', () => {
    expect(afterCasting(0)).toEqual({ cast: 0, dayNight: 'neither' });
  });

  it('keeps it neither after a turn with two spells', () => {
    expect(afterCasting(2)).toEqual({ cast: 2, dayNight: 'neither' });
  });
});

describe('permanents that are neither daybound nor nightbound (702.145b, e)', () => {
  it('leave a game that is neither day nor night as it is', () => {
    const end = play({ objects: [{ id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' }] }, [
      { do: 'advance', to: { step: 'main2' } },
    ])['end']!;
    expect(end.dayNight ?? 'neither').toBe('neither');
  });

  it('keep their back face up by day when they transformed by their own ability', () => {
    // Hostile Hostel: "{1}, {T}, Sacrifice a creature: Put a soul counter on Hostile Hostel. Then if there
    // are three or more soul counters on it, remove those counters, transform it, then untap it." Only
    // nightbound turns a back face over by day (702.145e); Creeping Inn is a 3/7.
    const checkpoints = play(
      {
        dayNight: 'day',
        objects: [
          {
            id: 'hostel',
            card: 'Hostile Hostel // Creeping Inn',
            owner: 'A',
            zone: 'battlefield',
            counters: { soul: 2 },
          },
          { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
        ],
        manaPool: { A: '{1}' },
      },
      [
        { do: 'activate', player: 'A', source: 'hostel', ability: 'soul-counter', choices: { sacrifice: 'bears' } },
        { do: 'resolve' },
        { do: 'advance', to: { step: 'main2' } },
      ],
    );
    const hostel = checkpoints['end']!.objects.find((o) => o.id === 'hostel');
    expect(hostel && 'power' in hostel ? [hostel.power, hostel.toughness] : hostel).toEqual([3, 7]);
  });
});

describe('a daybound permanent turned back to its front face (702.145b, e)', () => {
  it('transforms again the next time it becomes night', () => {
    // 702.145b: daybound's "As it becomes night, if this permanent is front face up, transform it", however
    // often it has turned over. Day, then night (731.2a: A casts nothing), day (731.2b: B casts two), night.
    const divinations = ['divination-1', 'divination-2'];
    const checkpoints = play(
      {
        dayNight: 'day',
        objects: [
          { id: 'ruffian', card: 'Tavern Ruffian // Tavern Smasher', owner: 'A', zone: 'battlefield' },
          ...divinationsOf('B', divinations),
        ],
      },
      [
        { do: 'advance', to: { step: 'main1', turnOf: 'B' } },
        { do: 'checkpoint', name: 'night' },
        { do: 'addMana', player: 'B', mana: '{2}{U}{2}{U}' },
        ...castEach('B', divinations),
        { do: 'advance', to: { step: 'main1', turnOf: 'A' } },
        { do: 'checkpoint', name: 'day' },
        { do: 'advance', to: { step: 'main1', turnOf: 'B' } },
      ],
    );
    const at = (name: string) => {
      const c = checkpoints[name]!;
      const ruffian = c.objects.find((o) => o.id === 'ruffian');
      return [c.dayNight, ruffian && 'power' in ruffian ? ruffian.power : ruffian];
    };
    expect([at('night'), at('day'), at('end')]).toEqual([
      ['night', 6],
      ['day', 2],
      ['night', 6],
    ]);
  });
});

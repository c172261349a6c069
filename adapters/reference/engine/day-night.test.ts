import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../harness/generated/fixture.js';
import { CARD_BEHAVIOURS } from '../cards/index.js';
import { loadCatalogue, runReference } from '../index.js';
import { seamsFor } from '../faults.js';
import { Game } from './game.js';
import { buildGame } from './setup.js';

/** Tavern Ruffian cast by A in the given time of day: its power once it has resolved, and the time after. */
function ruffianCastAt(dayNight: Setup['dayNight']) {
  const answer = runReference({
    fixture: 'day-night-test',
    edition: '2026-08-07',
    setup: {
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [{ id: 'ruffian', card: 'Tavern Ruffian // Tavern Smasher', owner: 'A', zone: 'hand' }],
      manaPool: { A: '{3}{R}' },
      ...(dayNight ? { dayNight } : {}),
    },
    actions: [{ do: 'cast', player: 'A', object: 'ruffian' }, { do: 'resolve' }],
  });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  const end = answer.observation.checkpoints['end']!;
  return { power: end.objects.find((o) => o.id === 'ruffian')?.power, dayNight: end.dayNight ?? 'neither' };
}

/** A game at night with Tavern Ruffian in A's hand, put onto the battlefield directly (no settling afterwards). */
function enterAtNight(): boolean | undefined {
  const catalogue = loadCatalogue();
  const card = (name: string) => catalogue.get(name)!;
  const g = new Game('2026-08-07', seamsFor(undefined), new Map(CARD_BEHAVIOURS.map((b) => [b.name, b])), card);
  const players: Setup['players'] = [{ id: 'A' }, { id: 'B' }];
  const objects: Setup['objects'] = [
    { id: 'ruffian', card: 'Tavern Ruffian // Tavern Smasher', owner: 'A', zone: 'hand' },
  ];
  buildGame(g, { players, turn: { number: 3, active: 'A', step: 'main1' }, objects, dayNight: 'night' }, card);
  const ruffian = g.objects.get('ruffian')!;
  g.enterBattlefield(ruffian, 'A');
  return ruffian.transformed;
}

describe('a daybound permanent entering (702.145b, d)', () => {
  it('enters with its back face up at night, rather than entering front face up and transforming', () => {
    expect(enterAtNight()).toBe(true);
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
    const answer = runReference({
      fixture: 'day-night-test',
      edition: '2026-08-07',
      setup: {
        players: [{ id: 'A' }, { id: 'B' }],
        turn: { number: 3, active: 'A', step: 'main1' },
        objects: [
          { id: 'ruffian', card: 'Tavern Ruffian // Tavern Smasher', owner: 'A', zone: 'hand' },
          ...divinations.map((id) => ({ id, card: 'Divination', owner: 'A', zone: 'hand' as const })),
        ],
        manaPool: { A: '{3}{R}' + '{2}{U}'.repeat(divinations.length) },
        dayNight: 'night',
      },
      actions: [
        { do: 'cast', player: 'A', object: 'ruffian' },
        { do: 'resolve' },
        ...divinations.flatMap((id) => [{ do: 'cast' as const, player: 'A', object: id }, { do: 'resolve' as const }]),
        { do: 'advance', to: { step: 'upkeep', turnOf: 'B' } },
      ],
    });
    if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
    const end = answer.observation.checkpoints['end']!;
    return { power: end.objects.find((o) => o.id === 'ruffian')?.power, dayNight: end.dayNight ?? 'neither' };
  }

  it('makes it day after a turn whose active player cast two spells, and the nightbound face transforms', () => {
    expect(afterCasting(2)).toEqual({ power: 2, dayNight: 'day' });
  });

  it('keeps it night after a turn with one spell', () => {
    expect(afterCasting(1)).toEqual({ power: 6, dayNight: 'night' });
  });
});

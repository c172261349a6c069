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

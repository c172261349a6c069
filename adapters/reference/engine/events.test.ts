import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../harness/generated/fixture.js';
import { CARD_BEHAVIOURS } from '../cards/index.js';
import { seamsFor } from '../faults.js';
import { loadCatalogue } from '../index.js';
import type { CardBehaviour, TriggeredAbility } from './card-behaviour.js';
import { emit } from './events.js';
import { Game } from './game.js';
import type { GameEvent } from './game-events.js';
import { buildGame } from './setup.js';
import type { GameObject } from './types.js';

// Below the level of fixtures: every card's `matches` tests the event's type itself and every card trigger on an
// event whose source may be gone is marked lookBack, so the corpus can't tell emit's own tests from the cards'.
// A probe behaviour whose `matches` answers yes to anything shows what emit alone decides.
const catalogue = loadCatalogue();
const PROBE_CARD = 'Grizzly Bears';

function probeTrigger(overrides: Partial<TriggeredAbility>): TriggeredAbility {
  return { key: 'probe', event: 'tapped', matches: () => true, resolve: () => undefined, ...overrides };
}

/** A game where A's Grizzly Bears has only the given triggered abilities; `phasedOut` starts it phased out. */
function gameWithProbe(triggers: TriggeredAbility[], phasedOut = false): { g: Game; probe: GameObject } {
  const behaviours = new Map(CARD_BEHAVIOURS.map((b) => [b.name, b]));
  const probeBehaviour: CardBehaviour = { name: PROBE_CARD, triggers };
  behaviours.set(PROBE_CARD, probeBehaviour);
  const g = new Game('2026-08-07', seamsFor(undefined), behaviours, (name) => catalogue.get(name)!);
  const setup: Setup = {
    players: [{ id: 'A' }, { id: 'B' }],
    turn: { number: 3, active: 'A', step: 'main1' },
    objects: [
      {
        id: 'probe',
        card: PROBE_CARD,
        owner: 'A',
        zone: 'battlefield',
        ...(phasedOut ? { phased: { how: 'directly', under: 'A' } as const } : {}),
      },
    ],
  };
  buildGame(g, setup, (name) => catalogue.get(name)!);
  return { g, probe: g.objects.get('probe')! };
}

const tapped = (obj: GameObject): GameEvent => ({ type: 'tapped', obj });
const untapped = (obj: GameObject): GameEvent => ({ type: 'untapped', obj });
const pendingKeys = (g: Game) => g.pending.map((p) => p.key);

describe('which triggered abilities an event triggers (603.2)', () => {
  it('triggers an ability only on its own event', () => {
    const { g, probe } = gameWithProbe([probeTrigger({ key: 'on-tap', event: 'tapped' })]);
    emit(g, untapped(probe));
    expect(pendingKeys(g)).toEqual([]);
    emit(g, tapped(probe));
    expect(pendingKeys(g)).toEqual(['on-tap']);
  });

  it('never triggers the effect of a delayed triggered ability by itself (603.7)', () => {
    const { g, probe } = gameWithProbe([probeTrigger({ key: 'delayed-effect', delayedOnly: true })]);
    emit(g, tapped(probe));
    expect(pendingKeys(g)).toEqual([]);
  });

  it('triggers nothing when matches answers no, and once per occurrence it answers (603.2c)', () => {
    const { g, probe } = gameWithProbe([
      probeTrigger({ key: 'no', matches: () => false }),
      probeTrigger({ key: 'each', matches: () => [{ n: 1 }, { n: 2 }] }),
    ]);
    emit(g, tapped(probe));
    expect(g.pending.map((p) => [p.key, p.data])).toEqual([
      ['each', { n: 1 }],
      ['each', { n: 2 }],
    ]);
  });

  it('keeps no trigger data when matches answers a bare yes, and keeps an object it answers', () => {
    const { g, probe } = gameWithProbe([
      probeTrigger({ key: 'bare' }),
      probeTrigger({ key: 'with-data', matches: () => ({ amount: 2 }) }),
    ]);
    emit(g, tapped(probe));
    expect(g.pending.map((p) => [p.key, p.data])).toEqual([
      ['bare', undefined],
      ['with-data', { amount: 2 }],
    ]);
  });
});

describe('a source that no longer exists (603.10)', () => {
  it('triggers only its look-back abilities, and only when the event looks back at it', () => {
    const { g, probe } = gameWithProbe(
      [probeTrigger({ key: 'looks-back', lookBack: true }), probeTrigger({ key: 'looks-at-now' })],
      true,
    );
    emit(g, tapped(probe));
    expect(pendingKeys(g)).toEqual([]);
    emit(g, tapped(probe), [probe]);
    expect(pendingKeys(g)).toEqual(['looks-back']);
  });
});

describe('emblems (114.4)', () => {
  it('trigger only on their event, and only when their condition holds', () => {
    const { g, probe } = gameWithProbe([]);
    g.emblems.push({ owner: 'A', source: probe, key: 'any-tap', event: 'tapped', matches: () => true });
    g.emblems.push({ owner: 'A', source: probe, key: 'never', event: 'tapped', matches: () => false });
    emit(g, untapped(probe));
    expect(pendingKeys(g)).toEqual([]);
    emit(g, tapped(probe));
    expect(g.pending.map((p) => [p.key, p.controller])).toEqual([['any-tap', 'A']]);
  });
});

describe('delayed triggered abilities (603.7c)', () => {
  it('trigger only on their event, once', () => {
    const { g, probe } = gameWithProbe([]);
    g.addDelayed({ source: probe, controller: 'B', key: 'next-tap', event: 'tapped', matches: () => true });
    emit(g, untapped(probe));
    expect(pendingKeys(g)).toEqual([]);
    emit(g, tapped(probe));
    emit(g, tapped(probe));
    expect(g.pending.map((p) => [p.key, p.controller])).toEqual([['next-tap', 'B']]);
    expect(g.delayed).toEqual([]);
  });

  it('trigger once when one event meets two of the trigger conditions of one ability (603.2c, 603.7b)', () => {
    // One delayed ability with two trigger conditions (its halves share a oneOf token, as Tawnos's Coffin's
    // do) that a single event both meets: 603.2c, an ability triggers only once each time its trigger event
    // occurs; 603.7b, a delayed one only the next time. Another delayed ability on the same event stays apart.
    const { g, probe } = gameWithProbe([]);
    const oneOf = {};
    g.addDelayed({ source: probe, controller: 'A', key: 'either', event: 'tapped', matches: () => true, oneOf });
    g.addDelayed({ source: probe, controller: 'A', key: 'either', event: 'tapped', matches: () => true, oneOf });
    g.addDelayed({ source: probe, controller: 'B', key: 'other', event: 'untapped', matches: () => true });
    emit(g, tapped(probe));
    expect(g.pending.map((p) => [p.key, p.controller])).toEqual([['either', 'A']]);
    expect(g.delayed.map((d) => d.key)).toEqual(['other']);
  });
});

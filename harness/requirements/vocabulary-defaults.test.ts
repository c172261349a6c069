import { beforeAll, describe, expect, it } from 'vitest';
import type { Fixture } from '../generated/fixture.js';
import { loadCatalogue } from '../../adapters/reference/index.js';
import { loadCheckedCorpus } from '../corpus/check-corpus.js';
import type { LoadedFixture } from '../corpus/load-corpus.js';
import { impliedCapabilities } from './implied-requirements.js';

const fixture = (over: Partial<Fixture>): Fixture =>
  ({
    id: 'x',
    title: 't',
    status: 'approved',
    sources: [],
    editions: { from: '2011-02-04' },
    requires: { capabilities: [], cards: [] },
    setup: { players: [{ id: 'A' }, { id: 'B' }], turn: { active: 'A', step: 'main1' }, objects: [] },
    actions: [],
    expect: [],
    ...over,
  }) as Fixture;

describe('capabilities the content implies', () => {
  it('one phaseOut effect on several permanents needs effect.phase-out-set; on one it does not', () => {
    expect(impliedCapabilities(fixture({ actions: [{ do: 'phaseOut', objects: ['a', 'b'] }] }))).toEqual(
      new Set(['effect.phase-out', 'effect.phase-out-set']),
    );
    expect(
      impliedCapabilities(
        fixture({
          actions: [
            { do: 'phaseOut', objects: ['a'] },
            { do: 'phaseOut', objects: ['b'] },
          ],
        }),
      ),
    ).toEqual(new Set(['effect.phase-out']));
  });

  it('an indirectly phased-out permanent in setup or in an expectation needs phasing.indirect; a direct one does not', () => {
    const obj = { id: 'a', card: 'Holy Strength', owner: 'A' as const, zone: 'battlefield' as const };
    expect(
      impliedCapabilities(
        fixture({
          setup: {
            players: [{ id: 'A' }, { id: 'B' }],
            turn: { active: 'A', step: 'main1' },
            objects: [{ ...obj, phased: { how: 'indirectly', under: 'A' } }],
          },
        }),
      ).has('phasing.indirect'),
    ).toBe(true);
    expect(
      impliedCapabilities(fixture({ expect: [{ object: 'a', phased: { how: 'indirectly', under: 'A' } }] })).has(
        'phasing.indirect',
      ),
    ).toBe(true);
    expect(
      impliedCapabilities(
        fixture({
          expect: [
            { object: 'a', phased: { how: 'directly', under: 'A' } },
            { object: 'a', phased: 'in' },
          ],
        }),
      ).has('phasing.indirect'),
    ).toBe(false);
  });

  it('a card outside the game, in setup, an object expectation or a count query, needs setup.outside-the-game', () => {
    const setup = (zone: 'outside' | 'hand'): Fixture['setup'] => ({
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { active: 'A', step: 'main1' },
      objects: [{ id: 'a', card: 'Divination', owner: 'A', zone }],
    });
    const needs = (f: Fixture) => impliedCapabilities(f).has('setup.outside-the-game');
    expect(needs(fixture({ setup: setup('outside') }))).toBe(true);
    expect(needs(fixture({ setup: setup('hand'), expect: [{ object: 'a', zone: 'outside' }] }))).toBe(true);
    expect(needs(fixture({ setup: setup('hand'), expect: [{ count: { zone: 'outside' }, equals: 1 }] }))).toBe(true);
    expect(needs(fixture({ setup: setup('hand'), expect: [{ object: 'a', zone: 'hand' }] }))).toBe(false);
  });
});

describe('a division of combat damage implies its capability', () => {
  it('an advance with combatDamage needs combat.damage-assignment, one without does not', () => {
    const setup: Fixture['setup'] = {
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { active: 'A', step: 'declareBlockers' },
      objects: [{ id: 'a', card: 'Hill Giant', owner: 'A', zone: 'battlefield' }],
    };
    const needs = (f: Fixture) => impliedCapabilities(f).has('combat.damage-assignment');
    const advance = { do: 'advance' as const, to: { step: 'main2' as const } };
    expect(
      needs(fixture({ setup, actions: [{ ...advance, combatDamage: [{ attacker: 'a', assign: { B: 3 } }] }] })),
    ).toBe(true);
    expect(needs(fixture({ setup, actions: [advance] }))).toBe(false);
  });
});

describe('declaring bands implies its capability', () => {
  it('a declareAttackers with bands needs combat.banding, one without does not', () => {
    const setup: Fixture['setup'] = {
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { active: 'A', step: 'declareAttackers' },
      objects: ['a', 'b'].map((id) => ({ id, card: 'Old Fogey', owner: 'A' as const, zone: 'battlefield' as const })),
    };
    const attackers = ['a', 'b'].map((attacker) => ({ attacker, defending: 'B' }));
    const needs = (f: Fixture) => impliedCapabilities(f).has('combat.banding');
    expect(needs(fixture({ setup, actions: [{ do: 'declareAttackers', attackers, bands: [['a', 'b']] }] }))).toBe(true);
    expect(needs(fixture({ setup, actions: [{ do: 'declareAttackers', attackers }] }))).toBe(false);
  });
});

describe('a legend-rule choice implies its capability', () => {
  it('an action with legendRule needs sba.legend-rule-choice, one without does not', () => {
    const setup: Fixture['setup'] = {
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { active: 'A', step: 'main1' },
      objects: [{ id: 'a', card: 'Hill Giant', owner: 'A', zone: 'battlefield' }],
    };
    const needs = (f: Fixture) => impliedCapabilities(f).has('sba.legend-rule-choice');
    expect(needs(fixture({ setup, actions: [{ do: 'resolve', legendRule: ['a'] }] }))).toBe(true);
    expect(needs(fixture({ setup, actions: [{ do: 'resolve' }] }))).toBe(false);
  });
});

describe('a cleanup discard choice implies its capability', () => {
  it('an advance with discards needs turn.cleanup-discard, one without does not', () => {
    const needs = (f: Fixture) => impliedCapabilities(f).has('turn.cleanup-discard');
    const to = { step: 'upkeep' as const };
    expect(needs(fixture({ actions: [{ do: 'advance', to, discards: { A: ['a'] } }] }))).toBe(true);
    expect(needs(fixture({ actions: [{ do: 'advance', to }] }))).toBe(false);
  });
});

describe('a splice implies its capability', () => {
  it('a cast with splice needs stack.splice as well as stack.cast, one without needs only stack.cast', () => {
    const needs = (f: Fixture) => impliedCapabilities(f);
    const spliced = needs(fixture({ actions: [{ do: 'cast', player: 'A', object: 'a', splice: [{ object: 'b' }] }] }));
    expect(spliced).toEqual(new Set(['stack.cast', 'stack.splice']));
    expect(needs(fixture({ actions: [{ do: 'cast', player: 'A', object: 'a' }] }))).toEqual(new Set(['stack.cast']));
  });
});

describe('the corpus states its defaults', () => {
  let fixtures: LoadedFixture[];
  beforeAll(async () => {
    fixtures = (await loadCheckedCorpus()).fixtures;
  });

  it('every planeswalker set up on the battlefield lists its loyalty counters (setup counters are exactly those listed)', () => {
    const planeswalkers = new Set(
      [...loadCatalogue().values()].filter((c) => c.types.includes('Planeswalker')).map((c) => c.name),
    );
    expect(planeswalkers.has('Kaito Shizuki')).toBe(true);
    const without = fixtures.flatMap((lf) =>
      lf.fixture.setup.objects
        .filter((o) => o.zone === 'battlefield' && planeswalkers.has(o.card) && o.counters?.loyalty === undefined)
        .map((o) => `${lf.fixture.id}: ${o.id}`),
    );
    expect(without).toEqual([]);
    const kaito = fixtures.filter((lf) =>
      lf.fixture.setup.objects.some((o) => o.card === 'Kaito Shizuki' && o.zone === 'battlefield'),
    );
    expect(kaito.length).toBeGreaterThanOrEqual(7);
    for (const lf of kaito) expect(lf.fixture.requires.capabilities, lf.fixture.id).toContain('setup.counters');
  });

  it('the new capabilities are required where the corpus needs them', () => {
    const needing = (c: string) =>
      fixtures.filter((lf) => lf.fixture.requires.capabilities.includes(c as never)).length;
    expect(needing('effect.phase-out-set')).toBeGreaterThan(0);
    expect(needing('phasing.indirect')).toBeGreaterThan(0);
  });
});

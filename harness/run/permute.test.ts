import { beforeAll, describe, expect, it } from 'vitest';
import { createReferenceAdapter } from '../../adapters/reference/index.js';
import type { Adapter } from '../adapter.js';
import { loadCheckedCorpus } from '../corpus/check-corpus.js';
import type { LoadedFixture } from '../corpus/load-corpus.js';
import { knownEditions } from '../corpus/references.js';
import type { Action, Fixture } from '../generated/fixture.js';
import { runPermuted, targetsAreOneSet, variants } from './permute.js';

const base: Fixture = {
  id: 'toy',
  title: 'toy',
  status: 'approved',
  sources: [{ kind: 'rule', rule: '702.26b', edition: '2026-08-07', meaning: 'PH-OUT-STATUS' }],
  editions: { from: '2011-02-04' },
  requires: { capabilities: [], cards: [] },
  setup: {
    players: [{ id: 'A' }, { id: 'B' }],
    turn: { number: 3, active: 'A', step: 'main1' },
    objects: [
      { id: 'a', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
      { id: 'b', card: 'Hill Giant', owner: 'B', zone: 'battlefield' },
      { id: 'arc', card: 'Arc Trail', owner: 'A', zone: 'hand' },
      { id: 'guardian', card: 'Guardian of Faith', owner: 'A', zone: 'hand' },
    ],
  },
  actions: [
    { do: 'phaseOut', objects: ['a', 'b'] },
    { do: 'cast', player: 'A', object: 'arc', targets: ['a', 'b'] },
    {
      do: 'cast',
      player: 'A',
      object: 'guardian',
      triggers: [
        { source: 'guardian', ability: 'etb', targets: ['a', 'b'] },
        { source: 'arc', ability: 'spell', targets: ['b', 'a'] },
      ],
    },
  ],
  expect: [{ object: 'a', zone: 'battlefield' }],
};

describe('the lists --permute reorders', () => {
  const [reversed, rotated] = variants(base);

  it('reverses and rotates setup objects and the objects of a simultaneous bare effect', () => {
    expect(reversed!.fixture.setup.objects.map((o) => o.id)).toEqual(['guardian', 'arc', 'b', 'a']);
    expect(rotated!.fixture.setup.objects.map((o) => o.id)).toEqual(['b', 'arc', 'guardian', 'a']);
    expect((reversed!.fixture.actions[0] as Extract<Action, { do: 'phaseOut' }>).objects).toEqual(['b', 'a']);
  });

  it('keeps targets with different roles (Arc Trail) in order, and reorders a set of like targets (Guardian of Faith\'s "any number of other target creatures")', () => {
    expect((reversed!.fixture.actions[1] as Extract<Action, { do: 'cast' }>).targets).toEqual(['a', 'b']);
    const triggers = reversed!.fixture.actions[2]!.triggers!;
    expect(triggers.map((t) => t.source)).toEqual(['guardian', 'arc']); // stack order is never permuted
    expect(triggers[0]!.targets).toEqual(['b', 'a']);
    expect(triggers[1]!.targets).toEqual(['b', 'a']);
  });

  it('reverses two players but only rotates three or more, so the seat cycle is kept', () => {
    expect(reversed!.fixture.setup.players.map((p) => p.id)).toEqual(['B', 'A']);
    const three: Fixture = { ...base, setup: { ...base.setup, players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }] } };
    const [r3, o3] = variants(three);
    expect(r3!.fixture.setup.players.map((p) => p.id)).toEqual(['A', 'B', 'C']);
    expect(o3!.fixture.setup.players.map((p) => p.id)).toEqual(['B', 'C', 'A']);
  });

  it('gives no variant for a fixture with nothing to reorder', () => {
    const single: Fixture = {
      ...base,
      setup: { ...base.setup, players: [{ id: 'A' }, { id: 'B' }], objects: [base.setup.objects[0]!] },
      actions: [{ do: 'phaseOut', objects: ['a'] }],
    };
    // Two players reversed is still a variant; with the players fixed in place there is none.
    expect(variants(single).map((v) => v.name)).toEqual(['reversed']);
  });

  it('reads a set of targets from the Oracle text', () => {
    expect(targetsAreOneSet('Any number of target nonland permanents you control phase out.')).toBe(true);
    expect(targetsAreOneSet('Up to X target creatures phase out.')).toBe(true);
    expect(targetsAreOneSet('Arc Trail deals 2 damage to any target and 1 damage to another target.')).toBe(false);
    expect(targetsAreOneSet('Destroy target creature.')).toBe(false);
    expect(
      targetsAreOneSet(
        'Target player gains control of up to three target nonattacking creatures until end of turn. Untap those creatures.',
      ),
    ).toBe(false);
    expect(targetsAreOneSet(undefined)).toBe(false);
  });
});

/** An engine whose bare effects on several permanents stop after the first one listed: a loop with an early exit, the kind of bug --permute is for. */
function firstListedOnly(inner: Adapter): Adapter {
  const truncate = (a: Action): Action =>
    a.do === 'destroy' || a.do === 'tap' || a.do === 'phaseOut' ? { ...a, objects: [a.objects[0]] } : a;
  return {
    ...inner,
    id: 'first-listed-only',
    describe: () => inner.describe(),
    run: (req, o) => inner.run({ ...req, actions: req.actions.map(truncate) }, o),
    close: () => inner.close(),
  };
}

describe('run --permute', () => {
  let fixtures: LoadedFixture[];
  const editions = knownEditions();
  const ends = [editions[0]!, editions[editions.length - 1]!];

  beforeAll(async () => {
    fixtures = (await loadCheckedCorpus()).fixtures;
  });

  it('finds nothing on the reference engine, over the whole corpus in the oldest and newest editions', async () => {
    const out = await runPermuted(createReferenceAdapter(), fixtures, ends, { timeoutMs: 10_000 });
    expect(out.variantsRun).toBeGreaterThan(fixtures.length);
    expect(out.changes.map((c) => `${c.id} [${c.edition}] ${c.variant}`)).toEqual([]);
  });

  it('catches the named fault tp-phases-out-one-permanent, which phases out only the first permanent listed', async () => {
    const tp = fixtures.filter(
      (lf) => lf.fixture.id === 'tp-ruling-aura-and-equipment-phase-out-and-in-with-their-creature',
    );
    expect(tp).toHaveLength(1);
    const out = await runPermuted(createReferenceAdapter({ fault: 'tp-phases-out-one-permanent' }), tp, ends.slice(1), {
      timeoutMs: 10_000,
    });
    expect(out.changes.map((c) => [c.variant, c.original.outcome, c.permuted.outcome])).toContainEqual([
      'reversed',
      'pass',
      'fail',
    ]);
  });

  it("catches an engine whose result depends on the order of a simultaneous effect's objects", async () => {
    const sweep = fixtures.filter((lf) => lf.fixture.id === 'sweep-one-shot-destroy-bare-before-cast-opponent');
    expect(sweep).toHaveLength(1);
    const out = await runPermuted(firstListedOnly(createReferenceAdapter()), sweep, ends.slice(1), {
      timeoutMs: 10_000,
    });
    expect(out.changes.map((c) => [c.id, c.variant, c.original.outcome, c.permuted.outcome])).toEqual([
      ['sweep-one-shot-destroy-bare-before-cast-opponent', 'reversed', 'fail', 'pass'],
    ]);
  });
});

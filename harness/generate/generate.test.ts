import { describe, expect, it } from 'vitest';
import { loadCheckedCorpus } from '../corpus/check-corpus.js';
import { cells, expandFamily, sweepId } from './expand.js';
import type { Family } from './family.js';
import { FAMILIES } from './families/index.js';
import { committedFiles, generatedFiles, staleness } from './write-generated.js';

describe('the committed sweep fixtures', () => {
  it('are exactly what `npm run generate` writes', async () => {
    expect(staleness(await committedFiles(), generatedFiles())).toEqual([]);
  });

  it("are loaded, schema-valid and lint-clean like every other fixture, each in its family's directory", async () => {
    const corpus = await loadCheckedCorpus();
    expect(corpus.diagnostics).toEqual([]);
    const generated = corpus.fixtures.filter((lf) => lf.fixture.generated !== undefined);
    expect(generated.length).toBe(generatedFiles().size);
    for (const lf of generated)
      expect(lf.file.replace(/\\/g, '/')).toMatch(
        new RegExp(`fixtures/generated/${lf.fixture.generated!.family}/${lf.fixture.id}\\.json$`),
      );
  });
});

describe('expanding a family', () => {
  const toy: Family = {
    id: 'toy',
    title: 'A toy family.',
    axes: [
      { name: 'a', describe: 'first', values: ['x', 'y'] },
      { name: 'b', describe: 'second', values: ['one', 'two-words'] },
    ],
    legality: (c) => (c['a'] === 'y' && c['b'] === 'one' ? { kind: 'illegal', reason: 'y never meets one' } : null),
    build: (c) => ({
      title: `toy ${c['a']} ${c['b']}`,
      status: 'approved',
      sources: [{ kind: 'rule', rule: '702.26b', edition: '2026-08-07', meaning: 'PH-OUT-STATUS' }],
      editions: { from: '2011-02-04' },
      setup: {
        players: [{ id: 'A' }, { id: 'B' }],
        turn: { number: 3, active: 'A', step: 'main1' },
        objects: [{ id: 'bear', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' }],
      },
      actions: [{ do: 'phaseOut', objects: ['bear'] }],
      expect: [{ object: 'bear', phased: { how: 'directly', under: 'A' } }],
    }),
  };

  it('crosses every axis value, first axis slowest', () => {
    expect(cells(toy).map((c) => `${c['a']}.${c['b']}`)).toEqual(['x.one', 'x.two-words', 'y.one', 'y.two-words']);
  });

  it('records the reason of an illegal cell and builds the others with id, generated block and computed requires', () => {
    const out = expandFamily(toy);
    expect(out.find((c) => c.key === 'y.one')).toEqual({
      family: 'toy',
      key: 'y.one',
      axes: { a: 'y', b: 'one' },
      none: { kind: 'illegal', reason: 'y never meets one' },
    });
    const f = out.find((c) => c.key === 'x.two-words')!.fixture!;
    expect(f.id).toBe('sweep-toy-x-two-words');
    expect(f.generated).toEqual({ family: 'toy', cell: 'x.two-words', axes: { a: 'x', b: 'two-words' } });
    expect(f.requires).toEqual({ capabilities: ['effect.phase-out'], cards: ['Grizzly Bears'] });
  });

  it('starts a cell no earlier than the game it plays, and drops a cell the floor leaves no edition of', () => {
    // Kaito Shizuki was first printed in Kamigawa: Neon Dynasty (2022-02-18).
    const late: Family = {
      ...toy,
      build: (c) => ({
        ...toy.build(c),
        editions: c['b'] === 'one' ? { from: '2011-02-04' } : { from: '2011-02-04', before: '2020-08-07' },
        setup: {
          players: [{ id: 'A' }, { id: 'B' }],
          turn: { number: 3, active: 'A', step: 'main1' },
          objects: [{ id: 'kaito', card: 'Kaito Shizuki', owner: 'A', zone: 'battlefield', counters: { loyalty: 3 } }],
        },
        actions: [{ do: 'phaseOut', objects: ['kaito'] }],
        expect: [{ object: 'kaito', phased: { how: 'directly', under: 'A' } }],
      }),
    };
    const out = expandFamily(late);
    expect(out.find((c) => c.key === 'x.one')!.fixture!.editions).toEqual({ from: '2022-02-18' });
    expect(out.find((c) => c.key === 'x.two-words')!.none).toEqual({
      kind: 'illegal',
      reason: 'its range ends before the game had Kaito Shizuki (first printed in Kamigawa: Neon Dynasty, 2022-02-18)',
    });
  });

  it('reports missing, changed and stray files', () => {
    const committed = new Map([
      ['toy/a.json', 'old'],
      ['toy/stray.json', '{}'],
    ]);
    const generated = new Map([
      ['toy/a.json', 'new'],
      ['toy/b.json', '{}'],
    ]);
    expect(staleness(committed, generated)).toEqual([
      'differs: fixtures/generated/toy/a.json',
      'missing: fixtures/generated/toy/b.json',
      'not generated: fixtures/generated/toy/stray.json',
    ]);
  });
});

describe('the shipped families', () => {
  it('give every cell a fixture or a non-empty reason, with unique ids that fit the schema', () => {
    const ids = new Set<string>();
    for (const family of FAMILIES) {
      for (const cell of expandFamily(family)) {
        if (cell.none) {
          expect(cell.none.reason.length).toBeGreaterThan(10);
          continue;
        }
        const id = cell.fixture!.id;
        expect(id).toBe(
          sweepId(
            family.id,
            family.axes.map((a) => cell.axes[a.name]!),
          ),
        );
        expect(id.length).toBeLessThanOrEqual(100);
        expect(ids.has(id)).toBe(false);
        ids.add(id);
      }
    }
  });
});

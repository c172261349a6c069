import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../harness/generated/fixture.js';
import type { CatalogueCard } from '../../../harness/generated/cards.js';
import { seamsFor } from '../faults.js';
import { loadCatalogue } from '../../../harness/sources/load-sources.js';
import { Game } from './game.js';
import { chapterAbility, finalChapter, sagasToSacrifice } from './saga.js';
import { buildGame } from './setup.js';
import { putTriggersOnStack } from './stack.js';
import type { GameObject } from './types.js';

// 714.4 below the level of fixtures: which Sagas the state-based action sacrifices while other triggered abilities
// wait or are on the stack, and Sagas the catalogue doesn't have (none without chapter abilities, none past III).
// No card module is loaded: chapterAbility is called as the card modules load, so a mutant of it that throws would
// fail this file's import rather than its tests, and Stryker counts no failed test for a file that fails to import.
const catalogue = new Map(loadCatalogue().cards.map((c) => [c.name, c]));
const behaviours = new Map();
const HISTORY = catalogue.get('History of Benalia')!;
const illustrative: CatalogueCard[] = [
  { ...HISTORY, name: 'Saga Without Chapters', abilities: [] },
  { ...HISTORY, name: 'Enchantment With Chapters', subtypes: [] },
];
const cardNamed = (name: string) => illustrative.find((c) => c.name === name) ?? catalogue.get(name)!;

/** A's History of Benalia with `lore` lore counters, A's second History with one, and B's Grizzly Bears. */
function game(lore: number, extra: Setup['objects'] = []): { g: Game; saga: GameObject; other: GameObject } {
  const g = new Game('2026-08-07', seamsFor(undefined), behaviours, cardNamed);
  const setup: Setup = {
    players: [{ id: 'A' }, { id: 'B' }],
    turn: { number: 3, active: 'A', step: 'main1' },
    objects: [
      { id: 'saga', card: 'History of Benalia', owner: 'A', zone: 'battlefield', counters: { lore } },
      { id: 'other', card: 'History of Benalia', owner: 'A', zone: 'battlefield', counters: { lore: 1 } },
      { id: 'bear', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
      ...extra,
    ],
  };
  buildGame(g, setup, cardNamed);
  return { g, saga: g.objects.get('saga')!, other: g.objects.get('other')! };
}
const sacrificed = (g: Game) => sagasToSacrifice(g).map((o) => o.id);

describe("a Saga's final chapter number (714.2)", () => {
  it('is the number of its last chapter ability, of any number of digits', () => {
    expect(finalChapter({ card: HISTORY } as GameObject)).toBe(3);
    const long = { ...HISTORY, abilities: [...HISTORY.abilities, { key: 'chapter-10', kind: 'chapter', text: 'X —' }] };
    expect(finalChapter({ card: long } as GameObject)).toBe(10);
  });
});

describe('which Sagas are sacrificed (714.4)', () => {
  it('a Saga whose lore counters reach its final chapter number, and no other permanent', () => {
    expect(sacrificed(game(3).g)).toEqual(['saga']);
    expect(sacrificed(game(2).g)).toEqual([]);
  });

  it('only a Saga permanent with one or more chapter abilities', () => {
    const { g } = game(2, [
      { id: 'chapterless', card: 'Saga Without Chapters', owner: 'A', zone: 'battlefield', counters: { lore: 5 } },
      { id: 'not-a-saga', card: 'Enchantment With Chapters', owner: 'A', zone: 'battlefield', counters: { lore: 5 } },
    ]);
    expect(sacrificed(g)).toEqual([]);
  });

  it('not while one of its own chapter abilities waits to go on the stack', () => {
    const { g, saga } = game(3);
    g.trigger(saga, 'chapter-3');
    expect(sacrificed(g)).toEqual([]);
  });

  it('while only another source’s triggered abilities, or its own other ones, wait to go on the stack', () => {
    const { g, saga, other } = game(3);
    g.trigger(other, 'chapter-1');
    g.trigger(g.objects.get('bear')!, 'not-a-chapter');
    g.trigger(saga, 'not-a-chapter');
    expect(sacrificed(g)).toEqual(['saga']);
  });

  it('not while one of its own chapter abilities is on the stack', () => {
    const { g, saga } = game(3);
    g.trigger(saga, 'chapter-3');
    putTriggersOnStack(g, undefined);
    expect(sacrificed(g)).toEqual([]);
  });

  it('while only another Saga’s chapter ability, or its own other abilities, are on the stack', () => {
    const { g, saga, other } = game(3);
    g.trigger(other, 'chapter-1');
    g.trigger(saga, 'not-a-chapter');
    putTriggersOnStack(g, undefined);
    expect(g.stack).toHaveLength(2);
    expect(sacrificed(g)).toEqual(['saga']);
  });

  it('while the chapter ability on the stack is an earlier object’s, from before the Saga left and returned (400.7)', () => {
    const { g, saga } = game(3);
    g.trigger(saga, 'chapter-3');
    putTriggersOnStack(g, undefined);
    g.moveTo(saga, 'exile');
    g.enterBattlefield(saga, 'A');
    g.pending.splice(0);
    saga.counters.set('lore', 3);
    expect(g.stack.map((s) => s.source.id)).toEqual(['saga']);
    expect(sacrificed(g)).toEqual(['saga']);
  });
});

describe('a chapter ability (714.2b)', () => {
  it('triggers on its own Saga’s lore counters crossing its number, entering or later', () => {
    const [onEntering, onLore] = chapterAbility(2, { resolve: () => undefined });
    const { g, saga, other } = game(1);
    expect([onEntering!.key, onLore!.key]).toEqual(['chapter-2', 'chapter-2']);
    // Events are offered only to abilities listening for their type (events.ts), so each half names its own.
    expect([onEntering!.event, onLore!.event]).toEqual(['enters', 'loreAdded']);
    expect(onLore!.matches(g, saga, { type: 'loreAdded', obj: saga, before: 1, after: 2 })).toBe(true);
    expect(onLore!.matches(g, saga, { type: 'loreAdded', obj: saga, before: 2, after: 3 })).toBe(false);
    expect(onLore!.matches(g, saga, { type: 'loreAdded', obj: saga, before: 0, after: 1 })).toBe(false);
    expect(onLore!.matches(g, saga, { type: 'loreAdded', obj: other, before: 1, after: 2 })).toBe(false);
    expect(onLore!.matches(g, saga, { type: 'enters', obj: saga })).toBe(false);
    saga.counters.set('lore', 2);
    expect(onEntering!.matches(g, saga, { type: 'enters', obj: saga })).toBe(true);
    expect(onEntering!.matches(g, saga, { type: 'tapped', obj: saga })).toBe(false);
    expect(onEntering!.matches(g, saga, { type: 'enters', obj: other })).toBe(false);
  });

  it('with read ahead, only the chosen chapter triggers as the Saga enters (702.155c)', () => {
    const [chapterTwoOnEntering] = chapterAbility(2, { resolve: () => undefined });
    const { g, saga } = game(3);
    saga.memory['loreBefore'] = 2;
    expect(chapterTwoOnEntering!.matches(g, saga, { type: 'enters', obj: saga })).toBe(false);
    saga.memory['loreBefore'] = 1;
    expect(chapterTwoOnEntering!.matches(g, saga, { type: 'enters', obj: saga })).toBe(true);
  });
});

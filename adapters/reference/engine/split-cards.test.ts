import { describe, expect, it } from 'vitest';
import { cast } from './casting.js';
import { IllegalAction, Unsupported } from './errors.js';
import { addMana } from './mana.js';
import { resolveTop } from './stack.js';
import { at, testGame } from './testing/game.js';
import type { Game } from './game.js';

// Split cards (709) and aftermath (702.127) below the level of fixtures, with Rags // Riches: which half
// may be cast from where, what the card is on the stack and elsewhere, and where Riches goes.

const RAGS = '{2}{B}{B}';
const RICHES = '{5}{U}{U}';

function game(zone: 'hand' | 'graveyard', mana: string): Game {
  const g = testGame([at('rr', 'Rags // Riches', zone), at('giant', 'Hill Giant', 'battlefield', 'B')]);
  addMana(g.player('A'), mana);
  return g;
}

const colors = (g: Game) => [...g.characteristics(g.objects.get('rr')!).colors].sort();

describe('casting a half (709.3, 702.127a)', () => {
  it('casts Rags from hand for its own cost, and Riches only from the graveyard', () => {
    const fromHand = game('hand', RAGS + RICHES);
    expect(() => cast(fromHand, 'A', 'rr', undefined, 0, { half: 'Riches' })).toThrow(
      'Riches has aftermath: it can be cast only from a graveyard (702.127a)',
    );
    cast(fromHand, 'A', 'rr', undefined, 0, { half: 'Rags' });
    expect(fromHand.objects.get('rr')!.zone).toBe('stack');
    const fromGraveyard = game('graveyard', RAGS + RICHES);
    expect(() => cast(fromGraveyard, 'A', 'rr', undefined, 0, { half: 'Rags' })).toThrow(IllegalAction);
    cast(fromGraveyard, 'A', 'rr', undefined, 0, { half: 'Riches' });
    expect(fromGraveyard.objects.get('rr')!.zone).toBe('stack');
  });

  it("pays the half's mana cost, not the card's combined one (709.3)", () => {
    const g = game('hand', RAGS);
    cast(g, 'A', 'rr', undefined, 0, { half: 'Rags' });
    expect([...g.player('A').mana.values()].reduce((a, b) => a + b, 0)).toBe(0);
    expect(() => cast(game('graveyard', '{4}{U}{U}'), 'A', 'rr', undefined, 0, { half: 'Riches' })).toThrow(
      IllegalAction,
    );
  });

  it('needs the half named: none is unsupported, a name that is no half is refused', () => {
    expect(() => cast(game('hand', RAGS), 'A', 'rr', undefined, 0, {})).toThrow(
      new Unsupported('Rags // Riches is a split card: the choice "half" names the half cast ("Rags" or "Riches")'),
    );
    expect(() => cast(game('hand', RAGS), 'A', 'rr', undefined, 0, { half: 'Rags // Riches' })).toThrow(
      'Rags // Riches has no half named "Rags // Riches" ("Rags" or "Riches", 709.3)',
    );
  });
});

describe('characteristics (709.3b, 709.4)', () => {
  it("has both halves' colors in the hand and the graveyard, and only the cast half's on the stack", () => {
    const g = game('hand', RAGS);
    expect(colors(g)).toEqual(['B', 'U']);
    cast(g, 'A', 'rr', undefined, 0, { half: 'Rags' });
    expect(colors(g)).toEqual(['B']);
    resolveTop(g, {}, undefined);
    expect(g.objects.get('rr')!.zone).toBe('graveyard');
    expect(colors(g)).toEqual(['B', 'U']);
    addMana(g.player('A'), RICHES);
    cast(g, 'A', 'rr', undefined, 0, { half: 'Riches' });
    expect(colors(g)).toEqual(['U']);
  });
});

describe('leaving the stack (702.127a)', () => {
  it('exiles Riches cast from the graveyard; Rags cast from hand goes to the graveyard', () => {
    const g = game('graveyard', RICHES);
    cast(g, 'A', 'rr', undefined, 0, { half: 'Riches' });
    resolveTop(g, { gain: { B: 'giant' } }, undefined);
    expect(g.objects.get('rr')!.zone).toBe('exile');
    expect(g.controller(g.permanentById('giant')!)).toBe('A');
    const h = game('hand', RAGS);
    cast(h, 'A', 'rr', undefined, 0, { half: 'Rags' });
    resolveTop(h, {}, undefined);
    expect(h.objects.get('rr')!.zone).toBe('graveyard');
  });
});

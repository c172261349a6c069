import { describe, expect, it } from 'vitest';
import { IllegalAction } from './game.js';
import { addMana, addTrackedMana, colorsSpent, manaValue, parseMana, payMana, takeSpentTracked } from './mana.js';
import type { Player, TrackedMana } from './types.js';

// Mana (106) and paying costs (601.2g-h) below the level of fixtures: the pool's arithmetic, what a
// refused payment says, and which tracked mana a payment spends.

/** Just the fields the mana functions read: an id and a pool. */
const player = (): Player => ({ id: 'A', mana: new Map<string, number>() }) as unknown as Player;
const pool = (p: Player): Record<string, number> => Object.fromEntries([...p.mana].filter(([, n]) => n > 0));
const tracked = (color: string): TrackedMana => ({ color, onSpent: () => undefined });

describe('mana symbols', () => {
  it('are read between braces, a number being one symbol', () => {
    expect(parseMana('{10}{W/U}{X}{R}')).toEqual(['10', 'W/U', 'X', 'R']);
    expect(parseMana('')).toEqual([]);
  });
});

describe('adding mana (106.4)', () => {
  it('adds a number as that much colorless mana and each colored symbol as one', () => {
    const p = player();
    addMana(p, '{2}{R}{R}');
    addMana(p, '{1}{G}');
    expect(pool(p)).toEqual({ C: 3, R: 2, G: 1 });
    addMana(p, '{10}');
    expect(pool(p)).toEqual({ C: 13, R: 2, G: 1 });
  });
});

describe('paying mana (601.2h)', () => {
  it('pays a hybrid symbol with either of its colors (107.4e)', () => {
    const white = player();
    addMana(white, '{2}{W}');
    payMana(white, '{2}{G/W}', 0);
    expect(pool(white)).toEqual({});
    const green = player();
    addMana(green, '{G}');
    payMana(green, '{G/W}', 0);
    expect(pool(green)).toEqual({});
    const red = player();
    addMana(red, '{R}');
    expect(() => payMana(red, '{G/W}', 0)).toThrow(IllegalAction);
    expect(pool(red)).toEqual({ R: 1 });
  });
  it('pays colored symbols with their color and generic with what is left, keeping the rest', () => {
    const p = player();
    addMana(p, '{2}{R}{G}{G}');
    payMana(p, '{1}{R}{G}', 0);
    expect(Object.values(pool(p)).reduce((a, b) => a + b, 0)).toBe(2);
    expect(p.mana.get('R') ?? 0).toBe(0);
  });

  it('pays a generic cost of ten or more', () => {
    const p = player();
    addMana(p, '{12}');
    payMana(p, '{10}', 0);
    expect(pool(p)).toEqual({ C: 2 });
  });

  it('names in a refusal only the mana left in the pool, each kind with its count', () => {
    const p = player();
    addMana(p, '{1}{R}{G}{G}');
    payMana(p, '{R}', 0);
    expect(() => payMana(p, '{5}', 0)).toThrow(new IllegalAction("cannot pay {5}: {C}×1 {G}×2 in A's mana pool"));
  });

  it('pays X as that much generic mana', () => {
    const p = player();
    addMana(p, '{3}');
    payMana(p, '{X}', 2);
    expect(pool(p)).toEqual({ C: 1 });
  });

  it('refuses a colored symbol the pool lacks, naming it, and leaves the pool as it was', () => {
    const p = player();
    addMana(p, '{3}');
    expect(() => payMana(p, '{1}{U}', 0)).toThrow(
      new IllegalAction("cannot pay {U} of {1}{U}: {C}×3 in A's mana pool"),
    );
    expect(pool(p)).toEqual({ C: 3 });
  });

  it('refuses too little mana for the generic part, saying X, or that the pool is empty', () => {
    const p = player();
    addMana(p, '{1}');
    expect(() => payMana(p, '{X}', 2)).toThrow(new IllegalAction("cannot pay {X} with X=2: {C}×1 in A's mana pool"));
    expect(() => payMana(player(), '{1}', 0)).toThrow(new IllegalAction("cannot pay {1}: nothing in A's mana pool"));
  });
});

describe('tracked mana (spent on what it was spent on)', () => {
  it('is spent only when the untracked mana of its color is not enough', () => {
    const p = player();
    addMana(p, '{G}');
    const [g1, g2] = [tracked('G'), tracked('G')];
    addTrackedMana(p, g1);
    addTrackedMana(p, g2);
    addTrackedMana(p, tracked('U'));
    expect(pool(p)).toEqual({ G: 3, U: 1 });
    payMana(p, '{G}{G}', 0);
    expect(takeSpentTracked(p)).toEqual([g1]);
    expect(p.trackedMana!.map((t) => t.color)).toEqual(['G', 'U']);
  });

  it('is none when nothing is tracked', () => {
    const p = player();
    addMana(p, '{G}');
    payMana(p, '{G}', 0);
    expect(takeSpentTracked(p)).toEqual([]);
  });
});

describe('the colors a payment spent (601.2h)', () => {
  it('are the colors the pool holds less of after it, not those it still holds all of', () => {
    const p = player();
    addMana(p, '{2}{B}{G}{G}{W}');
    const before = p.mana;
    payMana(p, '{2}{B/G}{G}', 0);
    expect([...colorsSpent(before, p.mana)].sort()).toEqual(['B', 'G']); // the {W} is left in the pool
    expect([...colorsSpent(p.mana, p.mana)]).toEqual([]);
  });
});

describe('manaValue (202.3)', () => {
  it('counts numbers, coloured and hybrid symbols, and a {2/W} as 2 (202.3f)', () => {
    expect(['{2}{B}', '{W/U}{W/U}', '{2/W}{2/W}', '{12}', ''].map((cost) => manaValue(cost))).toEqual([3, 2, 4, 12, 0]);
  });

  it('counts X as 0 off the stack and as its chosen value on it (202.3e)', () => {
    expect([manaValue('{X}{R}'), manaValue('{X}{X}{R}', 2)]).toEqual([1, 5]);
  });
});

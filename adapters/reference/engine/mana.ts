import { IllegalAction } from './game.js';
import type { Player, TrackedMana } from './types.js';

const SYMBOL = /\{([^}]+)\}/g;

/** Mana strings come from card data and fixtures, a few dozen distinct ones: each is parsed once. */
const parsed = new Map<string, readonly string[]>();

export function parseMana(s: string): readonly string[] {
  let symbols = parsed.get(s);
  if (!symbols) {
    symbols = [...s.matchAll(SYMBOL)].map((m) => m[1]!);
    parsed.set(s, symbols);
  }
  return symbols;
}

/**
 * 202.3: the mana value of a mana cost: a number symbol its number, a monocolored hybrid symbol such as {2/W}
 * its larger part (202.3f), X the value chosen for it on the stack and 0 elsewhere (202.3e), any other symbol 1.
 */
export function manaValue(manaCost: string, x = 0): number {
  let total = 0;
  for (const symbol of parseMana(manaCost)) {
    const generic = /^(\d+)(?:\/|$)/.exec(symbol);
    total += generic ? Number(generic[1]) : symbol === 'X' ? x : 1;
  }
  return total;
}

export function addMana(p: Player, mana: string): void {
  for (const sym of parseMana(mana)) {
    if (/^\d+$/.test(sym)) p.mana.set('C', (p.mana.get('C') ?? 0) + Number(sym));
    else p.mana.set(sym, (p.mana.get(sym) ?? 0) + 1);
  }
}

/** Pays a cost from the mana pool, or throws IllegalAction without touching the pool. */
export function payMana(p: Player, cost: string, x: number): void {
  const pool = new Map(p.mana);
  let generic = 0;
  for (const sym of parseMana(cost)) {
    if (sym === 'X') generic += x;
    else if (/^\d+$/.test(sym)) generic += Number(sym);
    else {
      const paidWith = sym.split('/').find((color) => (pool.get(color) ?? 0) >= 1); // hybrid: either (107.4e)
      if (paidWith === undefined)
        throw new IllegalAction(`cannot pay {${sym}} of ${cost}: ${describe(p.mana)} in ${p.id}'s mana pool`);
      pool.set(paidWith, pool.get(paidWith)! - 1);
    }
  }
  for (const [sym, n] of pool) {
    const use = Math.min(n, generic);
    pool.set(sym, n - use);
    generic -= use;
  }
  if (generic > 0)
    throw new IllegalAction(`cannot pay ${cost}${x ? ` with X=${x}` : ''}: ${describe(p.mana)} in ${p.id}'s mana pool`);
  p.mana = pool;
}

const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;

/**
 * The colors of mana a payment spent (106.1, 601.2h): each color the pool holds less of after it than
 * before. "If {B} was spent to cast this spell" asks only whether any was (Cankerous Thirst).
 */
export function colorsSpent(before: ReadonlyMap<string, number>, after: ReadonlyMap<string, number>): Set<string> {
  return new Set(COLORS.filter((c) => (after.get(c) ?? 0) < (before.get(c) ?? 0)));
}

/** Adds one mana that remembers what it is spent on. */
export function addTrackedMana(p: Player, tracked: TrackedMana): void {
  addMana(p, `{${tracked.color}}`);
  p.trackedMana = [...(p.trackedMana ?? []), tracked];
}

/**
 * After a payment, takes the tracked mana it used. The fixture vocabulary doesn't say which mana of a
 * color pays (601.2h lets the player choose), so a player spends the untracked mana of a color first:
 * tracked mana is spent only when what is left of that color can't all be tracked.
 */
export function takeSpentTracked(p: Player): TrackedMana[] {
  const tracked = p.trackedMana ?? [];
  if (tracked.length === 0) return [];
  const spent: TrackedMana[] = [];
  for (const color of new Set(tracked.map((t) => t.color))) {
    const ofColor = tracked.filter((t) => t.color === color);
    spent.push(...ofColor.slice(0, Math.max(0, ofColor.length - (p.mana.get(color) ?? 0))));
  }
  p.trackedMana = tracked.filter((t) => !spent.includes(t));
  return spent;
}

function describe(pool: Map<string, number>): string {
  const s = [...pool]
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `{${k}}×${n}`)
    .join(' ');
  return s || 'nothing';
}

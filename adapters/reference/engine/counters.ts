import type { GameObject, Permanent } from './types.js';

// Counters (122): the verbs that put them on objects and take them off. Neither cards nor the other
// engine rules write an object's counters themselves (cards/state-writes.test.ts lists the two
// engine files that may: setup.ts and observe.ts): a permanent's go through the verbs that take a
// `Permanent`, so only one that exists is changed (702.26b).

/** 122.1: puts n counters of a kind on a permanent that exists. */
export function putCounters(perm: Permanent, kind: string, n: number): void {
  addCounters(perm, kind, n);
}

/** 122.1: removes up to n counters of a kind from a permanent that exists (all of them when n is omitted); returns how many. */
export function removeCounters(perm: Permanent, kind: string, n = Infinity): number {
  return takeCounters(perm, kind, n);
}

/**
 * 122.2: counters on an object are not kept when it moves from one zone to another; they don't
 * leave as "removed" counters, they cease to exist (so nothing that counts removals sees them).
 */
export function countersCeaseToExist(moved: GameObject): void {
  moved.counters = new Map();
}

/**
 * 122.1 with a signed change (a loyalty cost, 606.4: +N puts counters, -N removes them); returns the
 * change made.
 */
export function changeCounters(perm: Permanent, kind: string, change: number): number {
  if (change >= 0) {
    addCounters(perm, kind, change);
    return change;
  }
  return -takeCounters(perm, kind, -change);
}

/**
 * 122.6: the object enters the battlefield with n counters of a kind on it (an "as it enters" hook
 * such as fading or read ahead): set before it is a permanent, so it is one with them.
 */
export function entersWithCounters(entering: GameObject, kind: string, n: number): void {
  if (n > 0) entering.counters.set(kind, n);
  else entering.counters.delete(kind);
}

/**
 * Counters on a card in a zone other than the battlefield (Ertai's Meddling's delay counters on an
 * exiled card). Never a permanent's: those go through `putCounters`, which takes a `Permanent`.
 */
export function putCountersOnCard(card: GameObject, kind: string, n: number): void {
  notOnTheBattlefield(card);
  addCounters(card, kind, n);
}

/** Removes up to n counters of a kind from a card in a zone other than the battlefield; returns how many. */
export function removeCountersFromCard(card: GameObject, kind: string, n = Infinity): number {
  notOnTheBattlefield(card);
  return takeCounters(card, kind, n);
}

function addCounters(obj: GameObject, kind: string, n: number): void {
  if (n > 0) obj.counters.set(kind, (obj.counters.get(kind) ?? 0) + n);
}

function takeCounters(obj: GameObject, kind: string, n: number): number {
  const had = obj.counters.get(kind) ?? 0;
  const taken = Math.min(had, Math.max(0, n));
  if (had - taken > 0) obj.counters.set(kind, had - taken);
  else obj.counters.delete(kind);
  return taken;
}

function notOnTheBattlefield(card: GameObject): void {
  if (card.zone === 'battlefield')
    throw new Error(`${card.id} is on the battlefield: its counters are a permanent's (putCounters / removeCounters)`);
}

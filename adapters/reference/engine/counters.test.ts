import { describe, expect, it } from 'vitest';
import {
  changeCounters,
  countersCeaseToExist,
  entersWithCounters,
  putCounters,
  putCountersOnCard,
  removeCounters,
  removeCountersFromCard,
} from './counters.js';
import type { GameObject, Permanent, Zone } from './types.js';

// The counter verbs (122) below the level of fixtures: the arithmetic of putting and removing, which a
// fixture sees only through the few counts its cards happen to reach.

/** Just the fields the verbs read: an id, a zone and the counters. */
function object(zone: Zone, counters: Record<string, number> = {}): GameObject {
  return { id: 'o1', zone, counters: new Map(Object.entries(counters)) } as unknown as GameObject;
}
const permanent = (counters: Record<string, number> = {}): Permanent => object('battlefield', counters) as Permanent;
const countersOf = (o: GameObject): Record<string, number> => Object.fromEntries(o.counters);

describe('putting counters (122.1)', () => {
  it('adds to the counters of that kind already there and leaves other kinds alone', () => {
    const p = permanent({ time: 2, fade: 1 });
    putCounters(p, 'time', 3);
    expect(countersOf(p)).toEqual({ time: 5, fade: 1 });
  });

  it('puts nothing, not even a zero entry, for zero counters', () => {
    const p = permanent();
    putCounters(p, 'time', 0);
    expect(p.counters.has('time')).toBe(false);
  });
});

describe('removing counters (122.1)', () => {
  it('removes up to n and says how many it removed', () => {
    const p = permanent({ time: 3 });
    expect(removeCounters(p, 'time', 2)).toBe(2);
    expect(countersOf(p)).toEqual({ time: 1 });
  });

  it('removes all of them when n is omitted, leaving no entry', () => {
    const p = permanent({ time: 3 });
    expect(removeCounters(p, 'time')).toBe(3);
    expect(p.counters.has('time')).toBe(false);
  });

  it('removes no more than there are', () => {
    const p = permanent({ time: 1 });
    expect(removeCounters(p, 'time', 4)).toBe(1);
    expect(p.counters.has('time')).toBe(false);
  });

  it('removes exactly the last one, leaving no entry', () => {
    const p = permanent({ time: 2 });
    expect(removeCounters(p, 'time', 2)).toBe(2);
    expect(p.counters.has('time')).toBe(false);
  });

  it('removes none for a negative n', () => {
    const p = permanent({ time: 2 });
    expect(removeCounters(p, 'time', -1)).toBe(0);
    expect(countersOf(p)).toEqual({ time: 2 });
  });

  it('removes none of a kind it does not have', () => {
    const p = permanent({ fade: 1 });
    expect(removeCounters(p, 'time', 1)).toBe(0);
    expect(countersOf(p)).toEqual({ fade: 1 });
  });
});

describe('a signed change (606.4: a loyalty cost)', () => {
  it('puts counters for +N and returns N', () => {
    const p = permanent({ loyalty: 3 });
    expect(changeCounters(p, 'loyalty', 2)).toBe(2);
    expect(countersOf(p)).toEqual({ loyalty: 5 });
  });

  it('removes counters for -N and returns the (negative) change made', () => {
    const p = permanent({ loyalty: 3 });
    expect(changeCounters(p, 'loyalty', -2)).toBe(-2);
    expect(countersOf(p)).toEqual({ loyalty: 1 });
  });

  it('changes nothing for 0', () => {
    const p = permanent({ loyalty: 3 });
    expect(changeCounters(p, 'loyalty', 0)).toBe(0);
    expect(countersOf(p)).toEqual({ loyalty: 3 });
  });
});

describe('entering with counters (122.6)', () => {
  it('sets the count the object enters with', () => {
    const o = object('stack', { fade: 9 });
    entersWithCounters(o, 'fade', 2);
    expect(countersOf(o)).toEqual({ fade: 2 });
  });

  it('leaves no entry when it enters with none', () => {
    const o = object('stack', { fade: 9 });
    entersWithCounters(o, 'fade', 0);
    expect(o.counters.has('fade')).toBe(false);
  });
});

describe('counters on a card outside the battlefield', () => {
  it('are put on and removed from a card in exile', () => {
    const c = object('exile');
    putCountersOnCard(c, 'delay', 2);
    expect(removeCountersFromCard(c, 'delay', 1)).toBe(1);
    expect(countersOf(c)).toEqual({ delay: 1 });
  });

  it("are refused for a permanent, whose counters go through the permanent's verbs", () => {
    expect(() => putCountersOnCard(object('battlefield'), 'delay', 1)).toThrow(
      'o1 is on the battlefield: its counters are a permanent',
    );
    expect(() => removeCountersFromCard(object('battlefield', { delay: 1 }), 'delay')).toThrow(/on the battlefield/);
  });

  it('cease to exist when the object changes zones (122.2)', () => {
    const c = object('exile', { delay: 2 });
    countersCeaseToExist(c);
    expect(c.counters.size).toBe(0);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../../../harness/paths.js';
import type { Game } from './game-interface.js';
import type { Permanent } from './game.js';
import { putCounters, removeCounters } from './counters.js';
import { tapPermanent, untapPermanent } from './casting.js';
import type { GameObject } from './types.js';

// A handle (an id, a target, an ObjectRef) resolves to a permanent only if it exists (702.26b): cards
// and rules reach objects through the battlefield's resolvers (`Game.permanent`, `permanentById`,
// `cardIn`, ...) or the named door (`Game.phasedOutFor`), never through the raw maps that also hold
// phased-out permanents. These are the only files that may touch those maps, each with its reason.
const ALLOWED: Readonly<Record<'store' | 'phasedOutMap', Readonly<Record<string, string>>>> = {
  store: {
    'engine/game.ts': 'holds the object store and the resolvers over it',
    'engine/setup.ts': "builds the store from a fixture's setup",
    'engine/zones.ts': 'a token created during play is a new object (111.1)',
    'engine/observe.ts': 'the observation reports every object, phased out or not, as the harness sees the state',
    'engine/prepare.ts':
      'a copy of a prepare spell is a new object in exile (722.3c) until it ceases to exist (704.5e)',
  },
  phasedOutMap: {
    'engine/battlefield.ts': 'owns the phased-in and phased-out maps and the door',
    'faults/effects.ts': "a fault's durations look at phased-out permanents the rules would not",
  },
};

/** Raw reads of the object store (`g.objects`, `this.objects`, `game.objects`). */
const STORE = /\b(?:g|game|this)\s*\.\s*objects\b/;
/** Raw reads of the phased-out map, past the door. */
const PHASED_OUT_MAP = /\.phasedOut\s*\.\s*(?:get|has|values|keys|entries|forEach|size|set|delete)\b/;

const ROOT = fromRoot('adapters', 'reference');
function sourceFiles(): string[] {
  return ['engine', 'cards', 'faults'].flatMap((dir) =>
    readdirSync(`${ROOT}/${dir}`)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => `${dir}/${f}`),
  );
}

function offenders(pattern: RegExp, allowed: Readonly<Record<string, string>>): string[] {
  return sourceFiles().filter((f) => !(f in allowed) && pattern.test(readFileSync(`${ROOT}/${f}`, 'utf8')));
}

describe('the object store and the phased-out map', () => {
  it('are read only by the modules that own them (cards and verbs go through the resolvers or the door)', () => {
    expect(offenders(STORE, ALLOWED.store)).toEqual([]);
    expect(offenders(PHASED_OUT_MAP, ALLOWED.phasedOutMap)).toEqual([]);
  });

  it('has no stale entry in the allowed list', () => {
    const stale = (pattern: RegExp, allowed: Readonly<Record<string, string>>) =>
      Object.keys(allowed).filter((f) => !pattern.test(readFileSync(`${ROOT}/${f}`, 'utf8')));
    expect(stale(STORE, ALLOWED.store)).toEqual([]);
    expect(stale(PHASED_OUT_MAP, ALLOWED.phasedOutMap)).toEqual([]);
  });

  it('recognises the raw reads it forbids, and not the arrays that share the names', () => {
    for (const line of ['g.objects.get(id)', 'this.objects.values()', 'game .objects']) expect(line).toMatch(STORE);
    for (const line of ['setup.objects.map(f)', 'link.objects.find(f)', 'a.objects']) expect(line).not.toMatch(STORE);
    for (const line of ['g.field.phasedOut.get(id)', 'this.phasedOut.values()']) expect(line).toMatch(PHASED_OUT_MAP);
    expect('g.phasedOutFor(reader)').not.toMatch(PHASED_OUT_MAP);
  });
});

describe('the verbs', () => {
  it('take a Permanent, which a bare GameObject is not (the guard is the type)', () => {
    // Type-checked by `npm run typecheck`; never called.
    const verbs = (g: Game, o: GameObject, p: Permanent) => {
      // @ts-expect-error a GameObject must be resolved through the battlefield before a verb takes it
      g.destroy(o);
      // @ts-expect-error as above: exile
      g.exile(o);
      // @ts-expect-error as above: sacrifice
      g.sacrifice(o, 'A');
      // @ts-expect-error as above: bounce
      g.returnToHand(o);
      // @ts-expect-error as above: tap
      tapPermanent(g, o);
      // @ts-expect-error as above: untap
      untapPermanent(g, o);
      // @ts-expect-error as above: counters
      putCounters(o, 'time', 1);
      // @ts-expect-error as above: counters
      removeCounters(o, 'time', 1);
      // @ts-expect-error as above: damage
      g.dealDamage({ object: o }, 1);
      g.destroy(p);
      g.dealDamage({ object: p }, 1);
      const q: GameObject = p; // a Permanent is still an object
      return q;
    };
    expect(typeof verbs).toBe('function');
  });
});

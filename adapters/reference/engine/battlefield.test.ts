import { describe, expect, it } from 'vitest';
import { Battlefield, MembershipMap } from './battlefield.js';
import type { GameObject, PhasedOutReader } from './types.js';

// The battlefield's bookkeeping below the level of fixtures: its maps and cached lists must follow every change of
// membership, and a reader sees phased-out permanents only when the seams let it (a faulty engine's).
const obj = (id: string, name = id): GameObject =>
  ({ id, card: { name }, incarnation: 0, phased: null }) as unknown as GameObject;
const UNDER_A = { how: 'directly', under: 'A' } as const;

/** Behaviours by card name: 'lord' has a modify static, 'thief' a control one, 'plain' statics of no kind. */
const behaviours = new Map<string, { statics?: object[] }>([
  ['lord', { statics: [{ modify: () => undefined }] }],
  ['thief', { statics: [{ control: () => undefined }, { animate: () => undefined }] }],
  ['shaper', { statics: [{ addSubtypes: () => undefined }] }],
  ['plain', { statics: [{}] }],
]);

function battlefield(seen: PhasedOutReader[] = []): Battlefield {
  return new Battlefield({ seesPhasedOut: (reader) => seen.includes(reader) }, (o) => behaviours.get(o.card.name));
}
const ids = (list: Iterable<GameObject>) => [...list].map((o) => o.id);

describe('MembershipMap', () => {
  it('counts a change of membership, and nothing else', () => {
    const m = new MembershipMap();
    const a = obj('a');
    m.set('a', a);
    expect(m.version).toBe(1);
    m.set('a', a);
    expect(m.version).toBe(1);
    m.set('a', obj('a'));
    expect(m.version).toBe(2);
    expect(m.delete('b')).toBe(false);
    expect(m.version).toBe(2);
    expect(m.delete('a')).toBe(true);
    expect(m.version).toBe(3);
    m.clear();
    expect(m.version).toBe(4);
  });
});

describe('the battlefield (702.26b, 702.26d)', () => {
  it('keeps a permanent in one map at a time, with its status', () => {
    const bf = battlefield();
    const a = obj('a');
    bf.put(a);
    bf.phaseOut(a, UNDER_A);
    expect([ids(bf.phasedIn.values()), ids(bf.phasedOut.values()), a.phased]).toEqual([[], ['a'], UNDER_A]);
    bf.phaseIn(a);
    expect([ids(bf.phasedIn.values()), ids(bf.phasedOut.values()), a.phased]).toEqual([['a'], [], null]);
    bf.putPhasedOut(a, UNDER_A);
    bf.remove(a);
    expect([ids(bf.phasedIn.values()), ids(bf.phasedOut.values()), a.phased]).toEqual([[], [], null]);
    const b = obj('b');
    b.phased = UNDER_A;
    bf.put(b);
    expect(b.phased).toBeNull();
  });

  it('lists the permanents that exist, again after each change', () => {
    const bf = battlefield();
    const [a, b] = [obj('a'), obj('b')];
    bf.put(a);
    expect(ids(bf.permanents())).toEqual(['a']);
    bf.put(b);
    expect(ids(bf.permanents())).toEqual(['a', 'b']);
    bf.phaseOut(a, UNDER_A);
    expect(ids(bf.permanents())).toEqual(['b']);
    expect(bf.isPhasedIn(a)).toBe(false);
    expect(bf.isPhasedIn(b)).toBe(true);
  });

  it('shows a phased-out permanent only to a reader the seams let see it', () => {
    const bf = battlefield(['battlefield', 'trigger-listener']);
    const [a, b] = [obj('a'), obj('b')];
    bf.put(a);
    bf.putPhasedOut(b, UNDER_A);
    expect(ids(bf.permanents())).toEqual(['a', 'b']);
    expect(ids(bf.phasedOutFor('trigger-listener'))).toEqual(['b']);
    expect(ids(bf.phasedOutFor('handle'))).toEqual([]);
    expect(bf.phasedOutById('trigger-listener', 'b')).toBe(b);
    expect(bf.phasedOutById('handle', 'b')).toBeUndefined();
    expect(bf.permanentById('b')).toBeUndefined();
    expect(bf.permanentById('b', 'trigger-listener')).toBe(b);
  });

  it('shows a phased-out permanent by id to a reader of handles, the default, only if the seams let it', () => {
    const [b, c] = [obj('b'), obj('c')];
    const sees = battlefield(['handle']);
    sees.putPhasedOut(b, UNDER_A);
    expect([sees.permanentById('b'), sees.asPermanent(b)]).toEqual([b, b]);
    const blind = battlefield();
    blind.putPhasedOut(c, UNDER_A);
    expect([blind.permanentById('c'), blind.asPermanent(c)]).toEqual([undefined, undefined]);
  });

  it('rebuilds its list when only the phased-out permanents change, the first change included', () => {
    const bf = battlefield(['battlefield']);
    const [a, b] = [obj('a'), obj('b')];
    bf.putPhasedOut(a, UNDER_A);
    expect(ids(bf.permanents())).toEqual(['a']);
    bf.putPhasedOut(b, UNDER_A);
    expect(ids(bf.permanents())).toEqual(['a', 'b']);
  });

  it('adds to the existing permanents only those a reader also sees, once each', () => {
    const bf = battlefield(['trigger-listener']);
    const [a, b] = [obj('a'), obj('b')];
    bf.put(a);
    expect(bf.existingFor('trigger-listener')).toBe(bf.permanents());
    bf.putPhasedOut(b, UNDER_A);
    expect(ids(bf.existingFor('trigger-listener'))).toEqual(['a', 'b']);
    expect(ids(bf.existingFor('handle'))).toEqual(['a']);
    const both = battlefield(['trigger-listener', 'battlefield']);
    both.putPhasedOut(b, UNDER_A);
    expect(ids(both.existingFor('trigger-listener'))).toEqual(['b']);
  });

  it('finds a permanent by reference only as the same object (400.7)', () => {
    const bf = battlefield();
    const a = obj('a');
    bf.put(a);
    expect(bf.permanent({ id: 'a', incarnation: 0 })).toBe(a);
    expect(bf.permanent({ id: 'a', incarnation: 1 })).toBeUndefined();
    expect(bf.asPermanent(a)).toBe(a);
    expect(bf.asPermanent(obj('a'))).toBeUndefined();
  });

  it('lists the sources of each kind of static ability, again after each change', () => {
    const bf = battlefield();
    const [lord, thief, shaper, plain, bear] = ['lord', 'thief', 'shaper', 'plain', 'bear'].map((n) => obj(n));
    for (const o of [lord!, thief!, shaper!, plain!]) bf.put(o);
    expect(ids(bf.sourcesWith('modify'))).toEqual(['lord']);
    expect(ids(bf.sourcesWith('control'))).toEqual(['thief']);
    expect(ids(bf.sourcesWith('animate'))).toEqual(['thief']);
    expect(ids(bf.sourcesWith('subtypes'))).toEqual(['shaper']);
    // Unchanged membership, the same list: the layers ask for it on every characteristic (the cache's point).
    expect(bf.sourcesWith('modify')).toBe(bf.sourcesWith('modify'));
    bf.put(bear!);
    bf.phaseOut(lord!, UNDER_A);
    expect(ids(bf.sourcesWith('modify'))).toEqual([]);
    bf.phaseIn(lord!);
    expect(ids(bf.sourcesWith('modify'))).toEqual(['lord']);
  });
});

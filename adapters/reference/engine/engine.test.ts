import { describe, expect, it } from 'vitest';
import { testGame } from './testing/game.js';
import type { Setup } from '../../../harness/generated/fixture.js';
import type { FaultId } from '../faults.js';
import { rulesFor } from './editions.js';
import type { Game } from './game.js';
import { phaseIn, phaseOut, untapStepPhasing } from './phasing.js';
import { checkStateBasedActions } from './sba.js';
import type { GameObject } from './types.js';

// Unit tests of the engine's state transitions, below the level of fixtures: what each primitive
// does to the state, so a regression points at the primitive rather than at a scenario.

const game = (objects: Setup['objects'], opts: { edition?: string; fault?: FaultId; active?: string } = {}): Game =>
  testGame(objects, opts);

const obj = (g: Game, id: string): GameObject => g.objects.get(id)!;

describe('phasing out (702.26b, g, h)', () => {
  it('moves a permanent out of the battlefield map, keeps its zone, and records who it phased out under', () => {
    const g = game([{ id: 'bear', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield', controller: 'B' }]);
    phaseOut(g, [obj(g, 'bear')]);
    expect(g.battlefield.has('bear')).toBe(false);
    expect(g.field.phasedOut.get('bear')?.phased).toEqual({ how: 'directly', under: 'B' });
    expect(obj(g, 'bear').zone).toBe('battlefield');
    expect(g.permanents()).toEqual([]);
  });

  it('takes attachments along indirectly, even when they are named too', () => {
    const g = game([
      { id: 'bear', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
      { id: 'aura', card: 'Pacifism', owner: 'B', zone: 'battlefield', attachedTo: 'bear' },
    ]);
    phaseOut(g, [obj(g, 'bear'), obj(g, 'aura')]);
    expect(obj(g, 'bear').phased?.how).toBe('directly');
    expect(obj(g, 'aura').phased).toEqual({ how: 'indirectly', under: 'B' });
  });

  it('decides every "phased out under" before any control effect ends because of the phasing', () => {
    const g = game([
      { id: 'stealer', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
      { id: 'stolen', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
    ]);
    const stealerRef = g.ref(obj(g, 'stealer'));
    g.addEffect({
      controller: 'A',
      affected: [g.ref(obj(g, 'stolen'))],
      duration: {
        kind: 'forAsLongAs',
        holds: () => g.stillControls('A', stealerRef),
        description: 'for as long as A controls stealer',
      },
      change: { kind: 'control', player: 'A' },
    });
    expect(g.controller(obj(g, 'stolen'))).toBe('A');
    phaseOut(g, [obj(g, 'stealer'), obj(g, 'stolen')]);
    expect(obj(g, 'stolen').phased?.under).toBe('A');
    // 702.26f: the "for as long as" effect ended when its source phased out.
    expect(g.controller(obj(g, 'stolen'))).toBe('B');
  });
});

describe('phasing in (702.26c, i)', () => {
  it('brings indirect attachments back with their host', () => {
    const g = game([
      { id: 'bear', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield', phased: { how: 'directly', under: 'A' } },
      {
        id: 'aura',
        card: 'Pacifism',
        owner: 'B',
        zone: 'battlefield',
        attachedTo: 'bear',
        phased: { how: 'indirectly', under: 'B' },
      },
    ]);
    phaseIn(g, [obj(g, 'bear')]);
    expect(g.isPhasedIn(obj(g, 'bear'))).toBe(true);
    expect(g.isPhasedIn(obj(g, 'aura'))).toBe(true);
    expect(obj(g, 'aura').attachedTo).toMatchObject({ object: 'bear' });
  });

  it('phases a directly phased-out Aura in unattached when its creature has left, and the SBA then bins it (704.5m)', () => {
    const g = game([
      { id: 'bear', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
      {
        id: 'aura',
        card: 'Pacifism',
        owner: 'B',
        zone: 'battlefield',
        attachedTo: 'bear',
        phased: { how: 'directly', under: 'B' },
      },
    ]);
    g.moveTo(obj(g, 'bear'), 'graveyard');
    phaseIn(g, [obj(g, 'aura')]);
    expect(obj(g, 'aura').attachedTo).toBeNull();
    checkStateBasedActions(g);
    expect(obj(g, 'aura').zone).toBe('graveyard');
  });

  it('does not phase in indirectly phased-out permanents by themselves', () => {
    const g = game([
      { id: 'bear', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield', phased: { how: 'directly', under: 'A' } },
      {
        id: 'aura',
        card: 'Pacifism',
        owner: 'A',
        zone: 'battlefield',
        attachedTo: 'bear',
        phased: { how: 'indirectly', under: 'A' },
      },
    ]);
    expect(phaseIn(g, [obj(g, 'aura')])).toEqual([]);
    expect(g.isPhasedIn(obj(g, 'aura'))).toBe(false);
  });
});

describe('the untap step (502.1, 702.26a)', () => {
  it("phases out the active player's permanents with phasing and phases in what phased out under them, at once", () => {
    const g = game([
      { id: 'croc', card: 'Sandbar Crocodile', owner: 'A', zone: 'battlefield' },
      {
        id: 'back',
        card: 'Sandbar Crocodile',
        owner: 'A',
        zone: 'battlefield',
        phased: { how: 'directly', under: 'A' },
      },
      { id: 'theirs', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield', phased: { how: 'directly', under: 'B' } },
    ]);
    untapStepPhasing(g);
    expect(g.isPhasedIn(obj(g, 'croc'))).toBe(false);
    expect(g.isPhasedIn(obj(g, 'back'))).toBe(true); // phased in, not out again in the same event
    expect(g.isPhasedIn(obj(g, 'theirs'))).toBe(false);
  });
});

describe('state-based actions ignore what does not exist (702.26b)', () => {
  it('leaves a phased-out creature with lethal damage alone, and destroys it under the fault that lets SBAs see it', () => {
    const objects: Setup['objects'] = [
      {
        id: 'bear',
        card: 'Grizzly Bears',
        owner: 'A',
        zone: 'battlefield',
        damage: 5,
        phased: { how: 'directly', under: 'A' },
      },
    ];
    const right = game(objects);
    checkStateBasedActions(right);
    expect(obj(right, 'bear').zone).toBe('battlefield');
    const wrong = game(objects, { fault: 'phased-out-checked-by-sba' });
    checkStateBasedActions(wrong);
    expect(obj(wrong, 'bear').zone).toBe('graveyard');
  });
});

describe('objects and references (400.7)', () => {
  it('makes a card that changes zones a new object: old references no longer find it', () => {
    const g = game([{ id: 'bear', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' }]);
    const before = g.ref(obj(g, 'bear'));
    g.moveTo(obj(g, 'bear'), 'graveyard');
    expect(g.permanent(before)).toBeUndefined();
    expect(obj(g, 'bear').incarnation).toBe(before.incarnation + 1);
  });

  it('phasing keeps the same object: references still find it once it phases back in', () => {
    const g = game([{ id: 'bear', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield', counters: { '+1/+1': 1 } }]);
    const before = g.ref(obj(g, 'bear'));
    phaseOut(g, [obj(g, 'bear')]);
    expect(g.permanent(before)).toBeUndefined(); // not targetable while phased out
    phaseIn(g, [obj(g, 'bear')]);
    expect(g.permanent(before)).toBe(obj(g, 'bear'));
    expect(obj(g, 'bear').counters.get('+1/+1')).toBe(1);
  });
});

describe('characteristics', () => {
  it('are memoized only while reading, so a change outside is seen at once', () => {
    const g = game([{ id: 'bear', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' }]);
    expect(g.characteristics(obj(g, 'bear')).power).toBe(2);
    obj(g, 'bear').counters.set('+1/+1', 2);
    expect(g.characteristics(obj(g, 'bear')).power).toBe(4);
    g.reading(() => {
      const first = g.characteristics(obj(g, 'bear'));
      expect(g.characteristics(obj(g, 'bear'))).toBe(first);
    });
  });
});

describe('edition switches', () => {
  it('name the meaning whose text changed and flip on the change date', () => {
    expect(rulesFor('2017-07-08')['PH-TOKENS-CEASE']).toBe(true);
    expect(rulesFor('2017-08-25')['PH-TOKENS-CEASE']).toBe(false);
    expect(rulesFor('2020-07-03')['RR-PHASE-OUT-UNTIL']).toBe(false);
    expect(rulesFor('2020-08-07')['RR-PHASE-OUT-UNTIL']).toBe(true);
  });
});

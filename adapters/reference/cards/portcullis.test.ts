import { describe, expect, it } from 'vitest';
import { emit } from '../engine/events.js';
import type { Game } from '../engine/game-interface.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { portcullis } from './portcullis.js';

// "Whenever a creature enters, if there are two or more other creatures on the battlefield, exile that
// creature. Return that card to the battlefield under its owner's control when Portcullis leaves the
// battlefield." The intervening "if" is checked as it triggers and again as it resolves (603.4); "other"
// leaves the entering creature out of the count; a creature that has phased out doesn't exist (702.26b), so
// it is neither counted nor exiled.

const trigger = portcullis.triggers!.find((t) => t.key === 'trigger-creature-enters')!;

type Extra = Parameters<typeof testGame>[0];

/** A's Portcullis, B's Grizzly Bears that just entered, and `extra` other objects. */
function board(extra: Extra): Game {
  return testGame([
    at('gate', 'Portcullis', 'battlefield'),
    at('bears', 'Grizzly Bears', 'battlefield', 'B'),
    ...extra,
  ]);
}

const twoOthers = [at('giant', 'Hill Giant', 'battlefield'), at('ogre', 'Hill Giant', 'battlefield', 'B')];

function triggersOn(g: Game, id: string, type: 'enters' | 'leaves' = 'enters'): unknown {
  const obj = g.objects.get(id)!;
  const event = type === 'enters' ? { type, obj } : { type, obj, to: 'graveyard' as const };
  return trigger.matches(g, g.objects.get('gate')!, event);
}

/** Resolves the trigger for the Bears that entered. */
function resolve(g: Game): void {
  const item = resolvingItem(g, 'gate', { kind: 'triggered', abilityKey: trigger.key });
  trigger.resolve(g, { ...item, triggerData: { entered: g.ref(g.objects.get('bears')!) } });
}

const zoneOf = (g: Game, id: string) => g.objects.get(id)!.zone;

describe('Portcullis', () => {
  it('triggers on a creature entering with two other creatures, naming that creature', () => {
    const g = board(twoOthers);
    expect(triggersOn(g, 'bears')).toEqual({ entered: g.ref(g.objects.get('bears')!) });
  });

  it('is offered the entering event by the engine and triggers on it', () => {
    const g = board(twoOthers);
    emit(g, { type: 'enters', obj: g.objects.get('bears')! });
    expect(g.pending.map((p) => [p.source.id, p.key])).toEqual([['gate', trigger.key]]);
  });

  it('does not trigger with one other creature, nor for a noncreature, nor on a creature leaving', () => {
    const oneOther = board([twoOthers[0]!]);
    const withLand = board([...twoOthers, at('forest', 'Forest', 'battlefield')]);
    expect([
      triggersOn(oneOther, 'bears'),
      triggersOn(withLand, 'forest'),
      triggersOn(withLand, 'bears', 'leaves'),
    ]).toEqual([false, false, false]);
  });

  it('exiles the creature and links its return to Portcullis leaving', () => {
    const g = board(twoOthers);
    resolve(g);
    expect([zoneOf(g, 'bears'), [...g.untilLinks.values()]]).toEqual([
      'exile',
      [
        {
          watch: g.ref(g.objects.get('gate')!),
          kind: 'returnFromExile',
          objects: [expect.objectContaining({ id: 'bears' })],
          tapOnPhaseIn: false,
        },
      ],
    ]);
  });

  it('returns the creature at once when Portcullis has already left (610.3c)', () => {
    const g = board(twoOthers);
    const gate = g.objects.get('gate')!;
    const item = resolvingItem(g, 'gate', { kind: 'triggered', abilityKey: trigger.key });
    g.exile(g.permanent(g.ref(gate))!);
    trigger.resolve(g, { ...item, triggerData: { entered: g.ref(g.objects.get('bears')!) } });
    expect([zoneOf(g, 'bears'), g.controller(g.objects.get('bears')!), g.untilLinks.size]).toEqual([
      'battlefield',
      'B',
      0,
    ]);
  });

  it('does nothing when fewer than two other creatures remain as it resolves (603.4)', () => {
    const g = board([twoOthers[0]!]);
    resolve(g);
    expect([zoneOf(g, 'bears'), g.untilLinks.size]).toEqual(['battlefield', 0]);
  });

  it('neither counts nor exiles a creature that has phased out (702.26b)', () => {
    const phased = { phased: { how: 'directly' as const, under: 'A' } };
    const countsPhased = board([...twoOthers.slice(0, 1), { ...twoOthers[1]!, ...phased }]);
    expect(triggersOn(countsPhased, 'bears')).toBe(false);
    const g = testGame([
      at('gate', 'Portcullis', 'battlefield'),
      { ...at('bears', 'Grizzly Bears', 'battlefield', 'B'), phased: { how: 'directly', under: 'B' } },
      ...twoOthers,
    ]);
    resolve(g);
    expect([zoneOf(g, 'bears'), g.untilLinks.size]).toEqual(['battlefield', 0]);
  });
});

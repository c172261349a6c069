import { describe, expect, it } from 'vitest';
import { Unsupported } from '../engine/game.js';
import type { Game } from '../engine/game-interface.js';
import type { ObjectSetup } from '../../../harness/generated/fixture.js';
import { activationRejections } from '../engine/testing/activation.js';
import { at, testGame } from '../engine/testing/game.js';
import { played } from '../engine/testing/played.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import type { FaultId } from '../faults.js';
import { theMoment } from './the-moment.js';

// "At the beginning of your upkeep, put a time counter on The Moment. / {2}, {T}: Untap target creature you
// control. It phases out until The Moment leaves the battlefield. / {3}, {T}: Destroy each nonland permanent with
// mana value less than or equal to the number of time counters on The Moment. Then sacrifice The Moment."
// A Moment that phased out after its ability was put on the stack is treated as though it doesn't exist (702.26b):
// nothing puts a counter on it or sacrifices it. It is still on the battlefield (702.26d), so the destroy ability
// reads its time counters there (608.2h). The faults trigger-counters-phased-out-source and
// source-moved-while-phased-out (faults/own-source.ts) are engines that reach the phased-out source anyway.

const upkeep = theMoment.triggers!.find((t) => t.key === 'upkeep')!;
const phaseOutAbility = theMoment.activated!.find((a) => a.key === 'phase-out')!;
const destroyAbility = theMoment.activated!.find((a) => a.key === 'destroy')!;
const phasedOutUnderA = { phased: { how: 'directly' as const, under: 'A' } };

/** A's Moment with `counters` time counters (phased out when `phasedOut`) beside `others`. */
function withMoment(counters: number, others: ObjectSetup[], opts: { phasedOut?: boolean; fault?: FaultId } = {}) {
  const moment: ObjectSetup = {
    ...at('moment', 'The Moment', 'battlefield'),
    counters: { time: counters },
    ...(opts.phasedOut ? phasedOutUnderA : {}),
  };
  return testGame([moment, ...others], opts.fault ? { fault: opts.fault } : {});
}

const zone = (g: Game, id: string) => g.objects.get(id)!.zone;
const timeCounters = (g: Game) => g.objects.get('moment')!.counters.get('time') ?? 0;

function resolveUpkeepTrigger(g: Game): void {
  upkeep.resolve(g, resolvingItem(g, 'moment', { kind: 'triggered', abilityKey: 'upkeep' }));
}

function resolveDestroy(g: Game): void {
  destroyAbility.resolve(g, resolvingItem(g, 'moment', { kind: 'activated', abilityKey: 'destroy' }));
}

describe("The Moment's upkeep trigger", () => {
  const g = withMoment(0, []);
  const moment = g.objects.get('moment')!;
  const stepBegins = (step: 'upkeep' | 'draw', active: string) =>
    upkeep.matches(g, moment, { type: 'stepBegins', step, active });

  it("triggers at the beginning of its controller's upkeep only", () => {
    expect([stepBegins('upkeep', 'A'), stepBegins('upkeep', 'B'), stepBegins('draw', 'A')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('puts a time counter on The Moment', () => {
    const game = withMoment(1, []);
    resolveUpkeepTrigger(game);
    expect(timeCounters(game)).toBe(2);
  });

  it('puts none on a Moment that phased out before it resolved, unless the engine reaches the phased-out source', () => {
    const rules = withMoment(1, [], { phasedOut: true });
    const faulty = withMoment(1, [], { phasedOut: true, fault: 'trigger-counters-phased-out-source' });
    resolveUpkeepTrigger(rules);
    resolveUpkeepTrigger(faulty);
    expect([timeCounters(rules), timeCounters(faulty)]).toEqual([1, 2]);
  });
});

describe("The Moment's phase-out ability", () => {
  it("targets a creature its activator controls, not an opponent's creature nor a noncreature permanent", () => {
    const g = withMoment(0, [
      at('bears', 'Grizzly Bears', 'battlefield'),
      at('giant', 'Hill Giant', 'battlefield', 'B'),
    ]);
    const filter = phaseOutAbility.targets![0]!.filter!;
    const legal = (id: string) => filter(g, g.objects.get(id)!, 'A');
    expect([legal('bears'), legal('giant'), legal('moment')]).toEqual([true, false, false]);
  });
});

describe("The Moment's destroy ability", () => {
  const board = [
    at('bears', 'Grizzly Bears', 'battlefield', 'B'), // mana value 2
    at('giant', 'Hill Giant', 'battlefield', 'B'), // mana value 4
    at('forest', 'Forest', 'battlefield', 'B'), // a land: mana value 0
    { ...at('soldier', 'Soldier Token', 'battlefield', 'B'), token: true }, // no mana cost: mana value 0
  ];

  it('destroys each nonland permanent of mana value up to its time counters, itself included (mana value 2)', () => {
    const g = withMoment(2, board);
    resolveDestroy(g);
    expect(['moment', 'bears', 'giant', 'forest', 'soldier'].map((id) => zone(g, id))).toEqual([
      'graveyard',
      'graveyard',
      'battlefield',
      'battlefield',
      'graveyard',
    ]);
  });

  it('then sacrifices The Moment when its own mana value was above the count', () => {
    const g = withMoment(1, board);
    resolveDestroy(g);
    expect(['moment', 'bears', 'giant'].map((id) => zone(g, id))).toEqual(['graveyard', 'battlefield', 'battlefield']);
  });

  it("reads a phased-out Moment's counters but cannot sacrifice it, unless the engine reaches the phased-out source", () => {
    const rules = withMoment(2, board, { phasedOut: true });
    const faulty = withMoment(2, board, { phasedOut: true, fault: 'source-moved-while-phased-out' });
    resolveDestroy(rules);
    resolveDestroy(faulty);
    expect([zone(rules, 'bears'), zone(rules, 'moment'), zone(faulty, 'moment')]).toEqual([
      'graveyard',
      'battlefield',
      'graveyard',
    ]);
  });

  it('refuses rather than destroy nothing when The Moment has left the battlefield (its last known counters)', () => {
    const g = testGame([at('moment', 'The Moment', 'graveyard'), at('bears', 'Grizzly Bears', 'battlefield', 'B')]);
    expect(() => resolveDestroy(g)).toThrow(Unsupported);
    expect(zone(g, 'bears')).toBe('battlefield');
  });
});

describe("The Moment's costs and timing", () => {
  // "{2}, {T}: Untap target creature you control. ..." and "{3}, {T}: Destroy ... Activate only as a sorcery."
  const moment = at('moment', 'The Moment', 'battlefield');
  const board = [moment, at('bears', 'Grizzly Bears', 'battlefield'), at('giant', 'Hill Giant', 'battlefield', 'B')];
  const rejected = (objects: ObjectSetup[], ability: string, mana: string, targets: string[] = []) =>
    activationRejections(objects, 'moment', ability, mana, targets);

  it('asks {2} and {T} to phase out a creature its activator controls', () => {
    expect([
      rejected(board, 'phase-out', '{1}', ['bears']).length,
      rejected(board, 'phase-out', '{2}', ['bears']).length,
      rejected([{ ...moment, tapped: true }, ...board.slice(1)], 'phase-out', '{2}', ['bears']).length,
    ]).toEqual([1, 0, 1]);
  });

  it("refuses a player or an opponent's creature as its target, naming what it targets", () => {
    expect([...rejected(board, 'phase-out', '{2}', ['A']), ...rejected(board, 'phase-out', '{2}', ['giant'])]).toEqual([
      expect.stringContaining('A is a player'),
      expect.stringContaining('target creature you control'),
    ]);
  });

  it('asks {3} and {T} to destroy', () => {
    expect([
      rejected(board, 'destroy', '{2}').length,
      rejected(board, 'destroy', '{3}').length,
      rejected([{ ...moment, tapped: true }, ...board.slice(1)], 'destroy', '{3}').length,
    ]).toEqual([1, 0, 1]);
  });

  it("destroys only as a sorcery: not in an opponent's turn", () => {
    const inOpponentsTurn = played([{ ...moment, owner: 'B' }], undefined, [
      { do: 'addMana', player: 'B', mana: '{3}' },
      { do: 'activate', player: 'B', source: 'moment', ability: 'destroy' },
    ]);
    expect(inOpponentsTurn.reasons).toEqual([undefined, expect.stringContaining('sorcery speed')]);
  });

  it('says why it refuses once The Moment has left', () => {
    const g = testGame([at('moment', 'The Moment', 'graveyard')]);
    expect(() => resolveDestroy(g)).toThrow(/last known counters are not modelled/);
  });
});

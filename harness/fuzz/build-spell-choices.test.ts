import { describe, expect, it } from 'vitest';
import { referenceEngineInfo, runReference } from '../../adapters/reference/index.js';
import type { FaultId } from '../../adapters/reference/faults.js';
import type { RunObservation } from '../adapter.js';
import type { Capability } from '../generated/fixture.js';
import { knownEditions } from '../corpus/references.js';
import { buildScenario, type Scenario } from './build-scenario.js';
import { cardPool, spellPool, type PoolCard } from './card-pool.js';
import type { ActionPlan, ObjectPlan, ScenarioPlan } from './plan.js';
import { actionPlan, objectPlan, scenarioPlan } from './testing/plans.js';

/**
 * The generator's stack vocabulary: a Wish, Unite the Coalition's modes, March of Swirling Mist answered by
 * Spell Snare, and triggers put on the stack in a chosen order. Each test builds a scenario from a fixed plan,
 * checks its shape, and plays it on the clean reference engine and on one with a named fault: the two
 * observations differ, which is what makes the fuzzer find that fault.
 */
const edition = knownEditions().at(-1)!;
const info = referenceEngineInfo();
const caps = new Set<Capability>(info.capabilities as Capability[]);
const permanents = cardPool([info]);
const spells = spellPool([info]);
const card = (pool: readonly PoolCard[], name: string) => pool.find((c) => c.name === name)!;

const object = (o: Partial<ObjectPlan> = {}): ObjectPlan => objectPlan(o);
const action = (a: Partial<ActionPlan> = {}): ActionPlan => actionPlan({ player: 1, variant: 8, ...a });
const plan = (objects: ObjectPlan[], actions: ActionPlan[], players = 2): ScenarioPlan =>
  scenarioPlan(objects, actions, { players });

function play(s: Scenario, fault?: FaultId): RunObservation {
  const answer = runReference({ fixture: 'fuzz', edition, setup: s.setup, actions: s.actions }, fault ? { fault } : {});
  if ('error' in answer) throw new Error(answer.error.message);
  return answer.observation;
}

const objectAt = (o: RunObservation, checkpoint: string, id: string) =>
  o.checkpoints[checkpoint]!.objects.find((x) => x.id === id);

describe('the generator’s stack vocabulary', () => {
  it('casts a Wish naming a phased-out card its caster owns, which stays on the battlefield', () => {
    // Wish rulings 2007-09-16: "Can't acquire cards that are phased out."
    const pools = { permanents: [card(permanents, 'Grizzly Bears')], spells: [card(spells, 'Living Wish')] };
    const s = buildScenario(plan([object({ phasedOut: true })], [action()]), pools, caps);
    const cast = s.actions.find((a) => a.do === 'cast');
    expect(cast).toMatchObject({ player: 'A', choices: { card: 'Grizzly Bears' } });
    expect(objectAt(play(s), 'end', 'o1')?.zone).toBe('battlefield');
    expect(objectAt(play(s, 'phased-out-outside-the-game'), 'end', 'o1')?.zone).toBe('hand');
  });

  it('casts Unite the Coalition so that a later mode meets what an earlier one phased out', () => {
    // "Choose five. ... • Target permanent phases out. ... • Unite the Coalition deals 2 damage to any target."
    // 702.26b: a phased-out permanent is treated as though it doesn't exist, so the damage mode finds nothing.
    const pools = { permanents: [card(permanents, 'Hill Giant')], spells: [card(spells, 'Unite the Coalition')] };
    const s = buildScenario(plan([object(), object({ owner: 1 })], [action({ objects: [0, 1] })]), pools, caps);
    const cast = s.actions.find((a) => a.do === 'cast');
    expect(cast).toMatchObject({ targets: ['o1', 'o2', 'B', 'o1', 'o2'], choices: { mode: [1, 1, 2, 4, 4] } });
    const clean = objectAt(play(s), 'end', 'o1');
    expect(clean?.phased).not.toBe('in');
    expect(clean?.damage ?? 0).toBe(0);
    expect(objectAt(play(s, 'later-instruction-reaches-phased-out'), 'end', 'o1')?.damage).toBe(2);
  });

  it('answers March of Swirling Mist with X=1 with Spell Snare, which counters it', () => {
    // Ruling 2022-02-18: "The mana value of March of Swirling Mist while it's on the stack is the value chosen
    // for X plus 1"; Spell Snare: "Counter target spell with mana value 2."
    const pools = {
      permanents: [card(permanents, 'Grizzly Bears')],
      spells: [card(spells, 'March of Swirling Mist'), card(spells, 'Spell Snare')],
    };
    const s = buildScenario(plan([object()], [action({ variant: 13 })]), pools, caps);
    expect(s.actions.map((a) => a.do)).toEqual(['addMana', 'cast', 'addMana', 'cast', 'resolve', 'resolve']);
    expect(s.actions[1]).toMatchObject({ x: 1, targets: ['o1'] });
    expect(s.actions[3]).toMatchObject({ player: 'B', targets: ['s1'] });
    const clean = play(s);
    expect(clean.actions[3]!.status).toBe('ok');
    expect(objectAt(clean, 'end', 'o1')?.phased).toBe('in');
    const faulty = play(s, 'x-is-zero-on-the-stack');
    expect(faulty.actions[3]!.status).toBe('rejected');
    expect(objectAt(faulty, 'end', 'o1')?.phased).not.toBe('in');
  });

  it('casts Clever Concealment convoked by creatures, naming an Aura before the creature it enchants', () => {
    // 702.51a: "For each generic mana in this spell's total cost, you may tap an untapped creature you control
    // rather than pay that mana." 702.26h: a permanent phased out both directly and indirectly at once phases
    // out indirectly.
    const pools = {
      permanents: [card(permanents, 'Grizzly Bears'), card(permanents, 'Holy Strength')],
      spells: [card(spells, 'Clever Concealment')],
    };
    const objects = [object(), object(), object({ card: 1, host: 0 })];
    const s = buildScenario(plan(objects, [action({ objects: [0], player: 2 })]), pools, caps);
    expect(s.actions[0]).toMatchObject({ do: 'addMana', mana: '{W}{W}' });
    expect(s.actions[1]).toMatchObject({ targets: ['o3', 'o1'], choices: { convoke: ['o1', 'o2'] } });
    const clean = play(s);
    expect(objectAt(clean, 'end', 'o2')?.tapped).toBe(true);
    expect(objectAt(clean, 'end', 'o3')?.phased).toEqual({ how: 'indirectly', under: 'A' });
    expect(objectAt(play(s, 'convoke-taps-nothing'), 'end', 'o2')?.tapped).toBe(false);
    expect(objectAt(play(s, 'multi-phase-out-one-at-a-time'), 'end', 'o3')?.phased).toEqual({
      how: 'directly',
      under: 'A',
    });
  });

  it('activates Goblin Bombardment, paying its cost with a creature its controller controls', () => {
    // Goblin Bombardment: "Sacrifice a creature: Goblin Bombardment deals 1 damage to any target." 602.2b: the
    // costs are paid as the ability is activated; 110.5c: nothing in this cost taps the Bombardment.
    const pools = {
      permanents: [card(permanents, 'Goblin Bombardment'), card(permanents, 'Grizzly Bears')],
      spells,
    };
    const objects = [object(), object({ card: 1 }), object({ card: 1, owner: 1 })];
    const activate = action({ kind: 'activate', objects: [0, 2, 0], untilEndOfTurn: true });
    const s = buildScenario(plan(objects, [activate]), pools, caps);
    expect(s.actions[0]).toMatchObject({ do: 'activate', targets: ['B'], choices: { sacrifice: 'o2' } });
    const clean = play(s);
    expect(objectAt(clean, 'end', 'o2')?.zone).toBe('graveyard');
    expect(objectAt(clean, 'end', 'o1')?.tapped ?? false).toBe(false);
    expect(objectAt(play(s, 'other-costs-unpaid'), 'end', 'o2')?.zone).toBe('battlefield');
    expect(objectAt(play(s, 'activation-taps-source'), 'end', 'o1')?.tapped).toBe(true);
  });

  it('lists one player’s triggers in a chosen order, each with its own target, and resolves the top alone', () => {
    // 603.3b: a player puts their triggered abilities on the stack "in any order they choose"; 603.3d: each
    // instance gets its own choices. Blood Artist: "Whenever Blood Artist or another creature dies, target
    // player loses 1 life and you gain 1 life."
    const pools = { permanents: [card(permanents, 'Blood Artist'), card(permanents, 'Grizzly Bears')], spells };
    const objects = [object(), object(), object({ card: 1, owner: 1 })];
    const destroy = action({ kind: 'destroy', objects: [2], player: 1, variant: 1, untilEndOfTurn: true });
    const s = buildScenario(plan(objects, [destroy], 3), pools, caps);
    expect(s.actions.map((a) => a.do)).toEqual(['destroy', 'resolve', 'checkpoint']);
    const listed = (s.actions[0] as { triggers: { source: string; targets: string[] }[] }).triggers;
    expect(listed.slice(-2).map((t) => t.source)).toEqual(['o2', 'o1']);
    expect(new Set(listed.slice(-2).map((t) => t.targets[0])).size).toBe(2);
    const top = (o: RunObservation) => o.checkpoints['c1-top']!.players.map((p) => p.life);
    expect(top(play(s, 'trigger-order-ignored'))).not.toEqual(top(play(s)));
  });

  it('gives each Blood Artist of two players the target listed for it', () => {
    // 603.3d, 601.2c: each ability's controller chooses its targets, whatever order the choices are listed in.
    const pools = { permanents: [card(permanents, 'Blood Artist'), card(permanents, 'Grizzly Bears')], spells };
    const objects = [object({ owner: 1 }), object(), object({ card: 1, owner: 2 })];
    // Each controller gains 1 and each target loses 1 whichever trigger takes which choice: only the top of the
    // stack resolved alone shows whose target B's ability (on top, 603.3b: APNAP) has.
    const destroy = action({ kind: 'destroy', objects: [2], variant: 8, untilEndOfTurn: true });
    const s = buildScenario(plan(objects, [destroy], 3), pools, caps);
    const life = (o: RunObservation) => o.checkpoints['c1-top']!.players.map((p) => p.life);
    expect(life(play(s, 'trigger-choices-in-listed-order'))).not.toEqual(life(play(s)));
  });
});

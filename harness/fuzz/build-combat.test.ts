import { describe, expect, it } from 'vitest';
import { referenceEngineInfo } from '../../adapters/reference/index.js';
import type { EngineInfo } from '../adapter.js';
import type { Action, Capability } from '../generated/fixture.js';
import { buildScenario, type Scenario } from './build-scenario.js';
import { cardPool, spellPool } from './card-pool.js';
import type { ActionPlan, ObjectPlan, ScenarioPlan } from './plan.js';
import { actionPlan, objectPlan, scenarioPlan } from './testing/plans.js';

const info = referenceEngineInfo();
const pools = { permanents: cardPool([info]), spells: spellPool([info]) };
const caps = new Set<Capability>(info.capabilities as Capability[]);
const card = (name: string) => pools.permanents.findIndex((c) => c.name === name);

const object = (name: string, owner: number, more: Partial<ObjectPlan> = {}): ObjectPlan =>
  objectPlan({ card: card(name), owner, ...more });

const attack = (more: Partial<ActionPlan>): ActionPlan => actionPlan({ kind: 'attack', variant: 1, ...more });

const plan = (objects: ObjectPlan[], actions: ActionPlan[]): ScenarioPlan => scenarioPlan(objects, actions);

const find = <K extends Action['do']>(s: Scenario, kind: K) =>
  s.actions.find((a): a is Extract<Action, { do: K }> => a.do === kind);

describe('combat in generated scenarios', () => {
  it('declares two attackers as a band only for an engine declaring combat.banding (702.22c)', () => {
    const p = plan([object('Old Fogey', 0), object('Colossal Dreadmaw', 0)], [attack({ spell: 4, variant: 2 })]);
    const banded = find(buildScenario(p, pools, caps), 'declareAttackers')!;
    expect(banded.attackers.map((a) => a.attacker)).toEqual(['o1', 'o2']);
    expect(banded.bands).toEqual([['o1', 'o2']]);
    const without = new Set([...caps].filter((c) => c !== 'combat.banding'));
    expect(find(buildScenario(p, pools, without), 'declareAttackers')!.bands).toBeUndefined();
  });

  it('draws the attacker among the creatures ready to attack two times in three', () => {
    const p = (variant: number) =>
      plan(
        [object('Grizzly Bears', 0, { summoningSick: true }), object('Hill Giant', 0)],
        [attack({ objects: [0], variant })],
      );
    const attackerOf = (variant: number) =>
      find(buildScenario(p(variant), pools, caps), 'declareAttackers')!.attackers[0]!.attacker;
    expect(attackerOf(2)).toBe('o2');
    // The third draw picks among all, the summoning-sick Bears too: an attack the engine must reject (302.6).
    expect(attackerOf(0)).toBe('o1');
  });

  it('blocks a flier with a creature able to block it: flying or reach (702.9b)', () => {
    const p = plan(
      [object('Serra Angel', 0), object('Grizzly Bears', 1), object('Giant Spider', 1)],
      [attack({ objects: [0, 0], variant: 2, untilEndOfTurn: true })],
    );
    const blocks = find(buildScenario(p, pools, caps), 'declareBlockers')!;
    expect(blocks.blockers).toEqual([{ blocker: 'o3', attacker: 'o1' }]);
  });

  it('has every creature able to block block the attacker, its damage divided among them', () => {
    const p = plan(
      [object('Grizzly Bears', 0), object('Hill Giant', 1), object('Giant Spider', 1), object('Wall of Stone', 1)],
      [attack({ objects: [0, 0, 0], spell: 24, step: 0, variant: 2, untilEndOfTurn: true })],
    );
    const s = buildScenario(p, pools, caps);
    expect(find(s, 'declareBlockers')!.blockers.map((b) => b.blocker)).toEqual(['o2', 'o3', 'o4']);
    const end = s.actions.find((a) => a.do === 'advance' && a.combatDamage !== undefined);
    expect(end).toMatchObject({ combatDamage: [{ attacker: 'o1', assign: { o2: 0, o3: 1, o4: 1 } }] });
  });

  it('never leaves the legend rule a choice: two planeswalker scenes add two different planeswalkers', () => {
    // Three objects named and variant 3 make each attack a scene; spell 5 picks the planeswalker's (combat-scenes.ts).
    const scene = attack({ objects: [0, 0, 0], variant: 3, spell: 5 });
    const s = buildScenario(plan([object('Grizzly Bears', 0)], [scene, scene]), pools, caps);
    const walkers = s.setup.objects.filter((o) => pools.permanents.some((c) => c.name === o.card && c.loyalty));
    expect(walkers.map((o) => o.owner)).toEqual(['B', 'B']);
    expect(new Set(walkers.map((o) => o.card)).size).toBe(2);
    // 704.5j: a player's same-named legends, with none listed as kept, would leave the engine the choice.
    const legendary = new Set(pools.permanents.filter((c) => c.legendary).map((c) => c.name));
    const listed = new Set(s.actions.flatMap((a) => ('legendRule' in a && a.legendRule) || []));
    const groups = new Map<string, string[]>();
    for (const o of s.setup.objects.filter((o) => legendary.has(o.card) && o.zone === 'battlefield'))
      groups.set(`${o.card}|${o.owner}`, [...(groups.get(`${o.card}|${o.owner}`) ?? []), o.id]);
    for (const ids of groups.values()) if (ids.length > 1) expect(ids.some((id) => listed.has(id))).toBe(true);
  });

  it('phases out an attacked planeswalker mid-combat without a block, and checkpoints who is still in combat', () => {
    const p = plan(
      [object('Grizzly Bears', 0), object('Kaito Shizuki', 1)],
      [attack({ objects: [0, 1], step: 1, namesTurn: true, variant: 18 })],
    );
    const s = buildScenario(p, pools, caps);
    expect(find(s, 'declareAttackers')!.attackers).toEqual([{ attacker: 'o1', defending: 'o2' }]);
    expect(s.actions.map((a) => a.do)).toEqual(['advance', 'declareAttackers', 'phaseOut', 'checkpoint', 'advance']);
    expect(find(s, 'phaseOut')!.objects).toEqual(['o2']);
  });

  it('draws Lure and Juggernaut only for an engine that checks combat requirements (508.1d, 509.1c)', () => {
    const names = (e: EngineInfo) => cardPool([e]).map((c) => c.name);
    expect(names(info)).toEqual(expect.arrayContaining(['Lure', 'Juggernaut']));
    const unchecked = { ...info, capabilities: info.capabilities.filter((c) => c !== 'combat.requirements') };
    expect(names(unchecked)).not.toContain('Lure');
    expect(names(unchecked)).not.toContain('Juggernaut');
  });
});

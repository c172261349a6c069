import type { Action, ObjectSetup } from '../generated/fixture.js';
import { catalogueCard } from '../sources/load-sources.js';
import type { ActionContext, Built, BuiltActions } from './build-context.js';
import { manaFor } from './build-spell-choices.js';
import type { ActionPlan } from './plan.js';

/**
 * Combats the plain attack (build-combat.ts) reaches too rarely to find what goes wrong in them: each brings
 * the creatures it needs into the setup, fresh (untapped, phased in, not summoning sick), under the caster
 * and a defending player, and plays one combat on the caster's turn that only a rule about phasing, a
 * requirement, a keyword or a designation decides. A scene needs its cards in the pool (both engines
 * declare them) and the capabilities its actions use; without them the plain attack is built instead.
 */
interface Stage {
  a: ActionPlan;
  ctx: ActionContext;
  defending: string;
  label: string;
  /** A fresh permanent of the scene: its setup is added, its id returned. */
  add: (card: string, controller: string, extra?: Partial<ObjectSetup>) => string;
  has: (card: string) => boolean;
}

type Scene = (s: Stage) => Action[] | undefined;

const step = (s: Stage, to: string, name: string): Action =>
  ({ do: 'advance', label: `${s.label}-${name}`, to: { step: to, turnOf: s.ctx.caster } }) as Action;

const declare = (s: Stage, attackers: readonly string[], at = s.defending, bands?: string[][]): Action =>
  ({
    do: 'declareAttackers',
    label: `${s.label}-attack`,
    attackers: attackers.map((attacker) => ({ attacker, defending: at })),
    ...(bands ? { bands } : {}),
  }) as Action;

const blocks = (s: Stage, pairs: readonly [string, string][], name = 'block'): Action => ({
  do: 'declareBlockers',
  label: `${s.label}-${name}`,
  blockers: pairs.map(([blocker, attacker]) => ({ blocker, attacker })),
});

const checkpoint = (s: Stage, name: string): Action => ({ do: 'checkpoint', name: `c${s.ctx.index + 1}-${name}` });

/**
 * Old Fogey has phasing (702.26a): it phases out at its controller's untap step. It is set up phased in when
 * the scenario starts before the caster's combat, and phased out when after it, so the untap step on the way
 * to the caster's next combat phases it in (earlier advances may still have it out, and then the attack is
 * illegal for both engines).
 */
const fogeyPhase = (ctx: ActionContext): Partial<ObjectSetup> =>
  ctx.afterCombat ? { phased: { how: 'directly', under: ctx.caster } } : {};

/**
 * "Juggernaut attacks each combat if able" (508.1d): phased out in the beginning of combat step, it is not
 * able (702.26b), so declaring only the Grizzly Bears beside it is legal.
 */
const mustAttack: Scene = (s) => {
  if (!s.has('Juggernaut') || !s.ctx.caps.has('combat.requirements')) return undefined;
  const jug = s.add('Juggernaut', s.ctx.caster);
  const bear = s.add('Grizzly Bears', s.ctx.caster);
  return [
    step(s, 'beginCombat', 'begin-combat'),
    { do: 'phaseOut', label: `${s.label}-phase-out`, objects: [jug] },
    step(s, 'declareAttackers', 'combat'),
    declare(s, [bear]),
    checkpoint(s, 'declared'),
  ];
};

/**
 * Lure: "All creatures able to block enchanted creature do so" (509.1c). The defending player's fresh Bears
 * is able, the other one phased out in the beginning of combat is not (702.26b): no block at all is illegal,
 * a block by the able ones (the setup's creatures of theirs that start ready too) is legal.
 */
const lure: Scene = (s) => {
  const { ctx } = s;
  if (!s.has('Lure') || !ctx.caps.has('combat.requirements') || !ctx.caps.has('setup.attachments')) return undefined;
  const attacker = s.add('Grizzly Bears', ctx.caster);
  s.add('Lure', ctx.caster, { attachedTo: attacker });
  const able = s.add('Grizzly Bears', s.defending);
  const out = s.add('Grizzly Bears', s.defending);
  const theirs = ctx.permanents
    .filter((p) => p.controller === s.defending && p.card.role === 'creature' && readyToBlock(p))
    .map((p) => p.setup.id);
  const all = [able, ...theirs];
  const damage = all.length > 1 && ctx.caps.has('combat.damage-assignment');
  return [
    step(s, 'beginCombat', 'begin-combat'),
    { do: 'phaseOut', label: `${s.label}-phase-out`, objects: [out] },
    step(s, 'declareAttackers', 'combat'),
    declare(s, [attacker]),
    step(s, 'declareBlockers', 'blocks'),
    blocks(s, [], 'no-block'),
    blocks(
      s,
      all.map((b) => [b, attacker]),
      'block',
    ),
    checkpoint(s, 'blocked'),
    {
      ...step(s, 'end', 'after-combat'),
      ...(damage ? { combatDamage: [{ attacker, assign: { [able]: 2 } }] } : {}),
    },
  ];
};

const readyToBlock = (p: Built): boolean =>
  p.setup.zone === 'battlefield' &&
  p.setup.tapped !== true &&
  (p.setup.phased === undefined || p.setup.phased === 'in');

/** Reach (702.17b): Giant Spider may block Serra Angel, which has flying (702.9b). */
const reach: Scene = (s) => {
  if (!s.has('Serra Angel') || !s.has('Giant Spider')) return undefined;
  const angel = s.add('Serra Angel', s.ctx.caster);
  const spider = s.add('Giant Spider', s.defending);
  return [
    step(s, 'declareAttackers', 'combat'),
    declare(s, [angel]),
    step(s, 'declareBlockers', 'blocks'),
    blocks(s, [[spider, angel]]),
    checkpoint(s, 'blocked'),
    step(s, 'end', 'after-combat'),
  ];
};

/**
 * A legal band (702.22c: Old Fogey "bands with other Dinosaurs") blocked by one creature: every creature in
 * the band becomes blocked by it (702.22h). Two Fogeys and Grizzly Bears, damage as the engine likes: none
 * reaches the defending player. Or Old Fogey and Colossal Dreadmaw (a Dinosaur with trample) and Wall of
 * Stone blocking the Fogey: the Fogey's 7 is lethal for the Wall, whose toughness is 7 once flanking
 * resolved, so the Dreadmaw may trample all of its 6 over (702.19b: lethal damage counts what the other
 * creatures assign it).
 */
const band: Scene = (s) => {
  const { ctx } = s;
  if (!s.has('Old Fogey') || !ctx.caps.has('combat.banding')) return undefined;
  const fogey = s.add('Old Fogey', ctx.caster, fogeyPhase(ctx));
  const trample = s.a.step % 2 === 1 && s.has('Colossal Dreadmaw') && s.has('Wall of Stone');
  if (trample && !ctx.caps.has('combat.damage-assignment')) return undefined;
  const mate = trample ? s.add('Colossal Dreadmaw', ctx.caster) : s.add('Old Fogey', ctx.caster, fogeyPhase(ctx));
  const blocker = trample ? s.add('Wall of Stone', s.defending) : s.add('Grizzly Bears', s.defending);
  const damage = [
    { attacker: fogey, assign: { [blocker]: 7 } },
    { attacker: mate, assign: { [s.defending]: 6 } },
  ];
  return [
    step(s, 'declareAttackers', 'combat'),
    declare(s, [fogey, mate], s.defending, [[fogey, mate]]),
    step(s, 'declareBlockers', 'blocks'),
    blocks(s, [[blocker, fogey]]),
    { ...step(s, 'end', 'after-combat'), ...(trample ? { combatDamage: damage } : {}) },
    checkpoint(s, 'after-combat'),
  ];
};

/**
 * Old Fogey blocked by two: rampage 2 (702.23: a "becomes blocked" trigger giving +2/+2 for each creature
 * blocking it beyond the first) triggers once however many block it (509.3c), so it is 9/9 as it deals its
 * damage, all of it to the first blocker.
 */
const rampage: Scene = (s) => {
  const { ctx } = s;
  if (!s.has('Old Fogey') || !ctx.caps.has('combat.damage-assignment')) return undefined;
  const fogey = s.add('Old Fogey', ctx.caster, fogeyPhase(ctx));
  const first = s.add('Grizzly Bears', s.defending);
  const second = s.add('Grizzly Bears', s.defending);
  return [
    step(s, 'declareAttackers', 'combat'),
    declare(s, [fogey]),
    step(s, 'declareBlockers', 'blocks'),
    blocks(s, [
      [first, fogey],
      [second, fogey],
    ]),
    { do: 'resolve', label: `${s.label}-rampage` },
    checkpoint(s, 'blocked'),
    { ...step(s, 'end', 'after-combat'), combatDamage: [{ attacker: fogey, assign: { [first]: 9 } }] } as Action,
  ];
};

/**
 * Grizzly Bears attacking a planeswalker that then phases out: the planeswalker is removed from combat
 * (506.4), and "removing that planeswalker or battle from combat doesn't remove that creature from combat.
 * It continues to be an attacking creature" (506.4c). The planeswalker is the only one of its name in the
 * scenario: the setup's permanents have none, and no earlier scene added one. Two of a name a player controls
 * would meet the legend rule (704.5j) with no kept one listed (build-scenario.ts lists the setup's), leaving
 * the choice to the engine, so which stays would depend on the order of the setup's objects.
 */
const walker: Scene = (s) => {
  const { ctx } = s;
  const card = ctx.cards.find(
    (c) =>
      c.loyalty !== undefined &&
      !ctx.permanents.some((p) => p.card.name === c.name) &&
      !(c.legendary === true && ctx.sceneLegends.includes(c.name)),
  );
  if (!card) return undefined;
  if (card.legendary === true) ctx.sceneLegends.push(card.name);
  const bear = s.add('Grizzly Bears', ctx.caster);
  const pw = s.add(card.name, s.defending, { counters: { loyalty: card.loyalty! } });
  return [
    step(s, 'declareAttackers', 'combat'),
    declare(s, [bear], pw),
    { do: 'phaseOut', label: `${s.label}-phase-out`, objects: [pw] },
    checkpoint(s, 'in-combat'),
    step(s, 'end', 'after-combat'),
  ];
};

/**
 * A fresh creature's unblocked attack on the player who is the monarch or has the initiative (725.2, 726.2),
 * then phased out with the combat-damage trigger waiting: its controller, as it dealt the damage, takes the
 * designation (608.2h; phasing out is not leaving, 702.26d).
 */
const designation: Scene = (s) => {
  const holder = s.ctx.holders?.find((p) => p !== s.ctx.caster && !s.ctx.left.has(p));
  if (holder === undefined) return undefined;
  const bear = s.add('Grizzly Bears', s.ctx.caster);
  return [
    step(s, 'declareAttackers', 'combat'),
    declare(s, [bear], holder),
    step(s, 'combatDamage', 'damage'),
    { do: 'phaseOut', label: `${s.label}-after-damage`, objects: [bear] },
    step(s, 'end', 'after-combat'),
    checkpoint(s, 'after-combat'),
  ];
};

/**
 * A commander's unblocked attack after Fog ("Prevent all combat damage that would be dealt this turn.") or
 * after the defending player's Teferi's Protection ("you gain protection from everything", 702.16j):
 * prevented damage is not dealt, and 903.10a counts "combat damage by the same commander" a player has been
 * dealt. The commander is untapped and phased in first.
 */
const commander: Scene = (s) => {
  const { ctx } = s;
  const mine = ctx.commanders?.get(ctx.caster);
  if (!mine || mine.setup.zone !== 'battlefield' || mine.setup.summoningSick) return undefined;
  const fog = s.a.step % 2 === 0;
  const spell = ctx.spells.find((c) => c.name === (fog ? 'Fog' : "Teferi's Protection"));
  const cost = spell && catalogueCard(spell.name)?.manaCost;
  if (!cost || !ctx.caps.has('stack.cast')) return undefined;
  const caster = fog ? ctx.caster : s.defending;
  const id = s.add(spell.name, caster, { zone: 'hand' });
  const c = mine.setup.id;
  return [
    ...(mine.setup.tapped ? [{ do: 'tap', label: `${s.label}-untap`, objects: [c], untap: true } as Action] : []),
    ...(mine.setup.phased !== undefined && mine.setup.phased !== 'in'
      ? [{ do: 'phaseIn', label: `${s.label}-phase-in`, objects: [c] } as Action]
      : []),
    { do: 'addMana', label: `${s.label}-mana`, player: caster, mana: manaFor(cost, undefined) },
    { do: 'cast', label: `${s.label}-cast`, player: caster, object: id },
    { do: 'resolve', label: `${s.label}-resolve` },
    step(s, 'declareAttackers', 'combat'),
    declare(s, [c]),
    step(s, 'end', 'after-combat'),
    checkpoint(s, 'after-combat'),
  ];
};

const SCENES: readonly Scene[] = [mustAttack, lure, reach, band, rampage, walker];

/**
 * A scene instead of the plain attack: one attack in two when an opponent of the caster is the monarch or
 * has the initiative (the designation's scene), one in four in a Commander game whose caster's commander is
 * on the battlefield (the commander's scene), and otherwise one in twelve (three objects named and `variant`
 * 3 modulo 4), the scene picked by `spell` among those the pool and capabilities allow.
 */
export function combatScene(a: ActionPlan, ctx: ActionContext): BuiltActions | undefined {
  const others = ctx.players.filter((p) => p !== ctx.caster && !ctx.left.has(p));
  if (others.length === 0 || ctx.left.has(ctx.caster) || !ctx.caps.has('effect.phase-out')) return undefined;
  if (!ctx.cards.some((c) => c.name === 'Grizzly Bears')) return undefined;
  const objects: ObjectSetup[] = [];
  const label = `a${ctx.index + 1}`;
  const stage: Stage = {
    a,
    ctx,
    label,
    defending: others[a.player % others.length]!,
    has: (card) => ctx.cards.some((c) => c.name === card),
    add: (card, controller, extra = {}) => {
      const id = `k${ctx.index + 1}-${objects.length + 1}`;
      objects.push({ id, card, owner: controller, zone: 'battlefield', ...extra });
      return id;
    },
  };
  const held = a.variant % 2 === 1 ? designation(stage) : undefined;
  if (held) return { objects, actions: held };
  const commanding = a.variant % 4 === 1 ? commander(stage) : undefined;
  if (commanding) return { objects, actions: commanding };
  if (a.objects.length !== 3 || a.variant % 4 !== 3) return undefined;
  for (let k = 0; k < SCENES.length; k++) {
    objects.length = 0;
    const actions = SCENES[(a.spell + k) % SCENES.length]!(stage);
    if (actions) return { objects, actions };
  }
  return undefined;
}

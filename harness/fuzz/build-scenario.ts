import type { Action, Capability, ObjectSetup, Setup, StaticChoice, TriggerChoice } from '../generated/fixture.js';
import { catalogueCard } from '../sources/load-sources.js';
import type { PoolCard } from './card-pool.js';
import { detach, type ActionContext, type Built, type BuiltActions } from './build-context.js';
import { castSpell } from './build-cast.js';
import { activationExtras } from './build-spell-choices.js';
import { attack } from './build-combat.js';
import { actorOrNeighbour, noteActors } from './leavers.js';
import { newestFirst } from './newest.js';
import { noteTargets } from './returned.js';
import { chooseCommanders, makeCommanderGame, toCommandZone } from './commander-game.js';
import { applyDesignations, ascendLands, designationHolders } from './designations.js';
import { activatedAgainAfterPhasing, activationTarget } from './after-the-fact.js';
import { ADVANCE_STEPS, START_STEPS, type ActionPlan, type ObjectPlan, type ScenarioPlan } from './plan.js';

/** A fixture without its expectations: what is sent to the engines. */
export interface Scenario {
  setup: Setup;
  actions: Action[];
}

export const PLAYER_IDS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

function baseObject(plan: ObjectPlan, index: number, pool: readonly PoolCard[], players: readonly string[]): Built {
  const card = pool[plan.card % pool.length]!;
  const owner = players[plan.owner % players.length]!;
  const controller = players[(plan.owner + plan.controlShift) % players.length]!;
  const setup: ObjectSetup = { id: `o${index + 1}`, card: card.name, owner, zone: 'battlefield' };
  if (controller !== owner) setup.controller = controller;
  if (plan.tapped) setup.tapped = true;
  if (card.token) setup.token = true;
  if (plan.summoningSick && card.role === 'creature') setup.summoningSick = true;
  if (card.loyalty !== undefined) setup.counters = { loyalty: card.loyalty };
  return { setup, card, controller };
}

/**
 * Attaches each Aura and Equipment to a creature (its plan's host, else the first other creature).
 * An Aura with no creature to enchant would be put into its owner's graveyard at once (704.5m), so
 * it starts there; without setup.attachments every Aura does and Equipment stays unattached.
 */
function attach(built: Built[], plans: readonly ObjectPlan[], caps: ReadonlySet<Capability>): void {
  const controlled = new Set<number>();
  built.forEach((b, i) => {
    if (b.card.role !== 'aura' && b.card.role !== 'equipment') return;
    // One Control Magic per creature: two would be ordered by timestamps only the listing gives.
    const isHost = (j: number) =>
      j !== i && built[j]!.card.role === 'creature' && !(b.card.controlsHost && controlled.has(j));
    const wanted = plans[i]!.host % built.length;
    const host = isHost(wanted) ? wanted : built.findIndex((_, j) => isHost(j));
    if (host < 0 || !caps.has('setup.attachments')) return detach(b);
    const hostSetup = built[host]!.setup;
    b.setup.attachedTo = hostSetup.id;
    // Control Magic: "You control enchanted creature." Its static ability decides; a setup
    // controller too would be a second control effect whose timestamp only the listing order gives.
    if (b.card.controlsHost) {
      delete hostSetup.controller;
      built[host]!.controller = b.controller;
      controlled.add(host);
    }
  });
}

/**
 * Phases out the planned permanents directly (under their controllers); an Aura or Equipment on a
 * phased-out creature is phased out indirectly with it (702.26g), or, for an engine without
 * phasing.indirect, its creature stays phased in.
 */
function phase(built: Built[], plans: readonly ObjectPlan[], caps: ReadonlySet<Capability>): void {
  if (!caps.has('setup.phased-out')) return;
  built.forEach((b, i) => {
    if (plans[i]!.phasedOut && b.setup.zone === 'battlefield')
      b.setup.phased = { how: 'directly', under: b.controller };
  });
  for (const b of built) {
    const host = built.find((h) => h.setup.id === b.setup.attachedTo)?.setup;
    if (!host || host.phased === undefined) continue;
    if (!caps.has('phasing.indirect')) delete host.phased;
    else if (b.setup.phased === undefined) b.setup.phased = { how: 'indirectly', under: b.controller };
  }
}

/**
 * At most two legends of one name: the action's legendRule lists the first of each name, so a group the
 * legend rule puts together always holds it, whoever controls which (three could split two and one,
 * and the pair without the listed one would leave the choice to the engine). A third becomes the
 * pool's first card.
 */
function twoLegendsPerName(built: Built[], pool: readonly PoolCard[]): void {
  const seen = new Map<string, number>();
  for (const b of built) {
    if (!b.card.legendary) continue;
    const n = (seen.get(b.card.name) ?? 0) + 1;
    seen.set(b.card.name, n);
    if (n <= 2) continue;
    b.card = pool[0]!;
    b.setup.card = b.card.name;
  }
}

/**
 * Damage marked on a creature earlier this turn, less than its printed toughness so it survives: lethal
 * damage counts it (702.19b, 510.1c-d), and the cleanup step removes it (514.2).
 */
function markDamage(b: Built, amount: number, caps: ReadonlySet<Capability>): void {
  if (amount === 0 || b.card.role !== 'creature' || b.setup.zone !== 'battlefield' || !caps.has('setup.damage')) return;
  const toughness = catalogueCard(b.card.name)?.toughness;
  if (typeof toughness === 'number' && amount < toughness) b.setup.damage = amount;
}

function buildObjects(
  plan: ScenarioPlan,
  pool: readonly PoolCard[],
  players: readonly string[],
  caps: ReadonlySet<Capability>,
): Built[] {
  const built = plan.objects.map((o, i) => baseObject(o, i, pool, players));
  twoLegendsPerName(built, pool);
  attach(built, plan.objects, caps);
  phase(built, plan.objects, caps);
  built.forEach((b, i) => {
    const n = plan.objects[i]!.plusCounters;
    if (n > 0 && b.card.role === 'creature' && caps.has('setup.counters')) b.setup.counters = { '+1/+1': n };
    // A planeswalker with more loyalty than printed (an earlier + ability): a − ability then leaves it in play.
    if (n > 0 && b.card.loyalty !== undefined) b.setup.counters = { loyalty: b.card.loyalty + n };
    markDamage(b, plan.objects[i]!.damage, caps);
  });
  return built;
}

/** Mana added to the source's controller, the ability activated (at a creature when it targets), then resolved. */
function activateAbility(a: ActionPlan, ctx: ActionContext, checkpoint: Action): BuiltActions {
  const sources = ctx.permanents.filter((p) => p.setup.zone === 'battlefield' && p.card.activations?.length);
  if (sources.length === 0) return { actions: [checkpoint], objects: [] };
  const source = sources[a.objects[0]! % sources.length]!;
  const activation = source.card.activations![a.spell % source.card.activations!.length]!;
  const target = activationTarget(a, ctx);
  const label = `a${ctx.index + 1}`;
  const player = source.controller;
  const activate: Action = {
    do: 'activate',
    label,
    player,
    source: source.setup.id,
    ability: activation.key,
    ...(activation.targets ? { targets: [target] } : {}),
    ...activationExtras(activation, a, ctx, source),
  };
  return {
    objects: [],
    actions: [
      ...(activation.mana === ''
        ? []
        : [{ do: 'addMana', label: `${label}-mana`, player, mana: activation.mana } as Action]),
      activate,
      // With `namesTurn` the ability waits on the stack while the next actions happen (its source or target
      // may phase out, 702.26b, 608.2b), until an advance resolves it.
      ...(a.namesTurn ? [] : [{ do: 'resolve', label: `${label}-resolve` } as Action]),
      ...activatedAgainAfterPhasing(a, ctx, source, activate),
    ],
  };
}

/**
 * Damage to a permanent, or with `namesTurn` to a player: sometimes as much as a life total, so a player
 * reaches 0 life and loses (704.5a), and in a game of three or more leaves it with what they own (800.4a).
 */
function damage(a: ActionPlan, target: string, player: string, label: string, ctx: ActionContext): Action {
  if (!a.namesTurn || ctx.left.has(player)) return { do: 'dealDamage', label, to: target, amount: 1 + (a.step % 3) };
  // Losing ends a two-player game (104.2a), so lethal damage needs a third player still in it; the loser
  // then has no more turns to advance to, like a player who left.
  const lethal = a.untilEndOfTurn && ctx.players.length - ctx.left.size > 2;
  if (lethal) ctx.left.add(player);
  return { do: 'dealDamage', label, to: player, amount: lethal ? 20 : 1 + (a.step % 3) };
}

/** Every permanent that may stay tapped chooses to (502.3), each at its controller's next untap step. */
function keptTapped(permanents: readonly Built[]): StaticChoice[] {
  return permanents
    .filter((p) => p.card.optionalUntap && p.setup.zone === 'battlefield')
    .map((p) => ({ source: p.setup.id, ability: 'may-not-untap', choices: { untap: false } }));
}

function buildAction(a: ActionPlan, ctx: ActionContext): BuiltActions {
  const { index, onBattlefield, players, caps } = ctx;
  const checkpoint: Action = { do: 'checkpoint', name: `c${index + 1}` };
  const one = (action: Action): BuiltActions => ({ actions: [action], objects: [] });
  const label = `a${index + 1}`;
  if (a.kind === 'checkpoint') return one(checkpoint);
  if (a.kind === 'cast') return castSpell(a, ctx, checkpoint);
  if (a.kind === 'activate') return activateAbility(a, ctx, checkpoint);
  if (a.kind === 'attack') return attack(a, ctx, checkpoint);
  const player = players[a.player % players.length]!;
  if (a.kind === 'skipUntap') return one({ do: 'skipNextUntapStep', label, player });
  if (a.kind === 'leave') {
    // With `namesTurn` the caster leaves: what they own or control on the stack and the battlefield, and
    // the effects they made, are what 800.4a deals with. With `untilEndOfTurn`, a player who acted earlier,
    // or the one seated before them (leavers.ts).
    const actor = a.untilEndOfTurn ? actorOrNeighbour({ ...ctx, pick: a.player, seat: a.step }) : undefined;
    const leaver = a.namesTurn ? ctx.caster : (actor ?? player);
    // Leaving a two-player game ends it (104.2a), and the last two players stay.
    if (players.length - ctx.left.size <= 2 || ctx.left.has(leaver)) return one(checkpoint);
    ctx.left.add(leaver);
    return one({ do: 'leaveGame', label, player: leaver });
  }
  if (a.kind === 'advance') {
    const to = { step: ADVANCE_STEPS[a.step % ADVANCE_STEPS.length]! };
    // A player who left has no more turns.
    const advance: Action = {
      do: 'advance',
      label,
      to: a.namesTurn && !ctx.left.has(player) ? { ...to, turnOf: player } : to,
    };
    const staticChoices = a.untilEndOfTurn ? keptTapped(ctx.permanents) : [];
    return one(staticChoices.length > 0 ? { ...advance, staticChoices } : advance);
  }
  if (onBattlefield.length === 0) return one(checkpoint);
  const named = [
    ...new Set([...newestFirst(a, ctx), ...a.objects.map((i) => onBattlefield[i % onBattlefield.length]!)]),
  ];
  const objects: [string, ...string[]] = [named[0]!, ...named.slice(1)];
  switch (a.kind) {
    case 'phaseOut':
      return one({ do: 'phaseOut', label, objects: caps.has('effect.phase-out-set') ? objects : [objects[0]] });
    case 'phaseIn':
      return one({ do: 'phaseIn', label, objects });
    case 'destroy':
      return one({ do: 'destroy', label, objects });
    case 'tap':
      return one({ do: 'tap', label, objects });
    case 'untap':
      return one({ do: 'tap', label, objects, untap: true });
    case 'damage':
      return one(damage(a, objects[0], player, label, ctx));
    case 'gainControl':
      return one({
        do: 'gainControl',
        label,
        player,
        object: objects[0],
        duration: a.untilEndOfTurn ? 'endOfTurn' : 'indefinite',
      });
  }
}

/**
 * Every action but a checkpoint lists a target player for each time each player-targeting trigger may
 * trigger (once per creature that could die at once), cycling through the players still in the game entry
 * by entry, so two instances of one ability, or of two, take different targets (603.3d) and each ability's
 * choice is its own (601.2c); unused choices are none. With an odd `variant` the list is reversed: a player
 * puts their triggers on the stack in the order they choose (603.3b), which need not be the order they
 * triggered in; with `untilEndOfTurn` the top of the stack is then resolved alone and a checkpoint taken
 * (stackTop), so that order shows.
 */
function withTriggerTargets(built: BuiltActions, a: ActionPlan, ctx: ActionContext): BuiltActions {
  const sources = ctx.permanents.filter((p) => p.card.playerTrigger !== undefined && p.setup.zone === 'battlefield');
  const inGame = ctx.players.filter((p) => !ctx.left.has(p));
  if (sources.length === 0 || inGame.length === 0) return built;
  const times = ctx.permanents.filter((p) => p.card.role === 'creature').length;
  const triggers: TriggerChoice[] = [];
  for (let k = 0; k < times; k++)
    sources.forEach((s, j) =>
      triggers.push({
        source: s.setup.id,
        ability: s.card.playerTrigger!,
        targets: [inGame[(a.player + k * sources.length + j) % inGame.length]!],
      }),
    );
  if (a.variant % 2 === 1) triggers.reverse();
  return {
    ...built,
    actions: [...built.actions, ...stackTop(a, ctx)].map((x) =>
      x.do === 'checkpoint' ? x : { ...x, triggers: [...(x.triggers ?? []), ...triggers] },
    ),
  };
}

/**
 * After a bare effect that may make triggers (a destruction, damage, a tap), with `untilEndOfTurn`: the top
 * of the stack resolved alone, then a checkpoint, so which ability went on the stack last shows (603.3b,
 * 608.1). With nothing on the stack the resolve is rejected, which needs observe.rejections.
 */
function stackTop(a: ActionPlan, ctx: ActionContext): Action[] {
  const bare = ['destroy', 'damage', 'phaseOut', 'phaseIn', 'tap', 'untap'].includes(a.kind);
  if (!bare || !a.untilEndOfTurn || !ctx.caps.has('observe.rejections')) return [];
  return [
    { do: 'resolve', label: `a${ctx.index + 1}-top` },
    { do: 'checkpoint', name: `c${ctx.index + 1}-top` },
  ];
}

/**
 * The legend each player keeps when the legend rule applies (704.5j): of each legendary card's name, the
 * first listed, which is the oldest, so an engine that keeps the newest instead shows it. Listing one a
 * rule never groups is harmless; undefined when no legend is on the battlefield.
 */
function legendKeeps(permanents: readonly Built[]): [string, ...string[]] | undefined {
  const keeps = new Map<string, string>();
  for (const b of permanents)
    if (b.card.legendary && b.setup.zone === 'battlefield' && !keeps.has(b.card.name))
      keeps.set(b.card.name, b.setup.id);
  const ids = [...keeps.values()];
  return ids.length > 0 ? [ids[0]!, ...ids.slice(1)] : undefined;
}

/** Every action but a checkpoint names the legends kept, so the engine never chooses one itself. */
function withLegendRule(actions: readonly Action[], keeps: [string, ...string[]] | undefined): Action[] {
  if (!keeps) return [...actions];
  return actions.map((a) => (a.do === 'checkpoint' ? a : { ...a, legendRule: keeps }));
}

/**
 * The player after the active one, with an empty library when the plan asks for it: in a game of three or
 * more only, since their loss at their draw step would end a two-player game (104.2a).
 */
function emptyLibraryPlayer(plan: ScenarioPlan, players: readonly string[], active: string): string | undefined {
  if (!plan.emptyLibrary || players.length < 3) return undefined;
  return players[(players.indexOf(active) + 1) % players.length];
}

/** A player's setup: a life total below the default when the plan says so, an empty library when asked. */
function playerSetup(id: string, lifeLoss: number, emptyLibrary: boolean): Setup['players'][number] {
  return { id, ...(lifeLoss > 0 ? { life: 20 - lifeLoss } : {}), ...(emptyLibrary ? { library: 0 } : {}) };
}

export interface Pools {
  permanents: readonly PoolCard[];
  spells: readonly PoolCard[];
  /** A basic land both engines declare, for the lands a player with an ascend permanent starts with. */
  land?: string;
}

/** The scenario a plan stands for, using only the pools' cards and the declared capabilities. */
export function buildScenario(plan: ScenarioPlan, pools: Pools, caps: ReadonlySet<Capability>): Scenario {
  const players = PLAYER_IDS.slice(0, plan.players);
  const permanents = buildObjects(plan, pools.permanents, players, caps);
  const active = players[plan.active % players.length]!;
  const commanders = plan.commander && caps.has('format.commander') ? chooseCommanders(permanents) : undefined;
  // Half the Commander games start with the caster's commander in the command zone, for a cast to cast.
  const mine = plan.turnNumber % 2 === 0 ? commanders?.get(active) : undefined;
  // (Not one whose enters trigger needs a target no scenario chooses.)
  const castable = mine?.card.targetsAsItEnters ? undefined : mine;
  if (castable) toCommandZone(castable, permanents);
  const objects = [...permanents.map((b) => b.setup), ...ascendLands(permanents, plan.designations, pools.land, caps)];
  const onBattlefield = objects.filter((o) => o.zone === 'battlefield').map((o) => o.id);
  const left = new Set<string>();
  const actors: string[] = [];
  const targeted: string[] = [];
  const sceneLegends: string[] = [];
  const commandZone = castable ? [castable] : [];
  const drawsFromEmpty = emptyLibraryPlayer(plan, players, active);
  // They lose at their next draw (704.5b) and leave the game (800.4a): no action names them, as for a leaver.
  if (drawsFromEmpty !== undefined) left.add(drawsFromEmpty);
  const built = plan.actions.map((a, index) => {
    const ctx = {
      index,
      onBattlefield,
      players,
      caps,
      spells: pools.spells,
      caster: active,
      left,
      actors,
      targeted,
      sceneLegends,
      permanents,
      commandZone,
      cards: pools.permanents,
      afterCombat: ['main2', 'end'].includes(START_STEPS[plan.step % START_STEPS.length]!),
      ...(commanders ? { commanders } : {}),
      holders: designationHolders(players, plan.designations, caps),
    };
    const b = withTriggerTargets(buildAction(a, ctx), a, ctx);
    noteActors(b.actions, actors);
    noteTargets(b.actions, targeted);
    return b;
  });
  const setup: Setup = {
    players: players.map((id, seat) =>
      playerSetup(id, plan.lifeLoss[seat] ?? 0, id === drawsFromEmpty),
    ) as Setup['players'],
    turn: { number: plan.turnNumber, active, step: START_STEPS[plan.step % START_STEPS.length]! },
    objects: [...objects, ...built.flatMap((b) => b.objects)],
  };
  if (commanders) makeCommanderGame(setup, commanders);
  applyDesignations(setup, plan.designations, caps);
  return {
    setup,
    actions: withLegendRule(
      built.flatMap((b) => b.actions),
      legendKeeps(permanents),
    ),
  };
}

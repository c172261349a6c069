import type { CatalogueCard } from '../../../harness/generated/cards.js';
import type { Setup } from '../../../harness/generated/fixture.js';
import { checkOneHolder } from './monarch.js';
import type { Game } from './game-interface.js';
import { Unsupported } from './game.js';
import { addMana } from './mana.js';
import { makePrepareCopy } from './prepare.js';
import type { GameObject, Player } from './types.js';

/** Builds the starting state a fixture describes, directly (no actions, no triggers). */
export function buildGame(g: Game, setup: Setup, card: (name: string) => CatalogueCard): void {
  g.commander.on = setup.format === 'commander';
  setUpPlayers(g, setup);
  g.active = setup.turn.active;
  g.step = setup.turn.step;
  g.turnNumber = setup.turn.number ?? 1;
  for (const o of setUpOrder(setup.objects)) setUpObject(g, o, card(o.card));
  // Links between objects once they all exist: damage sources, attachments, combat.
  for (const o of setup.objects) linkObject(g, o);
  for (const o of setup.objects) {
    const obj = g.objects.get(o.id)!;
    if (obj.combat?.attacking !== undefined && setup.objects.some((b) => b.combat?.blocking === o.id))
      obj.combat.blocked = true;
  }
  for (const p of setup.players)
    for (const d of p.damageBy ?? []) {
      // The history a source keeps of the players it has dealt damage to (life.ts records the same in play).
      const source = damageSource(g, d.source, p.id);
      source.memory['damagedPlayers'] = [
        ...new Set([...((source.memory['damagedPlayers'] as string[] | undefined) ?? []), p.id]),
      ];
    }
  for (const [pid, mana] of Object.entries(setup.manaPool ?? {})) addMana(g.player(pid), mana);
}

function setUpPlayers(g: Game, setup: Setup): void {
  for (const p of setup.players) {
    // 903.7: each player starts a Commander game with 40 life.
    const player: Player = {
      id: p.id,
      life: p.life ?? (g.commander.on ? 40 : 20),
      libraryCount: p.library ?? 20,
      anonymousHand: 0,
      anonymousGraveyard: 0,
      inGame: true,
      skipUntapSteps: 0,
      mana: new Map(),
      loyaltyActivatedThisTurn: new Set(),
      ...(p.citysBlessing === true ? { citysBlessing: true } : {}),
      ...(p.monarch === true ? { monarch: true } : {}),
      ...(p.initiative === true ? { initiative: true } : {}),
    };
    g.players.push(player);
    for (const [commander, n] of Object.entries(p.commanderDamage ?? {})) g.commander.addDamage(p.id, commander, n);
  }
  checkOneHolder(g, 'monarch', '725.3');
  checkOneHolder(g, 'initiative', '726.3');
  if (setup.dayNight !== undefined) g.dayNight.is = setup.dayNight;
}

type SetupObject = Setup['objects'][number];

/**
 * The listed order, which is the timestamp order (613.7), except that an object whose "as it enters" choice
 * names another object of the setup (Clone's `copy`) comes after that object, so the choice finds it wherever
 * it is listed.
 */
function setUpOrder(objects: readonly SetupObject[]): SetupObject[] {
  const byId = new Map(objects.map((o) => [o.id, o]));
  const order: SetupObject[] = [];
  const placed = new Set<SetupObject>();
  const place = (o: SetupObject, visiting: Set<SetupObject>): void => {
    if (placed.has(o) || visiting.has(o)) return;
    visiting.add(o);
    for (const value of Object.values(o.chosen ?? {})) {
      const named = typeof value === 'string' ? byId.get(value) : undefined;
      if (named) place(named, visiting);
    }
    placed.add(o);
    order.push(o);
  };
  for (const o of objects) place(o, new Set());
  return order;
}

/** One setup object as a game object, in its zone; on the battlefield, phased in or out, with its controller. */
function setUpObject(g: Game, o: SetupObject, def: CatalogueCard): void {
  const obj: GameObject = {
    id: o.id,
    card: def,
    owner: o.owner,
    zone: o.zone,
    token: o.token ?? false,
    incarnation: 0,
    timestamp: g.tick(),
    baseController: o.owner,
    tapped: o.tapped ?? false,
    counters: new Map(Object.entries(o.counters ?? {})),
    damage: o.damage ?? 0,
    attachedTo: null,
    sick: o.summoningSick ?? false,
    combat: null,
    phased: null,
    bestowed: false,
    memory: {},
  };
  g.objects.set(obj.id, obj);
  if (o.commander === true) {
    if (!g.commander.on)
      throw new Unsupported(`setup: ${o.id} is a commander, but the game is not a Commander game (setup.format)`);
    g.commander.designated.add(obj.id);
  }
  if (o.zone !== 'battlefield') {
    if (o.prepared === true) throw new Unsupported(`setup: ${o.id} is not on the battlefield, so it can't be prepared`);
    return;
  }
  if (o.chosen !== undefined) {
    // As if it had entered with these choices made; the setup's own counters stand.
    const behaviour = g.behaviour(obj);
    if (!behaviour?.asEnters)
      throw new Unsupported(`setup: ${o.card} makes no choice as it enters ("chosen" on ${o.id})`);
    behaviour.asEnters(g, obj, o.chosen);
    obj.counters = new Map(Object.entries(o.counters ?? {}));
  }
  // The schema's `controller` is control given by an indefinite "gain control" effect, not default
  // control: it ends if that player leaves the game (800.4a), and the permanent returns to its owner.
  if (o.controller !== undefined && o.controller !== o.owner) {
    g.addEffect({
      controller: o.controller,
      affected: [g.ref(obj)],
      duration: { kind: 'indefinite' },
      change: { kind: 'control', player: o.controller },
    });
  }
  if (o.protector !== undefined) setUpProtector(g, obj, o.protector);
  if (o.phased && o.phased !== 'in') {
    g.field.putPhasedOut(obj, { how: o.phased.how, under: o.phased.under });
  } else g.field.put(obj);
  if (o.prepared === true) setUpPrepared(g, obj);
}

/**
 * 722.3a: prepared, as if it became prepared earlier; only a permanent with a prepare spell can be. A phased-in one
 * has its copy in exile (722.3c); a phased-out one has none, since its copy ceased as it phased out (704.5e).
 */
function setUpPrepared(g: Game, obj: GameObject): void {
  const spell = g.behaviour(obj)?.prepare;
  if (!spell) throw new Unsupported(`setup: ${obj.id} has no prepare spell, so it can't be prepared`);
  obj.prepared = true;
  if (obj.phased === null) makePrepareCopy(g, obj, spell);
}

/** 310.9: a battle's protector, as if chosen as it entered; only a battle has one. */
function setUpProtector(g: Game, obj: GameObject, protector: string): void {
  if (!g.isType(obj, 'Battle')) throw new Unsupported(`setup: ${obj.id} is not a battle, so it has no protector`);
  if (!g.players.some((p) => p.id === protector))
    throw new Unsupported(`setup: ${obj.id}'s protector ${protector} is not a player of the game`);
  obj.protector = protector;
}

/** What a setup object says of others: the sources of its damage, what it is attached to, its combat. */
function linkObject(g: Game, o: SetupObject): void {
  const obj = g.objects.get(o.id)!;
  // Damage from named sources is marked damage like the rest (120.3e).
  for (const d of o.damageBy ?? []) {
    damageSource(g, d.source, o.id);
    obj.damage += d.amount;
  }
  if (o.attachedTo !== undefined) {
    if (typeof o.attachedTo === 'string') {
      const host = g.objects.get(o.attachedTo);
      if (!host) throw new Unsupported(`setup: ${o.id} is attached to unknown ${o.attachedTo}`);
      obj.attachedTo = { object: host.id, incarnation: host.incarnation };
    } else obj.attachedTo = { player: o.attachedTo.player };
  }
  if (o.combat?.attacking !== undefined) obj.combat = { attacking: o.combat.attacking, blocked: false };
  // The attacker it blocks is marked blocked once every object is linked (buildGame), whichever is listed first.
  if (o.combat?.blocking !== undefined) obj.combat = { blocking: [o.combat.blocking] };
  // A blocking pair set up in combat was declared this turn.
  const blocked = o.combat?.blocking === undefined ? undefined : g.objects.get(o.combat.blocking);
  if (blocked) g.declaredBlocks.push({ blocker: g.ref(obj), attacker: g.ref(blocked), turn: g.turnIndex });
}

function damageSource(g: Game, id: string, dealtTo: string): GameObject {
  const source = g.objects.get(id);
  if (!source) throw new Unsupported(`setup: ${dealtTo} was dealt damage by unknown ${id}`);
  return source;
}

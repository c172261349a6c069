import { entersWithCounters, removeCounters } from './counters.js';
import type { Game } from './game-interface.js';
import { IllegalAction } from './errors.js';
import type { GameObject, Permanent, PlayerId } from './types.js';

// Battles (310): defense counters, the protector, and the state-based actions that read them (704.5v-y).

function isSiege(g: Game, battle: GameObject): boolean {
  return g.hasSubtype(battle, 'Siege');
}

/**
 * The players who may protect a battle its controller controls (310.9a): a Siege's are its
 * controller's opponents in the game (310.12a), a battle with no battle type's only its controller.
 * In turn order from the player after the controller, the order the reference engine chooses in when
 * the choice is its own (an entering battle or 704.5x-y with several candidates).
 */
export function protectorCandidates(g: Game, battle: GameObject, controller: PlayerId): PlayerId[] {
  if (!isSiege(g, battle)) return g.player(controller).inGame ? [controller] : [];
  const seats = g.players.map((p) => p.id);
  const from = seats.indexOf(controller);
  const inTurnOrder = [...seats.slice(from + 1), ...seats.slice(0, from)];
  return inTurnOrder.filter((id) => g.player(id).inGame);
}

/**
 * As a battle enters: its defense counters (310.4b, a replacement effect, so it is a permanent with
 * them) and its protector, chosen by its controller (310.9a): `chosen` (a cast's `protector` choice)
 * while it is still a candidate, else the first candidate in turn order.
 */
export function battleEnters(g: Game, entering: GameObject, controller: PlayerId, chosen?: PlayerId): void {
  if (!g.isType(entering, 'Battle')) return;
  const defense = entering.card.defense;
  if (defense !== undefined && !entering.counters.has('defense')) entersWithCounters(entering, 'defense', defense);
  const candidates = protectorCandidates(g, entering, controller);
  entering.protector = chosen !== undefined && candidates.includes(chosen) ? chosen : candidates[0];
}

/**
 * A cast battle spell's `protector` choice (310.9a), checked as it is cast so that an illegal one is
 * refused before anything is paid: undefined when the choice is absent or the spell is no battle.
 */
export function chosenProtector(g: Game, spell: GameObject, caster: PlayerId, choice: unknown): PlayerId | undefined {
  if (choice === undefined || !g.isType(spell, 'Battle')) return undefined;
  const candidates = protectorCandidates(g, spell, caster);
  if (typeof choice !== 'string' || !candidates.includes(choice))
    throw new IllegalAction(
      `${JSON.stringify(choice)} can't protect ${spell.id}: its protector is one of ${candidates.join(', ') || 'nobody'} (310.9a, 310.12a)`,
    );
  return choice;
}

/** 310.9e: the player in the game who protects a battle, if any (one who left the game protects nothing, 704.5x). */
export function protectorOf(g: Game, battle: GameObject): PlayerId | undefined {
  const p = battle.protector;
  return p !== undefined && g.player(p).inGame ? p : undefined;
}

/** 310.9b: why the active player's creatures can't attack this battle, or undefined if they can. */
export function battleAttackRefusal(g: Game, battle: Permanent): string | undefined {
  const protector = protectorOf(g, battle);
  if (protector === undefined) return `${battle.id} has no protector, so no player can attack it`;
  if (protector === g.active) return `${battle.id} is protected by ${protector}, who can't attack it (310.9b)`;
  return undefined;
}

/** 310.9c: only the protector's creatures may block a creature attacking a battle; undefined if this one may. */
export function battleBlockRefusal(g: Game, blocker: Permanent, attacker: Permanent): string | undefined {
  const attacked = attacker.combat?.attacking;
  const battle = attacked === undefined ? undefined : g.field.permanentById(attacked, 'combat-declaration');
  if (!battle || !g.isType(battle, 'Battle')) return undefined;
  const protector = protectorOf(g, battle);
  if (g.controller(blocker) === protector) return undefined;
  return `${blocker.id} can't block ${attacker.id}: only ${battle.id}'s protector's creatures can (310.9c)`;
}

/**
 * 310.6: damage dealt to a battle removes that many defense counters. Removing the last one is the
 * event a Siege's intrinsic ability triggers on (310.12b).
 */
export function removeDefenseCounters(g: Game, battle: Permanent, n: number): void {
  const before = battle.counters.get('defense') ?? 0;
  if (before > 0 && removeCounters(battle, 'defense', n) === before)
    g.emit({ type: 'lastDefenseCounterRemoved', obj: battle });
}

/** Whether an ability of this object has triggered and not yet left the stack (704.5v). */
function sourceOfWaitingTrigger(g: Game, o: GameObject): boolean {
  return (
    g.pending.some((t) => t.source === o) ||
    g.stack.some((s) => s.kind === 'triggered' && s.source === o && s.sourceRef.incarnation === o.incarnation)
  );
}

/** 704.5x-y: each battle's controller chooses its protector (310.9f: it replaces the one it had); whether any did. */
export function assignProtectors(protectors: ReadonlyMap<GameObject, PlayerId>): boolean {
  for (const [battle, protector] of protectors) battle.protector = protector;
  return protectors.size > 0;
}

/**
 * The battle state-based actions (704.5v-y), read against one state: the battles put into their
 * owner's graveyard, and the protectors chosen (undefined: none could be, so it goes too). Only
 * battles that exist are looked at (702.26b): `existingFor('sba')`, as the other actions do.
 */
export function findBattleActions(g: Game, toGraveyard: Set<GameObject>, protectors: Map<GameObject, PlayerId>): void {
  for (const o of g.existingFor('sba')) {
    if (!g.isType(o, 'Battle')) continue;
    if ((o.counters.get('defense') ?? 0) <= 0) {
      // 704.5v: a Siege waits for its own triggered ability (310.12b) to leave the stack; 704.5w: another battle doesn't.
      if (!isSiege(g, o) || !sourceOfWaitingTrigger(g, o)) toGraveyard.add(o);
      continue;
    }
    const candidates = protectorCandidates(g, o, g.controller(o));
    const protector = protectorOf(g, o);
    // 704.5x: no protector in the game, and nothing attacking it; 704.5y: a protector who can't be one.
    const attacked = g.permanents().some((a) => a.combat?.attacking === o.id);
    const needsOne = protector === undefined ? !attacked : !candidates.includes(protector);
    if (!needsOne) continue;
    const chosen = candidates[0];
    if (chosen === undefined) toGraveyard.add(o);
    else protectors.set(o, chosen);
  }
}

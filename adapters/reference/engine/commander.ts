import type { Game } from './game-interface.js';
import { NOT_THE_BATTLEFIELD } from './vocabulary.js';
import type { GameObject, PhasedOutReader, PlayerId } from './types.js';

// The Commander variant (903): commanders, the command zone, casting a commander from there, and
// commander damage. Phasing changes none of it by name: a phased-out commander is still on the
// battlefield (702.26d: no zone change) and doesn't exist (702.26b), so it isn't in the command zone,
// isn't a commander its controller controls, and deals no damage.

/** 903.10a: combat damage from one commander that makes a player lose. */
export const COMMANDER_DAMAGE_LIMIT = 21;

export function isCommander(g: Game, o: GameObject): boolean {
  return g.commander.on && !o.token && g.commander.designated.has(o.id);
}

/**
 * "If you control a commander": a commander on the battlefield under the player's control. A
 * phased-out commander doesn't exist (702.26b; XMage #12058, phase.rs #2595); only a faulty
 * engine's 'commanders' reader sees it.
 */
export function controlsACommander(g: Game, player: PlayerId): boolean {
  if (!g.commander.on) return false;
  const seen = [...g.permanents(), ...g.phasedOutFor('commanders')];
  return seen.some((o) => isCommander(g, o) && g.controller(o) === player);
}

/** 903.8: the generic mana a commander cast from the command zone costs extra ({2} per earlier cast). */
export function commanderTax(g: Game, o: GameObject): string {
  const n = g.seams.commander.previousCasts(g, o, g.commander.castsFromCommandZone.get(o.id) ?? 0);
  return n > 0 ? `{${2 * n}}` : '';
}

/** The player's commanders (903.3), wherever they are; a phased-out one only for a reader that may see it. */
export function commandersOf(g: Game, player: PlayerId, reader: PhasedOutReader): GameObject[] {
  return [...g.commander.designated]
    .map((id) => g.cardIn(NOT_THE_BATTLEFIELD, id) ?? g.permanentById(id) ?? g.phasedOutById(reader, id))
    .filter((o): o is GameObject => !!o && o.owner === player);
}

/** 903.4: a commander's color identity, the colors of the mana symbols in its mana cost and rules text; a card's, in any zone. */
export function commanderColorIdentity(g: Game, player: PlayerId): Set<string> {
  const colors = new Set<string>();
  for (const o of commandersOf(g, player, 'commander-identity')) {
    for (const symbol of `${o.card.manaCost ?? ''} ${o.card.oracle}`.matchAll(/\{([^}]+)\}/g)) {
      for (const c of symbol[1]!) if ('WUBRG'.includes(c)) colors.add(c);
    }
    for (const c of o.card.colors ?? []) colors.add(c);
  }
  return colors;
}

/**
 * "Your commander's creature types", checked when they matter (Path of Ancestry ruling 2020-11-10): a
 * commander in a hidden zone (hand, library) or phased out has none (702.26b); elsewhere, its own.
 */
export function commanderCreatureTypes(g: Game, player: PlayerId): Set<string> {
  const types = new Set<string>();
  for (const o of commandersOf(g, player, 'commanders')) {
    if (o.zone === 'hand' || o.zone === 'library') continue;
    if (o.zone === 'battlefield') {
      const ch = g.characteristics(o);
      if (ch.types.has('Creature')) for (const t of ch.subtypes) types.add(t);
      continue;
    }
    if (o.card.types.includes('Creature')) for (const t of o.card.subtypes ?? []) types.add(t);
  }
  return types;
}

/** 903.8: a player may cast their own commander from the command zone. */
export function mayCastFromCommandZone(g: Game, o: GameObject, player: PlayerId): boolean {
  return o.zone === 'command' && o.owner === player && isCommander(g, o);
}

/** 903.8: a commander was cast from the command zone; the next cast costs {2} more. */
export function castFromCommandZone(g: Game, o: GameObject): void {
  g.commander.castsFromCommandZone.set(o.id, (g.commander.castsFromCommandZone.get(o.id) ?? 0) + 1);
}

/**
 * 903.10a: combat damage a commander dealt to a player counts toward that player's commander damage.
 * `assigned` is the damage assigned, `dealt` what was dealt after prevention (prevented damage isn't dealt, 615).
 */
export function recordCombatDamage(
  g: Game,
  player: PlayerId,
  source: GameObject,
  assigned: number,
  dealt: number,
): void {
  if (!isCommander(g, source)) return;
  g.commander.addDamage(player, source.id, g.seams.commander.counted(g, { assigned, dealt }));
}

/** 704.6c, 903.10a: the players who have been dealt 21 or more combat damage by the same commander. */
export function losersToCommanderDamage(g: Game): PlayerId[] {
  if (!g.commander.on) return [];
  const out: PlayerId[] = [];
  for (const p of g.playersInGame()) {
    if (
      [...g.commander.damageTo(p.id).values()].some((n) => n >= COMMANDER_DAMAGE_LIMIT) &&
      g.seams.commander.damageLoses(g, p.id)
    )
      out.push(p.id);
  }
  return out;
}

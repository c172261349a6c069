import { removeDefenseCounters } from './battles.js';
import { removeCounters } from './counters.js';
import { noteDamageDealt } from './damage-events.js';
import type { Game } from './game-interface.js';
import type { GameObject, Permanent, Player, PlayerId } from './types.js';

// Damage (120) and life totals (119), with what Teferi's Protection-style player effects change.

/**
 * Deals damage (120.3). `source` is the object dealing it, when there is one (combat damage,
 * spells, abilities): lifelink (702.15b) and prevention by source need it.
 */
export function dealDamage(
  g: Game,
  target: { player: PlayerId } | { object: Permanent },
  amount: number,
  source?: GameObject,
): number {
  if (amount <= 0) return 0;
  if ('player' in target) {
    const p = g.player(target.player);
    if (!p.inGame || g.damageToPlayerPrevented(p.id)) return 0;
    // 614.1a: a replacement effect (Nefarious Lich) makes something else happen instead: no damage is dealt.
    // Prevention is asked first: the affected player would choose the order (616.1), which no fixture asks for yet.
    if (
      g.seams.cards.replacesDamageToPlayer(g, p.id) &&
      g.permanents().some((src) => g.behaviour(src)?.replacesDamageToPlayer?.(g, src, p.id, amount) === true)
    )
      return 0;
    // 120.3a: damage to a player causes that much life loss; with "your life total can't change"
    // the damage is still dealt (lifelink, triggers) but the life total stays (Teferi's Protection ruling 2017-08-25).
    g.loseLife(p, amount);
    // History such as The Fallen's "each opponent it has dealt damage to this game" (kept through phasing, 702.26d).
    if (source)
      source.memory['damagedPlayers'] = [
        ...new Set([...((source.memory['damagedPlayers'] as PlayerId[] | undefined) ?? []), p.id]),
      ];
    afterDamageDealt(g, amount, source);
    return amount;
  }
  // Only a permanent that exists is dealt damage (702.26b): the type says so.
  const obj = target.object;
  // 702.16e: damage from a source of a quality the permanent has protection from is prevented.
  if (source && !g.damageCantBePrevented() && g.behaviour(obj)?.preventsDamageTo?.(g, obj, obj, source) === true)
    return 0;
  if (g.isType(obj, 'Planeswalker')) {
    removeCounters(obj, 'loyalty', amount);
  } else if (g.isType(obj, 'Battle')) {
    removeDefenseCounters(g, obj, amount); // 310.6
  } else {
    obj.damage += amount;
    // 702.2b: damage from a source with deathtouch is enough to destroy a creature (704.5h).
    if (source && g.has(source, 'deathtouch')) g.markDeathtouchDamage(obj);
  }
  afterDamageDealt(g, amount, source);
  return amount;
}

/** 702.15b: damage dealt by a source with lifelink also causes its controller to gain that much life; and the source has dealt damage (for "whenever ... deals damage"). */
function afterDamageDealt(g: Game, amount: number, source: GameObject | undefined): void {
  if (!source) return;
  if (g.has(source, 'lifelink')) g.gainLife(g.player(g.controller(source)), amount);
  noteDamageDealt(g, source, amount);
}

/** Whether a resolved effect says damage can't be prevented (615.12; Flaring Pain). */
export function damageCantBePrevented(g: Game): boolean {
  return g.effects.some((e) => e.change.kind === 'damageCantBePrevented');
}

/** Whether an effect of that kind applies to the player (119.7, 119.8, 702.16j), from a spell or a static ability. */
export function playerHas(g: Game, player: PlayerId, kind: 'lifeCantChange' | 'protectionFromEverything'): boolean {
  return g.effects.some((e) => e.change.kind === kind && e.change.player === player) || givenByStatic(g, player, kind);
}

/**
 * Whether damage about to be dealt to the player is prevented (615): by protection from
 * everything (702.16j) or a static prevention ability (Glacial Chasm), unless damage can't be prevented.
 */
export function damageToPlayerPrevented(g: Game, player: PlayerId): boolean {
  if (g.damageCantBePrevented()) return false;
  if (g.seams.players.protectedFrom(g, player, 'damage')) return true;
  return g.permanents().some((src) => g.behaviour(src)?.preventsDamageToPlayer?.(g, src, player) === true);
}

export function loseLife(g: Game, p: Player, amount: number): void {
  if (amount <= 0 || g.lifeCantChange(p)) return; // 119.8
  p.life -= amount;
}

export function gainLife(g: Game, p: Player, amount: number): void {
  if (amount <= 0) return;
  const canChange = !g.lifeCantChange(p);
  // 614.1a: "If you would gain life, draw that many cards instead" (Nefarious Lich) replaces the gain, once
  // (614.5), but only while the gain could happen: 119.7 (Teferi's Protection ruling 2017-08-25).
  if (
    g.seams.players.lifeGainReplaceable(g, p, canChange) &&
    g.permanents().some((src) => g.behaviour(src)?.replacesLifeGain?.(g, src, p.id, amount) === true)
  )
    return;
  if (!canChange) return; // 119.7
  p.life += amount;
}

/** 119.4, 119.8: a player can pay N life only with at least N life, and (N > 0) only if their life total can change. */
export function canPayLife(g: Game, p: Player, amount: number): boolean {
  return amount === 0 || (g.seams.players.lifeCovers(g, p.life, amount) && !g.lifeCantChange(p));
}

/** "[Player]'s life total becomes N" (119.5): does nothing to a player whose life total can't change. */
export function setLife(g: Game, p: Player, n: number): void {
  if (n === p.life || g.lifeCantChange(p)) return;
  p.life = n;
}

/** Exchange life totals (119.7, 119.8): if either player's life total can't change, the exchange doesn't happen. */
export function exchangeLife(g: Game, a: Player, b: Player): void {
  if (a.life === b.life) return;
  if (g.lifeCantChange(a) || g.lifeCantChange(b)) return;
  if (!g.seams.players.exchangesLife(g, a, b)) return;
  [a.life, b.life] = [b.life, a.life];
}

/**
 * Whether a static ability of a permanent gives the player that quality (Platinum Emperion: "Your life total
 * can't change."). Only permanents that exist are asked: a phased-out one's abilities do nothing (702.26b).
 */
function givenByStatic(g: Game, player: PlayerId, kind: 'lifeCantChange' | 'protectionFromEverything'): boolean {
  return g.field.existingFor('statics').some((src) => g.behaviour(src)?.givesPlayer?.(g, src, player, kind) === true);
}

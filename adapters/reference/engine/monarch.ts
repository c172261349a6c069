import type { CardBehaviour } from './card-behaviour.js';
import type { Game, GameEvent } from './game-interface.js';
import { draw } from './draw.js';
import { Unsupported } from './errors.js';
import { newObject } from './new-object.js';
import type { GameObject, ObjectRef, PlayerId } from './types.js';

/** What the monarch's combat-damage trigger remembers of the creature that dealt the damage. */
interface DamageDealer {
  creature: ObjectRef;
  /** Its controller as it dealt the damage: last known information if it no longer exists (608.2h). */
  controller: PlayerId;
}

/** 725.3: only one player can be the monarch; as a player becomes the monarch, the current one ceases to be. */
export function becomeMonarch(g: Game, id: PlayerId): void {
  for (const p of g.players) p.monarch = p.id === id ? true : undefined;
}

/** The monarch, if there is one in the game (725.1: there is none until an effect makes one). */
export function monarchOf(g: Game): PlayerId | undefined {
  return g.players.find((p) => p.monarch === true && p.inGame)?.id;
}

/**
 * 725.4: as the monarch leaves the game, the active player becomes the monarch; if the active player is
 * leaving at the same time, the next player in turn order does. Called once the player is out of the game,
 * with every player leaving at the same time as them (`leavingTogether`).
 */
export function passMonarchyOfLeaving(g: Game, leaving: PlayerId, leavingTogether: ReadonlySet<PlayerId>): void {
  if (g.player(leaving).monarch !== true) return;
  g.player(leaving).monarch = undefined;
  const next = successorOfLeaving(g, leavingTogether);
  if (next !== undefined) becomeMonarch(g, next); // else "the game continues with no monarch"
}

/**
 * Who gets a one-player designation (the monarch 725.4, the initiative 726.4) as its holder leaves the
 * game: the active player, or the next player in turn order if the active player is leaving at the same
 * time; no one once no player stays. Players who lose together leave at the same time (704.3), so one of
 * them never takes the designation on the way out.
 */
export function successorOfLeaving(g: Game, leavingTogether: ReadonlySet<PlayerId>): PlayerId | undefined {
  const stays = (id: PlayerId): boolean => g.player(id).inGame && !leavingTogether.has(id);
  if (!g.players.some((p) => stays(p.id))) return undefined;
  let next = g.active;
  while (!stays(next)) next = g.nextPlayerAfter(next);
  return next;
}

/** A setup naming more than one holder of a one-player designation describes no game (725.3, 726.3). */
export function checkOneHolder(g: Game, designation: 'monarch' | 'initiative', rule: string): void {
  const holders = g.players.filter((p) => p[designation] === true).map((p) => p.id);
  const phrase = designation === 'monarch' ? 'be the monarch' : 'have the initiative';
  if (holders.length > 1)
    throw new Unsupported(`setup: only one player can ${phrase} (${rule}); got ${holders.join(', ')}`);
}

/**
 * 725.2: the monarch's two inherent triggered abilities, "At the beginning of the monarch's end step,
 * that player draws a card" and "Whenever a creature deals combat damage to the monarch, its
 * controller becomes the monarch". They have no source and are controlled by the monarch as they
 * trigger; monarchTriggers offers them each event, so they never trigger from an object.
 */
const MONARCH_ABILITIES: CardBehaviour = {
  name: 'the monarch',
  triggers: [
    {
      key: 'monarch-draw',
      event: 'stepBegins',
      delayedOnly: true,
      matches: () => false,
      resolve(g, item) {
        if (g.seams.players.monarchDraws(g, item.controller)) draw(g, item.controller, 1);
      },
    },
    {
      key: 'monarch-combat-damage',
      event: 'combatDamageToPlayer',
      delayedOnly: true,
      matches: () => false,
      resolve(g, item) {
        const dealer = item.triggerData as DamageDealer;
        // "Its controller": a creature that phased out since still has one (702.26b: it is treated as
        // though it doesn't exist, so its last known information is used, 608.2h).
        const now = g.permanent(dealer.creature, 'object-information');
        if (!g.seams.players.takesMonarchy(g, now)) return;
        becomeMonarch(g, now ? g.controller(now) : dealer.controller);
      },
    },
  ],
};

/**
 * The stack needs an object for every ability on it; this one stands for "no source" (725.2, 726.2),
 * or for a dungeon card in the command zone (309.4c). It is in no zone's list (Game.objects never
 * holds it), so nothing can find, target or observe it; its card has the one type the catalogue's
 * shape needs, and no rule reads it.
 */
export function standInSource(g: Game, owner: PlayerId, id: string, name: string): GameObject {
  return newObject({
    id,
    card: { name, types: ['Enchantment'], oracle: '', abilities: [] },
    owner,
    zone: 'command',
    timestamp: g.tick(),
  });
}

/** The behaviour of a designation's stand-in source: no catalogue card has a lower-case name like it. */
export function inherentAbilities(obj: Pick<GameObject, 'card'>): CardBehaviour | undefined {
  return obj.card.name === MONARCH_ABILITIES.name ? MONARCH_ABILITIES : undefined;
}

/** Offers an event to the monarch's inherent triggered abilities (725.2). */
export function monarchTriggers(g: Game, ev: GameEvent): void {
  const monarch = monarchOf(g);
  if (monarch === undefined) return;
  if (ev.type === 'stepBegins' && ev.step === 'end' && ev.active === monarch)
    g.trigger(standInSource(g, monarch, 'the-monarch', MONARCH_ABILITIES.name), 'monarch-draw', undefined, monarch);
  if (ev.type === 'combatDamageToPlayer' && ev.player === monarch) {
    const dealer: DamageDealer = { creature: g.ref(ev.obj), controller: g.controller(ev.obj) };
    g.trigger(
      standInSource(g, monarch, 'the-monarch', MONARCH_ABILITIES.name),
      'monarch-combat-damage',
      dealer,
      monarch,
    );
  }
}

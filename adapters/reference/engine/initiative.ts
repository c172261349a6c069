import type { CardBehaviour } from './card-behaviour.js';
import type { Game, GameEvent } from './game-interface.js';
import { standInSource, successorOfLeaving } from './monarch.js';
import type { ObjectRef, PlayerId } from './types.js';
import { dungeonAbilities, ventureIntoUndercity } from './undercity.js';

/** What the initiative's combat-damage trigger remembers: the player whose creatures dealt the damage, and which. */
interface Attackers {
  player: PlayerId;
  creatures: ObjectRef[];
}

const COMBAT_DAMAGE = 'initiative-combat-damage';
const TAKEN = 'initiative-taken';

/** The initiative's holder, if any player in the game has it (726.1: there is none until someone takes it). */
export function initiativeHolder(g: Game): PlayerId | undefined {
  return g.players.find((p) => p.initiative === true && p.inGame)?.id;
}

/**
 * A player takes the initiative: 726.3, whoever had it ceases to have it; 726.2, "Whenever a player
 * takes the initiative, that player ventures into Undercity" triggers, even for the player who
 * already had it (726.5).
 */
export function takeInitiative(g: Game, id: PlayerId): void {
  for (const p of g.players) p.initiative = p.id === id ? true : undefined;
  g.trigger(initiativeSource(g, id), TAKEN, undefined, id);
}

/**
 * 726.4: as the player who has the initiative leaves the game, the active player takes it, or the
 * next player in turn order when the active player is leaving at the same time. Called once the player is
 * out, with every player leaving at the same time as them.
 */
export function passInitiativeOfLeaving(g: Game, leaving: PlayerId, leavingTogether: ReadonlySet<PlayerId>): void {
  if (g.player(leaving).initiative !== true) return;
  g.player(leaving).initiative = undefined;
  const next = successorOfLeaving(g, leavingTogether);
  if (next !== undefined) takeInitiative(g, next);
}

/**
 * 726.2: the three inherent triggered abilities of the initiative. They have no source and are
 * controlled by the player who had the initiative as they triggered; initiativeTriggers offers them
 * each event, so they never trigger from an object.
 */
const INITIATIVE_ABILITIES: CardBehaviour = {
  name: 'the initiative',
  triggers: [
    {
      key: 'initiative-upkeep',
      event: 'stepBegins',
      delayedOnly: true,
      matches: () => false,
      resolve(g, item) {
        if (g.seams.players.initiativeVentures(g, item.controller, 'upkeep'))
          ventureIntoUndercity(g, item.controller, item.choices);
      },
    },
    {
      key: COMBAT_DAMAGE,
      event: 'combatDamageToPlayer',
      delayedOnly: true,
      matches: () => false,
      resolve(g, item) {
        const attackers = item.triggerData as Attackers;
        // "The controller of those creatures" was fixed as they dealt the damage: one that phased out
        // since is treated as though it doesn't exist (702.26b), which changes nothing about who that was.
        const now = attackers.creatures.map((c) => g.permanent(c, 'object-information'));
        if (g.seams.players.takesInitiative(g, now)) takeInitiative(g, attackers.player);
      },
    },
    {
      key: TAKEN,
      event: 'stepBegins',
      delayedOnly: true,
      matches: () => false,
      resolve(g, item) {
        if (g.seams.players.initiativeVentures(g, item.controller, 'taken'))
          ventureIntoUndercity(g, item.controller, item.choices);
      },
    },
  ],
};

function initiativeSource(g: Game, holder: PlayerId) {
  return standInSource(g, holder, 'the-initiative', INITIATIVE_ABILITIES.name);
}

/** The behaviour of the initiative's and the dungeon's stand-in sources. */
export function initiativeAbilities(name: string): CardBehaviour | undefined {
  return name === INITIATIVE_ABILITIES.name ? INITIATIVE_ABILITIES : dungeonAbilities(name);
}

/** Offers an event to the initiative's inherent triggered abilities (726.2). */
export function initiativeTriggers(g: Game, ev: GameEvent): void {
  const holder = initiativeHolder(g);
  if (holder === undefined) return;
  if (ev.type === 'stepBegins' && ev.step === 'upkeep' && ev.active === holder)
    g.trigger(initiativeSource(g, holder), 'initiative-upkeep', undefined, holder);
  if (ev.type !== 'combatDamageToPlayer' || ev.player !== holder) return;
  // "One or more creatures a player controls": combat damage is dealt at once (510.2), so the creatures
  // of one player that deal it in one step share one trigger, still waiting to be put on the stack.
  const player = g.controller(ev.obj);
  const waiting = g.pending.find((t) => t.key === COMBAT_DAMAGE && (t.data as Attackers).player === player);
  if (waiting) (waiting.data as Attackers).creatures.push(g.ref(ev.obj));
  else g.trigger(initiativeSource(g, holder), COMBAT_DAMAGE, { player, creatures: [g.ref(ev.obj)] }, holder);
}

import { forbidden } from './block-requirements.js';
import type { Game } from './game-interface.js';
import type { Permanent } from './game.js';
import { protectorOf } from './battles.js';
import { goadersOf, goadRequirementsObeyed } from './goad.js';
import type { GameObject, PlayerId } from './types.js';

/**
 * Why the active player's creature `o` can't attack by the rules that say which creatures may (508.1a:
 * untapped; 302.6: under its controller's control since the turn began, unless it has haste) and the
 * restrictions (508.1c), or undefined when it can.
 */
export function attackRefusal(g: Game, o: GameObject): string | undefined {
  if (o.tapped) return `${o.id} is tapped`;
  if (o.sick && !g.has(o, 'haste'))
    return `${o.id} has not been under ${g.active}'s control continuously since the turn began (302.6)`;
  const restricted = g.has(o, 'defender') || forbidden(g, o, 'attack');
  if (g.seams.combat.restricts(g, o, 'attack', restricted)) return `${o.id} can't attack`;
  return undefined;
}

/**
 * Why player `id` can't be attacked by the active player's creatures: only an opponent still in the game can
 * (506.2, 800.4a); undefined when it can be. Protection from everything doesn't stop attacks (702.16j; 110.5d:
 * a player has no phasing status): the players seam is still asked, so a fault can make it.
 */
export function playerAttackRefusal(g: Game, id: PlayerId): string | undefined {
  const p = g.player(id);
  if (!p.inGame || p.id === g.active) return `${id} can't be attacked`;
  if (g.seams.players.protectedFrom(g, p.id, 'attack')) return `${id} can't be attacked: protection from everything`;
  return undefined;
}

/**
 * 508.1d: the active player's creatures that don't attack though a requirement says they attack if able
 * ("attacks each combat if able", Juggernaut; goaded, 701.15b) and nothing stops them. Each such requirement
 * is obeyed by attacking at all, independently of the others, so the maximum is obeyed exactly when every
 * such creature able to attack attacks. A goaded creature also has, per player who goaded it, a requirement
 * to attack a player other than that one (goadMisdirected). A phased-out creature doesn't exist (702.26b),
 * so it is not checked.
 */
export function unmetAttackRequirements(g: Game, chosen: readonly (readonly [Permanent, string])[]): GameObject[] {
  const idle = g.field
    .existingFor('attack-requirement')
    .filter(
      (c) =>
        g.isType(c, 'Creature') &&
        g.controller(c) === g.active &&
        !chosen.some(([o]) => o === c) &&
        requiredToAttack(g, c) &&
        attackRefusal(g, c) === undefined,
    );
  return [...idle, ...chosen.filter(([o, d]) => goadMisdirected(g, o, d)).map(([o]) => o)];
}

/**
 * A goaded attacker obeys fewer of its "attacks a player other than [the goader]" requirements (701.15b-c)
 * attacking `defending` than it could attacking another player it can attack: each requirement is obeyed
 * independently, so the declaration is illegal exactly when some such player would obey more (508.1d).
 */
function goadMisdirected(g: Game, o: GameObject, defending: string): boolean {
  const goaders = goadersOf(g, o);
  if (goaders.length === 0) return false;
  const obeyed = goadRequirementsObeyed(
    goaders,
    defending,
    g.players.some((p) => p.id === defending),
  );
  return g.players.some(
    (p) =>
      playerAttackRefusal(g, p.id) === undefined &&
      !g.seams.combat.restricts(g, o, 'attack', attacksOnlyIfRefuses(g, o, p.id)) &&
      goadRequirementsObeyed(goaders, p.id, true) > obeyed,
  );
}

/** A requirement on `c`: its own ability (Juggernaut's, read as `c` is checked) or another existing permanent's. */
function requiredToAttack(g: Game, c: GameObject): boolean {
  if (goadersOf(g, c).length > 0) return true; // 701.15b: "attacks each combat if able"
  if (g.behaviour(c)?.requiresAttack?.(g, c, c) === true) return true;
  return g.permanents().some((src) => src !== c && g.behaviour(src)?.requiresAttack?.(g, src, c) === true);
}

/**
 * "Can't attack unless defending player …" (508.1c): the defending player is the attacked
 * planeswalker's controller when it attacks one, and an attacked battle's protector (310.9d).
 */
export function attacksOnlyIfRefuses(g: Game, o: GameObject, defending: string): boolean {
  const b = g.behaviour(o);
  if (!b?.attacksOnlyIf) return false;
  const attacked = /^[A-F]$/.test(defending) ? undefined : g.field.permanentById(defending, 'combat-declaration');
  if (!attacked) return !b.attacksOnlyIf(g, o, defending);
  const player = g.isType(attacked, 'Battle') ? protectorOf(g, attacked) : g.controller(attacked);
  return player === undefined || !b.attacksOnlyIf(g, o, player);
}

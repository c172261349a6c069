import type { Game } from './game-interface.js';
import type { Permanent } from './game.js';
import type { GameObject } from './types.js';

/**
 * Why `blocker` can't block `attacker` by the restrictions (509.1b), or undefined when it can. Tapped
 * creatures can't block (509.1a); flying (702.9b); "can't block" and "can't be blocked except by …".
 */
export function blockRefusal(g: Game, blocker: GameObject, attacker: GameObject): string | undefined {
  if (blocker.tapped) return `${blocker.id} is tapped`;
  if (g.has(attacker, 'flying') && !g.has(blocker, 'flying') && !g.has(blocker, 'reach'))
    return `${blocker.id} can't block a creature with flying`;
  if (g.behaviour(blocker)?.cantAttack?.(g, blocker) || forbidden(g, blocker, 'block'))
    return `${blocker.id} can't block`;
  const restricted = g.permanents().some((src) => g.behaviour(src)?.forbidsBlock?.(g, src, blocker, attacker) === true);
  if (g.seams.combat.blockRestricted(g, blocker, attacker, restricted))
    return `${blocker.id} can't block ${attacker.id}`;
  return undefined;
}

/** A static ability of a permanent that exists forbids the creature to attack or block (508.1c, 509.1b). */
export function forbidden(g: Game, creature: GameObject, role: 'attack' | 'block'): boolean {
  return g.permanents().some((src) => g.behaviour(src)?.forbidsCombat?.(g, src, creature, role) === true);
}

/**
 * 509.1c: the defending player's creatures that obey no blocking requirement in this declaration though
 * one could be obeyed without disobeying a restriction. The requirements modelled are "[this creature]
 * must be blocked by each creature able to" (Lure): each creature can obey at most one of them (it blocks
 * one attacker, 509.1a), so the maximum is obeyed exactly when every creature with a requirement it could
 * obey blocks one of the attackers requiring it. A phased-out creature doesn't exist (702.26b), so it is
 * not among the creatures checked; a requirement's source is a permanent that exists.
 */
export function unmetBlockRequirements(g: Game, pairs: readonly (readonly [Permanent, Permanent])[]): GameObject[] {
  const attackers = g.permanents().filter((o) => o.combat?.attacking !== undefined);
  const checked = g.field
    .existingFor('block-requirement')
    .filter((c) => g.isType(c, 'Creature') && attackers.some((a) => a.combat?.attacking === g.controller(c)));
  return checked.filter((c) => {
    const required = attackers.filter(
      (a) =>
        a.combat?.attacking === g.controller(c) &&
        g.permanents().some((src) => g.behaviour(src)?.requiresBlock?.(g, src, c, a) === true),
    );
    const obeys = pairs.some(([b, a]) => b === c && required.includes(a));
    return !obeys && required.some((a) => blockRefusal(g, c, a) === undefined);
  });
}

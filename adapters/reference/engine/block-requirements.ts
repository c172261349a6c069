import type { Game } from './game-interface.js';
import type { Permanent } from './game.js';
import type { GameObject } from './types.js';

/**
 * "[It] gains 'This creature can't be blocked.'" (Vronos's −7): a granted ability that is a restriction on every
 * blocker (509.1b), held in the creature's keywords so it stays while the effect lasts, wherever its source goes.
 */
export const CANT_BE_BLOCKED = "can't be blocked";

/**
 * Why `blocker` can't block `attacker` by the restrictions (509.1b), or undefined when it can. Tapped
 * creatures can't block (509.1a); flying (702.9b); "can't block" and "can't be blocked except by …".
 */
export function blockRefusal(g: Game, blocker: GameObject, attacker: GameObject): string | undefined {
  if (blocker.tapped) return `${blocker.id} is tapped`;
  if (g.has(attacker, 'flying') && !g.has(blocker, 'flying') && !g.has(blocker, 'reach'))
    return `${blocker.id} can't block a creature with flying`;
  const cantBlock = forbidden(g, blocker, 'block') || hasEffect(g, blocker, 'cantBlock');
  if (g.seams.combat.restricts(g, blocker, 'block', cantBlock)) return `${blocker.id} can't block`;
  const restricted =
    g.has(attacker, CANT_BE_BLOCKED) ||
    g.permanents().some((src) => g.behaviour(src)?.forbidsBlock?.(g, src, blocker, attacker) === true);
  if (g.seams.combat.blockRestricted(g, blocker, attacker, restricted))
    return `${blocker.id} can't block ${attacker.id}`;
  return undefined;
}

/**
 * 702.111b: "A creature with menace can't be blocked except by two or more creatures", a restriction on the
 * whole declaration (509.1b): why the declared `pairs` (blocker, attacker) break it, or undefined.
 */
export function menaceRefusal(g: Game, pairs: readonly (readonly [GameObject, GameObject])[]): string | undefined {
  for (const attacker of new Set(pairs.map(([, a]) => a))) {
    if (!g.has(attacker, 'menace')) continue;
    if (pairs.filter(([, a]) => a === attacker).length === 1)
      return `${attacker.id} has menace: it can't be blocked except by two or more creatures (702.111b)`;
  }
  return undefined;
}

/** A static ability of a permanent that exists forbids the creature to attack or block (508.1c, 509.1b). */
export function forbidden(g: Game, creature: GameObject, role: 'attack' | 'block'): boolean {
  return g.permanents().some((src) => g.behaviour(src)?.forbidsCombat?.(g, src, creature, role) === true);
}

/**
 * 509.1c: the defending player's creatures that obey fewer blocking requirements in this declaration than
 * they could without disobeying a restriction. The requirements modelled are "[this creature] must be
 * blocked by each creature able to" (Lure) and "[it] blocks this turn if able" (Domineering Will, a
 * continuous effect on the creature). Each creature blocks one attacker (509.1a), so it obeys at most one
 * Lure requirement, plus its own "blocks if able" by blocking at all; the requirements of different
 * creatures don't compete, so the maximum is obeyed exactly when each creature obeys as many as it could.
 * A phased-out creature doesn't exist (702.26b), so it is not among the creatures checked; a requirement's
 * source is a permanent that exists.
 */
export function unmetBlockRequirements(g: Game, pairs: readonly (readonly [Permanent, Permanent])[]): GameObject[] {
  const attackers = g.permanents().filter((o) => o.combat?.attacking !== undefined);
  const checked = g.field
    .existingFor('block-requirement')
    .filter((c) => g.isType(c, 'Creature') && attackers.some((a) => a.combat?.attacking === g.controller(c)));
  return checked.filter((c) => {
    const facing = attackers.filter((a) => a.combat?.attacking === g.controller(c));
    const lured = facing.filter((a) =>
      g.permanents().some((src) => g.behaviour(src)?.requiresBlock?.(g, src, c, a) === true),
    );
    const mustBlock = hasEffect(g, c, 'blocksIfAble');
    const able = (as: Permanent[]) => as.some((a) => blockRefusal(g, c, a) === undefined);
    const blocked = pairs.filter(([b]) => b === c).map(([, a]) => a);
    const could = (able(lured) ? 1 : 0) + (mustBlock && able(facing) ? 1 : 0);
    const obeyed = (blocked.some((a) => lured.includes(a)) ? 1 : 0) + (mustBlock && blocked.length > 0 ? 1 : 0);
    return obeyed < could;
  });
}

/**
 * Whether a resolved effect covers the creature: "blocks this turn if able" (Domineering Will), "can't block
 * this turn" (Manacles of Decay).
 */
function hasEffect(g: Game, c: GameObject, kind: 'blocksIfAble' | 'cantBlock'): boolean {
  return g.effects.some((e) => e.change.kind === kind && g.seams.effects.affects(g, e, c));
}

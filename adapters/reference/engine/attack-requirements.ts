import { forbidden } from './block-requirements.js';
import type { Game } from './game-interface.js';
import type { Permanent } from './game.js';
import type { GameObject } from './types.js';

/**
 * Why the active player's creature `o` can't attack by the rules that say which creatures may (508.1a:
 * untapped; 302.6: under its controller's control since the turn began, unless it has haste) and the
 * restrictions (508.1c), or undefined when it can.
 */
export function attackRefusal(g: Game, o: GameObject): string | undefined {
  if (o.tapped) return `${o.id} is tapped`;
  if (o.sick && !g.has(o, 'haste'))
    return `${o.id} has not been under ${g.active}'s control continuously since the turn began (302.6)`;
  const restricted = g.has(o, 'defender') || g.behaviour(o)?.cantAttack?.(g, o) === true || forbidden(g, o, 'attack');
  if (g.seams.combat.restricts(g, o, 'attack', restricted)) return `${o.id} can't attack`;
  return undefined;
}

/**
 * 508.1d: the active player's creatures that don't attack though a requirement says they attack if able
 * ("attacks each combat if able", Juggernaut) and nothing stops them. Each such requirement is obeyed by
 * attacking at all, independently of the others, so the maximum is obeyed exactly when every such
 * creature able to attack attacks. A phased-out creature doesn't exist (702.26b), so it is not checked.
 */
export function unmetAttackRequirements(g: Game, chosen: readonly (readonly [Permanent, string])[]): GameObject[] {
  return g.field
    .existingFor('attack-requirement')
    .filter(
      (c) =>
        g.isType(c, 'Creature') &&
        g.controller(c) === g.active &&
        !chosen.some(([o]) => o === c) &&
        requiredToAttack(g, c) &&
        attackRefusal(g, c) === undefined,
    );
}

/** A requirement on `c`: its own ability (Juggernaut's, read as `c` is checked) or another existing permanent's. */
function requiredToAttack(g: Game, c: GameObject): boolean {
  if (g.behaviour(c)?.requiresAttack?.(g, c, c) === true) return true;
  return g.permanents().some((src) => src !== c && g.behaviour(src)?.requiresAttack?.(g, src, c) === true);
}

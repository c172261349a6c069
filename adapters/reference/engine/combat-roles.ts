// 506.4: a permanent stays in combat only while it is what its role there needs. An attacking or blocking
// creature that stops being a creature (or becomes a battle) is removed from combat; a planeswalker or battle
// being attacked that stops being either is too, and the creatures attacking it attack nothing (506.4c). A
// permanent that is both a blocking creature and a planeswalker being attacked keeps the role it still qualifies
// for (506.4d). Phasing reaches this through static abilities: March of the Machines phasing out ends the
// creature type it gave (702.26b). The rules remove the permanent at once; the engine looks each time a player
// would receive priority (turn.ts), before any player or trigger can see the difference.
import type { Game } from './game-interface.js';
import { ATTACKING_NOTHING } from './types.js';

/** Removes from combat, whole or in part (506.4d), each permanent that no longer has the types its roles need. */
export function dropLapsedCombatRoles(g: Game): void {
  const combatants = g.permanents().filter((o) => o.combat);
  if (combatants.length === 0) return;
  const attacked = new Set(combatants.map((a) => a.combat?.attacking));
  for (const o of g.permanents()) {
    const fights = o.combat?.attacking !== undefined || o.combat?.blocking !== undefined;
    const isAttacked = attacked.has(o.id);
    if (!fights && !isAttacked) continue;
    const types = g.characteristics(o).types;
    const leavesAsCreature =
      fights && (!types.has('Creature') || types.has('Battle')) && g.seams.performs(g, 'noncreature-leaves-combat', o);
    const leavesAsAttacked = isAttacked && !types.has('Planeswalker') && !types.has('Battle');
    if (!leavesAsCreature && !leavesAsAttacked) continue;
    const keepsOneRole =
      fights && isAttacked && leavesAsCreature !== leavesAsAttacked && g.seams.performs(g, 'one-combat-role-kept', o);
    if (!keepsOneRole) g.removeFromCombat(o);
    else if (leavesAsCreature)
      o.combat = null; // still a planeswalker being attacked
    else for (const a of combatants) if (a.combat?.attacking === o.id) a.combat.attacking = ATTACKING_NOTHING;
  }
}

// 601.2f: a spell's total cost is its mana cost (or alternative cost) plus its cost increases, minus its cost
// reductions, and its mana can't be reduced below {0}. The increases here come from static abilities of the
// permanents that exist (a phased-out Thalia is treated as though it doesn't exist, 702.26b); the reductions
// from the spell's own affinity, which counts the permanents its caster controls (702.41a).
import type { Game } from './game-interface.js';
import { parseMana } from './mana.js';
import type { GameObject, PlayerId } from './types.js';

/** The total cost of `spell` cast by `caster`, starting from `cost` (its mana cost with additional costs). */
export function totalCost(g: Game, spell: GameObject, caster: PlayerId, cost: string): string {
  const increase = g.field
    .existingFor('statics')
    .reduce((n, src) => n + (g.behaviour(src)?.raisesSpellCost?.(g, src, spell, caster) ?? 0), 0);
  const b = g.behaviour(spell);
  const reduction = b?.affinityFor
    ? g.permanents().filter((o) => g.controller(o) === caster && b.affinityFor?.(g, o) === true).length
    : 0;
  return changeGeneric(cost, increase - reduction);
}

/**
 * The cost with `delta` more generic mana (fewer when negative). A reduction takes only generic mana and
 * stops at none (601.2f: "It can't be reduced to less than {0}"); colored and X symbols are kept as they are.
 */
export function changeGeneric(cost: string, delta: number): string {
  if (delta === 0) return cost;
  const symbols = parseMana(cost);
  const generic = symbols.filter((s) => /^\d+$/.test(s)).reduce((n, s) => n + Number(s), 0);
  const left = Math.max(0, generic + delta);
  const rest = symbols.filter((s) => !/^\d+$/.test(s)).map((s) => `{${s}}`);
  const total = (left > 0 ? `{${left}}` : '') + rest.join('');
  return total === '' ? '{0}' : total;
}

/**
 * The mana cost of activating an ability of `source`, starting from the ability's own (none for "{T}: …"):
 * static abilities of the permanents that exist raise it (Oppressive Rays: "Activated abilities of enchanted
 * creature cost {3} more to activate"; a phased-out one raises nothing, 702.26b). Undefined: no mana to pay.
 */
export function activationManaCost(g: Game, source: GameObject, mana: string | undefined): string | undefined {
  const increase = g.field
    .existingFor('statics')
    .reduce((n, src) => n + (g.behaviour(src)?.raisesActivationCost?.(g, src, source) ?? 0), 0);
  return increase > 0 ? changeGeneric(mana ?? '', increase) : mana;
}

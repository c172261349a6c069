import { IllegalAction } from '../engine/game.js';
import { targetStillLegal } from '../engine/targets.js';
import type { CardBehaviour, TargetSpec } from '../engine/card-behaviour.js';
import type { Choices } from '../engine/types.js';
import { getUntilEndOfTurn } from './helpers.js';

// Each part's "target creature" is its own instance of the word "target", so one creature may be both (601.2c).
const CREATURE: TargetSpec = {
  count: 1,
  kind: 'permanent',
  describe: 'target creature',
  filter: (g, o) => g.isType(o, 'Creature'),
};

/** The two parts in printed order: the color that must have been spent, the choice that declines it, the change. */
const PARTS = [
  { color: 'B', choice: 'shrink', change: -3 },
  { color: 'G', choice: 'pump', change: 3 },
] as const;

/** "You may": a part happens unless its choice is false (608.2d: the choice is made as the spell resolves). */
function chosen(choices: Choices, name: string): boolean {
  const value = choices[name];
  if (value !== undefined && typeof value !== 'boolean')
    throw new IllegalAction(`Cankerous Thirst's ${name} choice is true or false, not ${JSON.stringify(value)}`);
  return value !== false;
}

/**
 * "If {B} was spent to cast this spell, you may have target creature get -3/-3 until end of turn. If {G} was
 * spent to cast this spell, you may have target creature get +3/+3 until end of turn. (Do both if {B}{G} was
 * spent.)" Both targets are chosen as it is cast (601.2c): the mana is paid only after them (601.2h), and what
 * was spent is checked as it resolves. A part happens only if its color was spent, its controller doesn't
 * decline it, and its target is still legal (608.2b): one that phased out gets nothing (702.26b).
 */
export const cankerousThirst: CardBehaviour = {
  name: 'Cankerous Thirst',
  checkResolutionChoices: (_g, _self, choices) => PARTS.forEach((part) => chosen(choices, part.choice)),
  spell: {
    targets: [CREATURE, CREATURE],
    resolve(g, item) {
      PARTS.forEach((part, i) => {
        const t = item.targets[i];
        if (!item.manaSpent?.has(part.color) || !chosen(item.choices, part.choice)) return;
        if (!t || !('object' in t) || !targetStillLegal(g, t, CREATURE, item.controller)) return;
        getUntilEndOfTurn(g, item.controller, [g.permanent(t.object)!], part.change, part.change);
      });
    },
  },
};

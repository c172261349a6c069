import { manaValue } from '../engine/mana.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value.
 * (Equipment that's a creature can't equip a creature.)" Layer 4 and 7b. Whether an artifact is a creature is read
 * from `core`, after the resolved effects that animate it: an artifact already a creature (printed, or made one by
 * Vronos's −7) keeps its own power and toughness, since this ability depends on those effects (613.8). Its reminder
 * is 301.5c, which the attach verb enforces (cards/attachments.ts, mayBeAttached).
 */
export const marchOfTheMachines: CardBehaviour = {
  name: 'March of the Machines',
  statics: [
    {
      key: 'animate-artifacts',
      animate(_g, _self, obj, core) {
        if (!core.types.has('Artifact') || core.types.has('Creature')) return undefined;
        const mv = manaValue(obj.card.manaCost ?? '');
        return { power: mv, toughness: mv };
      },
    },
  ],
};

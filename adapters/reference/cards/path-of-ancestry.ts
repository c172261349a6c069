import type { CardBehaviour } from '../engine/card-behaviour.js';
import { commanderColorIdentity, commanderCreatureTypes } from '../engine/commander.js';
import { IllegalAction } from '../engine/game.js';
import { addTrackedMana } from '../engine/mana.js';

/**
 * "Path of Ancestry enters the battlefield tapped. {T}: Add one mana of any color in your commander's
 * color identity. When that mana is spent to cast a creature spell that shares a creature type with
 * your commander, scry 1." The creature types are checked just after the spell is cast, and a
 * phased-out commander has none (ruling 2020-11-10). The delayed trigger is reported under the
 * ability that creates it, `mana`.
 */
export const pathOfAncestry: CardBehaviour = {
  name: 'Path of Ancestry',
  makesEnterTapped: (_g, self, entering) => entering === self,
  hookedAbilities: ['enters-tapped'],
  activated: [
    {
      key: 'mana',
      tap: true,
      manaAbility: true,
      resolve(g, item) {
        const color = item.choices['color'];
        const identity = commanderColorIdentity(g, item.controller);
        // 903.4f: with no color identity, the ability produces no mana.
        if (identity.size === 0) return;
        if (typeof color !== 'string' || !identity.has(color))
          throw new IllegalAction(
            `Path of Ancestry: ${JSON.stringify(color)} is not a color in ${item.controller}'s commander's color identity (${[...identity].join('') || 'none'})`,
          );
        const path = item.source;
        addTrackedMana(g.player(item.controller), {
          color,
          onSpent(spell) {
            if (!spell.card.types.includes('Creature')) return;
            const types = commanderCreatureTypes(g, item.controller);
            const shares = g.characteristics(spell).subtypes;
            if ([...shares].some((t) => types.has(t))) g.trigger(path, 'mana', undefined, item.controller);
          },
        });
      },
    },
  ],
  triggers: [
    {
      key: 'mana',
      event: 'enters',
      delayedOnly: true,
      matches: () => false,
      // Scry 1 (701.22): the fixture library is unnamed cards, so where the top card goes is not observable.
      resolve: () => undefined,
    },
  ],
};

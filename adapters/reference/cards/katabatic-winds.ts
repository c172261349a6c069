import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "Creatures with flying can't attack or block, and their activated abilities with {T} in their
 * costs can't be activated." (Its phasing is the keyword.) A restriction on declaring attackers and
 * blockers: it never removes a creature already in combat (506.4a).
 */
export const katabaticWinds: CardBehaviour = {
  name: 'Katabatic Winds',
  hookedAbilities: ['flyers-restricted'],
  forbidsCombat: (g, _self, creature) => g.has(creature, 'flying'),
  forbidsActivation: (g, _self, source, key) =>
    g.isType(source, 'Creature') &&
    g.has(source, 'flying') &&
    g.behaviour(source)?.activated?.find((a) => a.key === key)?.tap === true,
};

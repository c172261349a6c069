import type { CardBehaviour } from '../engine/card-behaviour.js';
import { atEndOfCombatOnThatCreature, namedCreature } from './combat-partner.js';
import { gainControl } from './control.js';

/**
 * "Whenever this creature becomes blocked by a creature, gain control of that creature at end of
 * combat." One trigger for each creature blocking it (509.3); the delayed trigger's control change
 * lasts indefinitely, and a creature phased out then isn't in its set (702.26b, 702.26e).
 */
export const tolarianEntrancer: CardBehaviour = {
  name: 'Tolarian Entrancer',
  triggers: atEndOfCombatOnThatCreature('trigger-becomes-blocked', 'becomes-blocked-by', (g, ref, item) => {
    const creature = namedCreature(g, ref);
    if (creature) gainControl(g, item.controller, [creature], { kind: 'indefinite' });
  }),
};

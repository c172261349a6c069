import type { Game } from '../engine/game-interface.js';
import { STEPS } from '../engine/game.js';
import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour, TargetSpec } from '../engine/card-behaviour.js';
import { atTheNextEndStep } from './flies-until-end-step.js';
import { atEndOfCombat } from './timing.js';

/** "Target attacking or blocking creature whose controller controls an Island": only Islands that exist count (702.26b). */
const ATTACKING_OR_BLOCKING_BY_AN_ISLAND: TargetSpec = {
  count: 1,
  kind: 'permanent',
  describe: 'target attacking or blocking creature whose controller controls an Island',
  filter: (g, o) =>
    g.isType(o, 'Creature') &&
    (o.combat?.attacking !== undefined || (o.combat?.blocking?.length ?? 0) > 0) &&
    g.existingFor('battlefield').some((land) => g.controller(land) === g.controller(o) && g.hasSubtype(land, 'Island')),
};

/** "Activate only before the end of combat step" (602.5b): any step of the turn before it. */
const BEFORE_END_OF_COMBAT = {
  describe: 'before the end of combat step',
  allows: (g: Game) => STEPS.indexOf(g.step) < STEPS.indexOf('endCombat'),
};

/**
 * "{T}: Choose target attacking or blocking creature whose controller controls an Island. This creature
 * deals 2 damage to that creature at end of combat. Activate only before the end of combat step." The
 * damage is a delayed triggered ability (603.7) the resolving ability creates for this turn's end of
 * combat step, remembering its target: a target gone as the ability resolves (phased out among them,
 * 702.26b) gives no delayed trigger (608.2b), and one phased out as the delayed trigger resolves is dealt
 * nothing (the 'remembered' reader). The Clan deals the damage even if it has left the battlefield since.
 */
export const dwarvenSeaClan: CardBehaviour = {
  name: 'Dwarven Sea Clan',
  activated: [
    {
      key: 'end-of-combat-damage',
      tap: true,
      targets: [ATTACKING_OR_BLOCKING_BY_AN_ISLAND],
      activateOnly: BEFORE_END_OF_COMBAT,
      resolve(g, item) {
        for (const creature of targetObjects(g, item))
          atEndOfCombat(g, item, 'end-of-combat', { creature: g.ref(creature) });
      },
    },
  ],
  // The fling cards' delayed trigger on the remembered creature, here for end of combat.
  triggers: [
    {
      ...atTheNextEndStep((g, creature, item) => void g.dealDamage({ object: creature }, 2, item.source)),
      key: 'end-of-combat',
    },
  ],
};

import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour, TargetSpec } from '../engine/card-behaviour.js';
import { atTheNextEndStep } from './flies-until-end-step.js';
import { gainKeywordUntilEndOfTurn, getUntilEndOfTurn } from './helpers.js';
import { atEndOfCombat } from './timing.js';

const UP_TO_ONE_ATTACKING_CREATURE: TargetSpec = {
  count: 1,
  min: 0,
  kind: 'permanent',
  describe: 'up to one target attacking creature',
  filter: (g, o) => g.isType(o, 'Creature') && o.combat?.attacking !== undefined,
};

/**
 * "Whenever this creature attacks, up to one target attacking creature gets +2/+0 and gains trample
 * until end of turn. Return that creature to its owner's hand at end of combat. (Return it only if it's
 * on the battlefield.)" The return is a delayed triggered ability (603.7) the resolving trigger creates
 * for this turn's end of combat step, remembering its target: with its only target gone (phased out
 * among them, 702.26b) the trigger doesn't resolve (608.2b) and creates none; one phased out as the
 * delayed trigger resolves isn't on the battlefield as far as the game is concerned, and stays.
 */
export const scrappyBruiser: CardBehaviour = {
  name: 'Scrappy Bruiser',
  triggers: [
    {
      key: 'trigger-attacks',
      event: 'attacks',
      matches: (_g, self, ev) => ev.type === 'attacks' && ev.obj === self,
      targets: [UP_TO_ONE_ATTACKING_CREATURE],
      resolve(g, item) {
        const creatures = targetObjects(g, item);
        getUntilEndOfTurn(g, item.controller, creatures, 2, 0);
        gainKeywordUntilEndOfTurn(g, item.controller, creatures, 'trample');
        for (const creature of creatures) atEndOfCombat(g, item, 'end-of-combat', { creature: g.ref(creature) });
      },
    },
    // The fling cards' delayed trigger on the remembered creature, here for end of combat.
    { ...atTheNextEndStep((g, creature) => g.returnToHand(creature)), key: 'end-of-combat' },
  ],
};

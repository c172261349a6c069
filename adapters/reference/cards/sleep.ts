import { tapPermanent } from '../engine/casting.js';
import { legalTargets } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { creaturesControlledBy, targetPlayer } from './helpers.js';

/**
 * "Tap all creatures target player controls. Those creatures don't untap during that player's next untap
 * step." Only creatures that exist are found (702.26b); "those creatures" are the set it tapped (611.2c),
 * and the effect lasts through that player's next untap step (it ends as their upkeep begins).
 */
export const sleep: CardBehaviour = {
  name: 'Sleep',
  spell: {
    targets: [targetPlayer],
    resolve(g, item) {
      for (const t of legalTargets(g, item)) {
        if (!('player' in t)) continue;
        const creatures = creaturesControlledBy(g, t.player);
        for (const c of creatures) tapPermanent(g, c);
        const affected = g.lockedSet(creatures);
        if (affected.length > 0)
          g.addEffect({
            controller: item.controller,
            affected,
            duration: { kind: 'untilUpkeepOf', player: t.player },
            change: { kind: 'doesntUntap' },
          });
      }
    },
  },
};

import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "When Awakener Druid enters the battlefield, target Forest becomes a 4/5 green Treefolk creature
 * for as long as Awakener Druid remains on the battlefield. It's still a land." — the "for as long
 * as" effect of the Oubliette and Teferi rulings: it tracks Awakener Druid, so it ends when the
 * Druid phases out (702.26f), but not when the Forest does.
 */
export const awakenerDruid: CardBehaviour = {
  name: 'Awakener Druid',
  triggers: [
    {
      key: 'etb',
      event: 'enters',
      matches: (_g, self, ev) => ev.type === 'enters' && ev.obj === self,
      targets: [
        { count: 1, kind: 'permanent', describe: 'target Forest', filter: (g, o) => g.hasSubtype(o, 'Forest') },
      ],
      resolve(g, item) {
        const druid = item.sourceRef;
        const affected = g.lockedSet(targetObjects(g, item));
        if (affected.length === 0) return;
        g.addEffectForAsLongAs(
          {
            controller: item.controller,
            affected,
            change: { kind: 'becomeCreature', power: 4, toughness: 5, addSubtypes: ['Treefolk'] },
          },
          () => g.tracked(druid) !== undefined,
          'for as long as Awakener Druid remains on the battlefield',
        );
      },
    },
  ],
};

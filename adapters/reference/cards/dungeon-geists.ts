import { tapPermanent } from '../engine/casting.js';
import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "When this creature enters, tap target creature an opponent controls. That creature doesn't untap
 * during its controller's untap step for as long as you control this creature." A Spirit: King of
 * the Oathbreakers can phase it out, which ends the duration (702.26f, 611.2b).
 */
export const dungeonGeists: CardBehaviour = {
  name: 'Dungeon Geists',
  triggers: [
    {
      key: 'etb',
      event: 'enters',
      matches: (_g, self, ev) => ev.type === 'enters' && ev.obj === self,
      targets: [
        {
          count: 1,
          kind: 'permanent',
          describe: 'target creature an opponent controls',
          filter: (g, o, controller) => g.isType(o, 'Creature') && g.controller(o) !== controller,
        },
      ],
      resolve(g, item) {
        for (const o of targetObjects(g, item)) {
          tapPermanent(g, o);
          g.addEffectForAsLongAs(
            { controller: item.controller, affected: [g.ref(o)], change: { kind: 'doesntUntap' } },
            () => g.stillControls(item.controller, item.sourceRef),
            'for as long as you control Dungeon Geists',
          );
        }
      },
    },
  ],
};

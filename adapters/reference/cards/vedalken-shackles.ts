import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { gainControlForAsLongAs } from './control.js';
import { mayChooseNotToUntap } from './optional-untap.js';

/**
 * "{2}, {T}: Gain control of target creature with power less than or equal to the number of
 * Islands you control for as long as Vedalken Shackles remains tapped." The duration tracks the
 * Shackles: it ends when they phase out, since a phased-out permanent can't be seen (702.26f).
 * "You may choose not to untap Vedalken Shackles during your untap step" keeps the control going.
 */
export const vedalkenShackles: CardBehaviour = {
  name: 'Vedalken Shackles',
  statics: [mayChooseNotToUntap],
  activated: [
    {
      key: 'gain-control',
      mana: '{2}',
      tap: true,
      targets: [
        {
          count: 1,
          kind: 'permanent',
          describe: 'target creature with power less than or equal to the number of Islands you control',
          filter: (g, o, controller) =>
            g.isType(o, 'Creature') &&
            g.characteristics(o).power <=
              g.permanents().filter((p) => g.hasSubtype(p, 'Island') && g.controller(p) === controller).length,
        },
      ],
      resolve(g, item) {
        const shackles = item.sourceRef;
        gainControlForAsLongAs(
          g,
          item.controller,
          targetObjects(g, item),
          () => g.tracked(shackles)?.tapped === true,
          'for as long as Vedalken Shackles remains tapped',
        );
      },
    },
  ],
};

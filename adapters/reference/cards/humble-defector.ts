import { legalTargets } from '../engine/targets.js';
import { draw } from '../engine/turn.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { gainControl } from './control.js';

/**
 * "{T}: Draw two cards. Target opponent gains control of Humble Defector. Activate only during your turn."
 * The control change acts on the ability's own source as it resolves: a Defector that phased out meanwhile
 * changes no control (702.26b), and its controller still draws two cards.
 */
export const humbleDefector: CardBehaviour = {
  name: 'Humble Defector',
  activated: [
    {
      key: 'defect',
      tap: true,
      targets: [{ count: 1, kind: 'player', opponent: true, describe: 'target opponent' }],
      // "Activate only during your turn" (602.5b).
      available: (g, self) => g.active === g.controller(self),
      resolve(g, item) {
        draw(g, item.controller, 2);
        const self = g.permanent(item.sourceRef, 'own-source');
        for (const t of legalTargets(g, item))
          if ('player' in t && self) gainControl(g, t.player, [self], { kind: 'indefinite' });
      },
    },
  ],
};

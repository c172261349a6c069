import type { ObjectRef } from '../engine/types.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { atEndOfCombat } from './timing.js';

/**
 * "Defender / When Cinder Wall blocks, destroy it at end of combat." The blocks trigger creates a
 * delayed triggered ability (603.7) for the beginning of the end of combat step that remembers the
 * Wall; a Wall that is phased out then doesn't exist (702.26b) and isn't destroyed, one that phased
 * out and back in is the same object (702.26c) and is. Defender is a keyword the combat rules know.
 */
export const cinderWall: CardBehaviour = {
  name: 'Cinder Wall',
  triggers: [
    {
      key: 'blocks',
      event: 'blocks',
      matches: (_g, self, ev) => ev.type === 'blocks' && ev.obj === self,
      resolve(g, item) {
        atEndOfCombat(g, item, 'end-of-combat', { wall: item.sourceRef });
      },
    },
    {
      key: 'end-of-combat',
      event: 'stepBegins',
      delayedOnly: true,
      matches: () => false,
      resolve(g, item) {
        const wall = g.permanent((item.triggerData as { wall: ObjectRef }).wall, 'remembered');
        if (wall) g.destroy(wall);
      },
    },
  ],
};

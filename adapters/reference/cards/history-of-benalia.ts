import { chapterAbility } from '../engine/saga.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * History of Benalia (Saga, Dominaria 2018): "I, II — Create a 2/2 white Knight creature token with
 * vigilance. III — Knights you control get +2/+1 until end of turn." Chapter III affects the Knights
 * its controller controls as it resolves, a locked set (611.2c): a Knight that is phased out then
 * doesn't exist (702.26b) and isn't among them.
 */
export const historyOfBenalia: CardBehaviour = {
  name: 'History of Benalia',
  triggers: [
    ...chapterAbility(1, { resolve: (g, item) => void g.makeToken('Knight Token', item.controller) }),
    ...chapterAbility(2, { resolve: (g, item) => void g.makeToken('Knight Token', item.controller) }),
    ...chapterAbility(3, {
      resolve(g, item) {
        const knights = g.permanents().filter((o) => g.controller(o) === item.controller && g.hasSubtype(o, 'Knight'));
        const affected = g.lockedSet(knights);
        if (affected.length > 0)
          g.addEffect({
            controller: item.controller,
            affected,
            duration: { kind: 'endOfTurn' },
            change: { kind: 'pt', power: 2, toughness: 1 },
          });
      },
    }),
  ],
};

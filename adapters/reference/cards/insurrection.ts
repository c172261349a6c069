import { untapPermanent } from '../engine/casting.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import { gainControlWithHasteUntilEndOfTurn } from './control.js';
import { sweepSet } from './helpers.js';

/**
 * "Untap all creatures and gain control of them until end of turn. They gain haste until end of
 * turn." — a described set ("all creatures"), fixed as the spell resolves (611.2c), that never holds
 * a phased-out creature (702.26e), even one that phases in later that turn.
 */
export const insurrection: CardBehaviour = {
  name: 'Insurrection',
  spell: {
    resolve(g, item) {
      const creatures = sweepSet(g, (o) => g.isType(o, 'Creature'));
      for (const o of creatures) untapPermanent(g, o);
      const isCreature = (o: Parameters<typeof g.isType>[0]) => g.isType(o, 'Creature');
      const set = g.describedSet(isCreature);
      const objs = set.flatMap((r) => g.onBattlefield(r, 'described-set') ?? []);
      gainControlWithHasteUntilEndOfTurn(g, item.controller, objs);
    },
  },
};

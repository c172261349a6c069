import { putCounters, removeCounters } from '../engine/counters.js';
import { phaseOutUntilLeaves } from '../engine/phasing.js';
import { untapPermanent } from '../engine/casting.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * "When Out of Time enters the battlefield, untap all creatures, then phase them out until Out of
 * Time leaves the battlefield. Put a time counter on Out of Time for each creature phased out this
 * way. / Vanishing" (610.4; Out of Time rulings 2021-06-18).
 */
export const outOfTime: CardBehaviour = {
  name: 'Out of Time',
  triggers: [
    {
      key: 'etb',
      event: 'enters',
      matches: (_g, self, ev) => ev.type === 'enters' && ev.obj === self,
      resolve(g, item) {
        const creatures = g.permanents().filter((o) => g.isType(o, 'Creature'));
        for (const o of creatures) untapPermanent(g, o);
        const out = phaseOutUntilLeaves(g, creatures, item.sourceRef);
        // "each creature phased out this way": every creature of the list that phased out directly, counted
        // as it was when it phased out, though one may no longer be a creature (Awakener Druid's Forest,
        // whose effect ends as the Druid phases out with it); Auras and Equipment phase out indirectly.
        const n = out.filter((o) => o.phased?.how === 'directly').length;
        const self = g.permanent(item.sourceRef);
        if (self) putCounters(self, 'time', n);
      },
    },
    {
      // 702.63a: "At the beginning of your upkeep, if this permanent has a time counter on it, remove
      // a time counter from it." and "When the last time counter is removed from this permanent,
      // sacrifice it." (both are the keyword's triggered abilities).
      key: 'vanishing',
      event: 'stepBegins',
      matches: (g, self, ev) =>
        ev.type === 'stepBegins' &&
        ev.step === 'upkeep' &&
        ev.active === g.controller(self) &&
        (self.counters.get('time') ?? 0) > 0,
      resolve(g, item) {
        const sacrifice = (item.triggerData as { sacrifice?: boolean } | undefined)?.sacrifice === true;
        const self = g.permanent(item.sourceRef, sacrifice ? 'source-moved' : 'trigger-source');
        if (!self) return;
        if (sacrifice) {
          g.moveTo(self, 'graveyard');
          return;
        }
        const before = self.counters.get('time') ?? 0;
        if (before === 0) return; // the intervening "if" is checked again on resolution (603.4)
        removeCounters(self, 'time', 1);
        if (before === 1) g.trigger(self, 'vanishing', { sacrifice: true });
      },
    },
  ],
};

import { phaseOutUntilLeaves } from '../engine/phasing.js';
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
        for (const o of creatures) o.tapped = false;
        const out = phaseOutUntilLeaves(g, creatures, item.sourceRef);
        const n = out.filter((o) => o.phased?.how === 'directly' && g.isType(o, 'Creature')).length;
        const self = g.permanent(item.sourceRef);
        if (self && n > 0) self.counters.set('time', (self.counters.get('time') ?? 0) + n);
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
        const self = g.permanent(item.sourceRef);
        if (!self) return;
        if ((item.triggerData as { sacrifice?: boolean } | undefined)?.sacrifice) {
          g.moveTo(self, 'graveyard');
          return;
        }
        const before = self.counters.get('time') ?? 0;
        if (before === 0) return; // the intervening "if" is checked again on resolution (603.4)
        self.counters.set('time', before - 1);
        if (before === 1) g.trigger(self, 'vanishing', { sacrifice: true });
      },
    },
  ],
};

import { putCounters } from '../engine/counters.js';
import { Unsupported } from '../engine/game.js';
import { phaseOutUntilLeaves } from '../engine/phasing.js';
import { untapPermanent } from '../engine/casting.js';
import { targetObjects } from '../engine/targets.js';
import { manaValue } from '../engine/mana.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * The Moment: "At the beginning of your upkeep, put a time counter on The Moment. / {2}, {T}: Untap
 * target creature you control. It phases out until The Moment leaves the battlefield. / {3}, {T}:
 * Destroy each nonland permanent with mana value less than or equal to the number of time counters
 * on The Moment. Then sacrifice The Moment. Activate only as a sorcery." Its second ability is an
 * activated "phase out until" effect: if The Moment has left the battlefield by the time it
 * resolves, the creature doesn't phase out (610.4b).
 */
export const theMoment: CardBehaviour = {
  name: 'The Moment',
  triggers: [
    {
      key: 'upkeep',
      event: 'stepBegins',
      matches: (g, self, ev) => ev.type === 'stepBegins' && ev.step === 'upkeep' && ev.active === g.controller(self),
      resolve(g, item) {
        const self = g.permanent(item.sourceRef, 'trigger-source');
        if (self) putCounters(self, 'time', 1);
      },
    },
  ],
  activated: [
    {
      key: 'phase-out',
      mana: '{2}',
      tap: true,
      targets: [
        {
          count: 1,
          kind: 'permanent',
          describe: 'target creature you control',
          filter: (g, o, controller) => g.isType(o, 'Creature') && g.controller(o) === controller,
        },
      ],
      resolve(g, item) {
        const targets = targetObjects(g, item);
        for (const o of targets) untapPermanent(g, o);
        phaseOutUntilLeaves(g, targets, item.sourceRef);
      },
    },
    {
      key: 'destroy',
      mana: '{3}',
      tap: true,
      sorcerySpeed: true,
      resolve(g, item) {
        const self = g.onBattlefield(item.sourceRef, 'object-information');
        const n = self ? (self.counters.get('time') ?? 0) : undefined;
        if (n === undefined)
          throw new Unsupported(
            'The Moment left the battlefield before its destroy ability resolved: last known counters are not modelled',
          );
        for (const o of g.permanents().filter((p) => !g.isType(p, 'Land') && manaValue(p.card.manaCost ?? '') <= n))
          g.destroy(o);
        const still = g.permanent(item.sourceRef, 'source-moved');
        if (still) g.moveTo(still, 'graveyard');
      },
    },
  ],
};

import { putCounters } from '../engine/counters.js';
import { IllegalAction } from '../engine/game.js';
import { payMana } from '../engine/mana.js';
import { phaseOut } from '../engine/phasing.js';
import { targetObjects } from '../engine/targets.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * Spectral Adversary: "When Spectral Adversary enters the battlefield, you may pay {1}{U} any number
 * of times. When you pay this cost one or more times, put that many +1/+1 counters on Spectral
 * Adversary, then up to that many other target artifacts, creatures, and/or enchantments phase out."
 * The payments are made as the first ability resolves (choice "payments"); paying triggers the
 * reflexive ability, whose targets are chosen as it is put on the stack (603.12; ruling 2021-09-24).
 */
export const spectralAdversary: CardBehaviour = {
  name: 'Spectral Adversary',
  triggers: [
    {
      key: 'etb',
      event: 'enters',
      matches: (_g, self, ev) => ev.type === 'enters' && ev.obj === self,
      resolve(g, item) {
        const n = item.choices['payments'] ?? 0;
        if (typeof n !== 'number' || !Number.isInteger(n) || n < 0)
          throw new IllegalAction('Spectral Adversary: "payments" must be a whole number');
        if (n === 0) return;
        payMana(g.player(item.controller), '{1}{U}'.repeat(n), 0);
        g.trigger(item.source, 'trigger-reflexive', { n }, item.controller);
      },
    },
    {
      key: 'trigger-reflexive',
      event: 'enters',
      delayedOnly: true,
      matches: () => false,
      targets: [
        {
          count: 99,
          min: 0,
          kind: 'permanent',
          describe: 'up to that many other target artifacts, creatures, and/or enchantments',
          filter: (g, o) => g.isType(o, 'Artifact') || g.isType(o, 'Creature') || g.isType(o, 'Enchantment'),
        },
      ],
      maxTargets: (data) => (data as { n: number }).n,
      resolve(g, item) {
        const n = (item.triggerData as { n: number }).n;
        const self = g.permanent(item.sourceRef);
        if (self) putCounters(self, '+1/+1', n);
        phaseOut(
          g,
          targetObjects(g, item).filter((o) => o.id !== item.sourceRef.id),
        );
      },
    },
  ],
};

import { putCounters } from '../engine/counters.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';

/**
 * Glacial Chasm: cumulative upkeep (pay 2 life per age counter, 702.24), "When Glacial Chasm enters
 * the battlefield, sacrifice a land.", "Creatures you control can't attack." and "Prevent all damage
 * that would be dealt to you."
 */
export const glacialChasm: CardBehaviour = {
  name: 'Glacial Chasm',
  hookedAbilities: ['cant-attack', 'prevent-damage'],
  triggers: [
    {
      key: 'cumulative-upkeep',
      event: 'stepBegins',
      matches: (g, self, ev) => ev.type === 'stepBegins' && ev.step === 'upkeep' && ev.active === g.controller(self),
      resolve(g, item) {
        const self = g.permanent(item.sourceRef);
        if (!self) return;
        putCounters(self, 'age', 1);
        const age = self.counters.get('age') ?? 0;
        const p = g.player(item.controller);
        // 119.4, 119.8: the life can be paid only if the player has it and their life total can change.
        if (item.choices['pay'] === true && g.canPayLife(p, 2 * age)) g.loseLife(p, 2 * age);
        else g.sacrifice(self, item.controller);
      },
    },
    {
      key: 'etb',
      event: 'enters',
      matches: (_g, self, ev) => ev.type === 'enters' && ev.obj === self,
      resolve(g, item) {
        const chosen = item.choices['sacrifice'];
        const land = typeof chosen === 'string' ? g.permanentById(chosen) : undefined;
        if (land && g.isType(land, 'Land')) g.sacrifice(land, item.controller);
      },
    },
  ],
  forbidsCombat: (g, self, creature, role) => role === 'attack' && g.controller(creature) === g.controller(self),
  preventsDamageToPlayer: (g, self, player) => player === g.controller(self),
};

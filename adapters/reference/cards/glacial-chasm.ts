import { putCounters } from '../engine/counters.js';
import type { CardBehaviour } from '../engine/card-behaviour.js';
import type { Game } from '../engine/game-interface.js';
import type { PlayerId } from '../engine/types.js';
import { permanentNamed } from './helpers.js';

/** The land the Chasm's enters trigger sacrifices, named by the choice `sacrifice` (see permanentNamed). */
const sacrificedLand = (g: Game, id: unknown, player: PlayerId) =>
  permanentNamed(g, id, player, 'Land', 'sacrifice', 'Glacial Chasm');

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
      // "sacrifice a land": a land its controller controls, the Chasm itself included, named by the choice
      // `sacrifice`; refused before it resolves when it names anything else, or nothing while they have one.
      checkResolutionChoices: (g, choices, item) => {
        sacrificedLand(g, choices['sacrifice'], item.controller);
      },
      resolve(g, item) {
        const land = sacrificedLand(g, item.choices['sacrifice'], item.controller);
        if (land) g.sacrifice(land, item.controller);
      },
    },
  ],
  forbidsCombat: (g, self, creature, role) => role === 'attack' && g.controller(creature) === g.controller(self),
  preventsDamageToPlayer: (g, self, player) => player === g.controller(self),
};

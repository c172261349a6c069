import type { CardBehaviour } from '../engine/card-behaviour.js';
import { tapOtherCreatures } from './tap-creatures-cost.js';

/**
 * Sky Skiff (Artifact — Vehicle, 2/3): "Flying. Crew 1 (Tap any number of creatures you control with total
 * power 1 or more: This Vehicle becomes an artifact creature until end of turn.)" It is a creature only while
 * the crew effect lasts, with its printed power and toughness.
 */
export const skySkiff: CardBehaviour = {
  name: 'Sky Skiff',
  activated: [
    {
      key: 'crew',
      payCost(g, self, choices) {
        tapOtherCreatures(g, self, choices['crew'], { keyword: 'crew', power: 1, choice: 'crew' });
      },
      resolve(g, item) {
        const self = g.permanent(item.sourceRef, 'own-source');
        if (!self) return;
        g.addEffect({
          controller: item.controller,
          affected: [g.ref(self)],
          duration: { kind: 'endOfTurn' },
          change: {
            kind: 'becomeCreature',
            power: self.card.power ?? 0,
            toughness: self.card.toughness ?? 0,
            addSubtypes: [],
          },
        });
      },
    },
  ],
};

import type { CardBehaviour } from '../engine/card-behaviour.js';
import { hostOfSource, isAttachedTo } from './attachments.js';
import { changeUntilEndOfTurn, enchantCreature, getUntilEndOfTurn } from './helpers.js';

/**
 * "Enchant creature / Enchanted creature can't attack. / {B}: Enchanted creature gets -1/-1 until end of turn. /
 * {R}: Enchanted creature can't block this turn." Each ability finds the enchanted creature as it resolves,
 * through the Aura as it is (or last was) attached: a creature that phased out meanwhile, the Aura with it
 * (702.26g), gets nothing (702.26b).
 */
export const manaclesOfDecay: CardBehaviour = {
  name: 'Manacles of Decay',
  hookedAbilities: ['cant-attack'],
  enchant: enchantCreature,
  forbidsCombat: (_g, self, creature, role) => role === 'attack' && isAttachedTo(self, creature),
  activated: [
    {
      key: 'shrink',
      mana: '{B}',
      resolve(g, item) {
        const creature = hostOfSource(g, item, 'remembered');
        if (creature) getUntilEndOfTurn(g, item.controller, [creature], -1, -1);
      },
    },
    {
      key: 'cant-block',
      mana: '{R}',
      resolve(g, item) {
        const creature = hostOfSource(g, item, 'remembered');
        if (creature) changeUntilEndOfTurn(g, item.controller, [creature], { kind: 'cantBlock' });
      },
    },
  ],
};

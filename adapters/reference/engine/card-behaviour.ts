import type { TargetSpec } from './game-interface.js';

// A card's rules are written against these types; they live in game-interface.ts, since they name
// the game and the game names them.
export type {
  ActivatedAbility,
  CardBehaviour,
  StateTrigger,
  StaticAbility,
  TargetSpec,
  TriggeredAbility,
} from './game-interface.js';

/** "Enchant creature" (303.4a, 702.5): what an Aura with it may target and be attached to; a bestowed Aura's too (702.103b). */
export const enchantCreature: TargetSpec = {
  count: 1,
  kind: 'permanent',
  describe: 'a creature (enchant creature)',
  filter: (g, o) => g.isType(o, 'Creature'),
};

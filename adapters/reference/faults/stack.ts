import type { FaultModule } from './fault.js';

/** Casting, activating and resolving: timing, target restrictions, the target check on resolution (307.1, 601.2c, 608.2b). */
export const STACK_FAULTS = [
  {
    id: 'sorcery-timing-ignored',
    breaks: ['RR-SORCERY-TIMING'],
    description:
      "A sorcery (or a sorcery-speed ability) can be cast whenever its caster has priority: in any step, on another player's turn, over a spell on the stack (307.1: only in a main phase of their turn, with the stack empty).",
    plug: { cards: { sorceryTiming: () => () => true } },
  },
  {
    id: 'target-restrictions-ignored',
    breaks: [],
    description:
      'A target is checked only for its kind (permanent, player, spell, card in a graveyard), never for its restriction: Doom Blade can target a black creature, Spell Snare a spell of any mana value.',
    plug: { cards: { targetRestriction: () => () => true } },
  },
  {
    id: 'illegal-targets-resolve',
    breaks: ['RR-TARGET-CHECK-ON-RESOLUTION'],
    description:
      "A spell or ability whose targets have all become illegal resolves anyway, doing what doesn't need them (608.2b: it doesn't resolve, and none of its effects happen).",
    plug: { cards: { fizzles: () => () => false } },
  },
] as const satisfies readonly FaultModule[];

import type { FaultModule } from './fault.js';

/** Costs: what a player must pay to activate an ability or cast a spell (601.2h, 602.2b). */
export const COSTS_FAULTS = [
  {
    id: 'other-costs-unpaid',
    breaks: [],
    description:
      'An activated ability\'s costs other than mana, tapping and loyalty are never paid ("Sacrifice a creature" sacrifices nothing, and no choice for it is checked).',
    plug: { cards: { payOtherCosts: () => () => undefined } },
  },
] as const satisfies readonly FaultModule[];

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
  {
    id: 'mana-costs-unpaid',
    breaks: ['RR-PAY-COSTS'],
    description:
      "Mana costs are never paid: a spell or ability is cast or activated whatever is in the mana pool, and the pool is left as it was (601.2h: the total cost is paid, unpayable costs can't be).",
    plug: { cards: { payMana: () => () => undefined } },
  },
  {
    id: 'life-payment-needs-more',
    breaks: ['RR-PAY-LIFE'],
    description:
      "A player can pay life only if their life total is greater than the amount, so a player can't pay their whole life total (119.4: greater than or equal to).",
    plug: { players: { lifeCovers: () => (_g, life, amount) => life > amount } },
  },
  {
    id: 'life-payment-unchecked',
    breaks: ['RR-PAY-LIFE'],
    description:
      'A player can pay any amount of life, more than their life total too (119.4: only if their life total is greater than or equal to the payment).',
    plug: { players: { lifeCovers: () => () => true } },
  },
] as const satisfies readonly FaultModule[];

import type { FaultModule } from './fault.js';

/** How a resolving spell or ability finds the objects it acts on through its targets (601.2c, 608.2b). */
export const TARGETS_FAULTS = [
  {
    id: 'any-number-acts-on-all-that-fit',
    breaks: ['RR-TARGETS'],
    description:
      '"Any number of target …" acts on every permanent that fits the description as it resolves, chosen or not (none chosen included).',
    plug: { cards: { anyNumberOfTargets: () => (_g, _chosen, fitting) => fitting() } },
  },
] as const satisfies readonly FaultModule[];

import { seeing } from './fault.js';
import type { FaultModule } from './fault.js';

/** How a resolving spell or ability finds the objects it acts on: its targets (601.2c, 608.2b), instruction by instruction (608.2c). */
export const RESOLUTION_FAULTS = [
  {
    id: 'any-number-acts-on-all-that-fit',
    breaks: ['RR-TARGETS'],
    description:
      '"Any number of target …" acts on every permanent that fits the description as it resolves, chosen or not (none chosen included).',
    plug: { cards: { anyNumberOfTargets: () => (_g, _chosen, fitting) => fitting() } },
  },
  {
    id: 'later-instruction-reaches-phased-out',
    breaks: ['PH-OUT-STATUS'],
    description:
      'A later instruction of a resolving spell finds its objects as they were when the spell began to resolve, so it acts on a permanent an earlier instruction phased out (a target, "each creature").',
    plug: seeing('later-instruction'),
  },
] as const satisfies readonly FaultModule[];

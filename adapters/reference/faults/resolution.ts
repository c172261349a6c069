import { seeing } from './fault.js';
import type { FaultModule } from './fault.js';

/**
 * How a resolving spell or ability finds the objects it acts on: its targets (601.2c, 608.2b), instruction by instruction
 * (608.2c), and what it reads of one that has left (608.2h).
 */
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
  {
    id: 'last-known-information-forgotten',
    breaks: ['RR-LAST-KNOWN-INFORMATION'],
    description:
      "An effect that reads an object which has left the battlefield since finds nothing to read, so Angelic Chorus gains no life for a creature destroyed before its trigger resolved, Vanishing destroyed in response to its own ability phases out no creature, and The Fallen destroyed with its upkeep trigger on the stack deals no damage (608.2h: the effect uses the object's last known information: its characteristics, what it was attached to, its history).",
    plug: { cards: { lastKnownInformation: () => () => undefined, lastKnownObject: () => () => undefined } },
  },
] as const satisfies readonly FaultModule[];

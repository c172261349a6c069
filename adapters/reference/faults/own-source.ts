import { seeing } from './fault.js';
import type { FaultModule } from './fault.js';

/**
 * Abilities that act on their own source as they resolve, each path on its own reader (engine/types.ts),
 * so a fixture shows which path an engine forgot to check: a phased-out source doesn't exist (702.26b).
 */
export const OWN_SOURCE_FAULTS = [
  {
    id: 'source-moved-while-phased-out',
    breaks: ['PH-OUT-STATUS'],
    description:
      'An ability that moves its own source as it resolves ("sacrifice Stasis unless you pay {U}") moves it though it phased out after the ability triggered.',
    plug: seeing('source-moved'),
  },
  {
    id: 'trigger-counters-phased-out-source',
    breaks: ['PH-OUT-STATUS'],
    description:
      'A triggered ability that puts counters on its own source ("put a +1/+1 counter on Ninth Bridge Patrol") puts them there though the source phased out after it triggered.',
    plug: seeing('trigger-source'),
  },
] as const satisfies readonly FaultModule[];

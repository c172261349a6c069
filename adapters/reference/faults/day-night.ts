import { seeing } from './fault.js';
import type { FaultModule } from './fault.js';

/** Day and night (731) and the daybound and nightbound keywords (702.145). */
export const DAY_NIGHT_FAULTS = [
  {
    id: 'phased-out-daybound-makes-it-day',
    breaks: ['PH-OUT-STATUS'],
    description:
      "A phased-out daybound permanent makes it day when it is neither day nor night (702.145d reads a permanent a player controls; 702.26b: a phased-out one doesn't exist).",
    plug: seeing('daybound'),
  },
  {
    id: 'phased-out-daybound-transforms',
    breaks: ['PH-OUT-STATUS'],
    description:
      "A phased-out daybound permanent transforms as it becomes night (702.145b; 702.26b: it doesn't exist, so it keeps the face it has).",
    plug: seeing('day-night-transform'),
  },
  {
    id: 'daybound-transforms-only-as-night-begins',
    breaks: ['RR-DAYBOUND-ANY-TIME'],
    description:
      'A daybound permanent transforms only as it becomes night, so one that phases in front face up at night keeps that face (702.145c: any time a player controls one and it is night, it transforms).',
    plug: { dayNight: { transformsAnyTime: () => () => false } },
  },
  {
    id: 'day-night-check-skipped',
    breaks: ['RR-DAY-NIGHT-CHECK'],
    description:
      "The untap step doesn't check the previous turn: day stays day though its active player cast no spells (731.2a, 502.2).",
    plug: { dayNight: { untapCheck: () => () => false } },
  },
] as const satisfies readonly FaultModule[];

import { seeing } from './fault.js';
import type { FaultModule } from './fault.js';

/**
 * The general mistakes the generated sweep families (harness/generate/families/) target: one code
 * path that finds an object some other way than by existence (702.26b) and so reaches a phased-out
 * permanent. Each opens one door reader (engine/seams.ts) and, where the effect then acts on what it
 * found, the verbs too, as an engine that forgot the check on that path would.
 */
export const SWEEP_FAULTS = [
  {
    id: 'bare-tap-reaches-phased-out',
    breaks: ['PH-OUT-STATUS'],
    description: 'A bare tap or untap effect taps or untaps a phased-out permanent it names.',
    plug: seeing('tap-effect'),
  },
  {
    id: 'sweep-finds-by-zone',
    breaks: ['PH-OUT-STATUS'],
    description:
      'An "all creatures" one-shot effect finds its objects by zone (every creature on the battlefield) rather than by existence, so it reaches phased-out creatures.',
    plug: seeing('sweep-set', 'verb'),
  },
  {
    id: 'own-source-skips-existence',
    breaks: ['PH-OUT-STATUS'],
    description:
      'An ability that acts on its own source ("sacrifice it", "put a level counter on this") skips the existence check, so it reaches its source after the source phased out (bugs B-03, B-07).',
    plug: seeing('own-source', 'verb'),
  },
  {
    id: 'remembered-object-reached-phased-out',
    breaks: ['PH-OUT-STATUS'],
    description:
      'A delayed or other triggered ability acts on the object it remembers ("that Dragon", "that permanent") though that object phased out after the ability was created.',
    plug: seeing('remembered', 'verb'),
  },
  {
    id: 'legend-rule-counts-phased-out',
    breaks: ['PH-OUT-STATUS', 'RR-LEGEND-RULE'],
    description: 'The legend rule compares a phased-out legendary permanent with the phased-in ones of the same name.',
    plug: seeing('legend-rule'),
  },
] as const satisfies readonly FaultModule[];

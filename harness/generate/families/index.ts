import type { Family } from '../family.js';
import { attached } from './attached.js';
import { delayed } from './delayed.js';
import { duringResolution } from './during-resolution.js';
import { durations } from './durations.js';
import { legend } from './legend.js';
import { oneShot } from './one-shot.js';
import { phaseInTriggers } from './phase-in-triggers.js';
import { reads } from './reads.js';

/** Every sweep family, in the order the generator and the coverage matrix list them. */
export const FAMILIES: readonly Family[] = [
  oneShot,
  reads,
  delayed,
  legend,
  durations,
  attached,
  duringResolution,
  phaseInTriggers,
];

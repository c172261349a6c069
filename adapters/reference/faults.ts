import { DEFAULT_SEAMS, patchSeams, type Seams } from './engine/seams.js';
import { ATTACHMENTS_FAULTS } from './faults/attachments.js';
import { CARD_ABILITIES_FAULTS } from './faults/card-abilities.js';
import { COMBAT_FAULTS } from './faults/combat.js';
import { COMMANDER_FAULTS } from './faults/commander.js';
import { COSTS_FAULTS } from './faults/costs.js';
import { DAY_NIGHT_FAULTS } from './faults/day-night.js';
import { EFFECTS_FAULTS } from './faults/effects.js';
import type { FaultDefinition } from './faults/fault.js';
import { LEAVING_FAULTS } from './faults/leaving.js';
import { OWN_SOURCE_FAULTS } from './faults/own-source.js';
import { PHASE_IN_FAULTS } from './faults/phase-in.js';
import { PHASE_OUT_FAULTS } from './faults/phase-out.js';
import { PLAYERS_FAULTS } from './faults/players.js';
import { SIMULTANEITY_FAULTS } from './faults/simultaneity.js';
import { STACK_FAULTS } from './faults/stack.js';
import { STATE_BASED_FAULTS } from './faults/state-based.js';
import { SWEEP_FAULTS } from './faults/sweeps.js';
import { RESOLUTION_FAULTS } from './faults/resolution.js';
import { UNTAP_FAULTS } from './faults/untap.js';
import { UNTIL_FAULTS } from './faults/until.js';
import { VISIBILITY_FAULTS } from './faults/visibility.js';

export type { FaultDefinition } from './faults/fault.js';

/** Every named fault, by area (adapters/reference/faults/). */
const MODULES = [
  ...VISIBILITY_FAULTS,
  ...UNTAP_FAULTS,
  ...PHASE_OUT_FAULTS,
  ...PHASE_IN_FAULTS,
  ...UNTIL_FAULTS,
  ...EFFECTS_FAULTS,
  ...COMBAT_FAULTS,
  ...ATTACHMENTS_FAULTS,
  ...PLAYERS_FAULTS,
  ...DAY_NIGHT_FAULTS,
  ...LEAVING_FAULTS,
  ...COSTS_FAULTS,
  ...STACK_FAULTS,
  ...COMMANDER_FAULTS,
  ...STATE_BASED_FAULTS,
  ...CARD_ABILITIES_FAULTS,
  ...SWEEP_FAULTS,
  ...OWN_SOURCE_FAULTS,
  ...RESOLUTION_FAULTS,
  ...SIMULTANEITY_FAULTS,
] as const;

export type FaultId = (typeof MODULES)[number]['id'];

/** The named faults as data: id, the meanings each breaks, and what it does (`phasing-cts faults`). */
export const FAULTS: readonly (FaultDefinition & { id: FaultId })[] = MODULES.map((m) => ({
  id: m.id,
  breaks: m.breaks,
  ...('showsOnlyWith' in m ? { showsOnlyWith: m.showsOnlyWith } : {}),
  description: m.description,
}));

export function isFaultId(id: string): id is FaultId {
  return MODULES.some((f) => f.id === id);
}

/** The engine's seams under a fault: the defaults with that fault's replacements (none without one). */
export function seamsFor(fault: FaultId | undefined): Seams {
  const module = fault === undefined ? undefined : MODULES.find((f) => f.id === fault);
  return module ? patchSeams(DEFAULT_SEAMS, module.plug) : DEFAULT_SEAMS;
}

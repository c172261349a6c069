// Plans for the generator's tests, built from defaults in one place: each test states only what it varies.
// Used by tests only (harness/fuzz/*.test.ts).
import { NO_DESIGNATIONS } from '../designations.js';
import type { ActionPlan, ObjectPlan, ScenarioPlan } from '../plan.js';

/** An object plan: the first pool card, owned by the first player, phased in, untapped, nothing on it. */
export const objectPlan = (more: Partial<ObjectPlan> = {}): ObjectPlan => ({
  card: 0,
  owner: 0,
  controlShift: 0,
  phasedOut: false,
  tapped: false,
  summoningSick: false,
  plusCounters: 0,
  damage: 0,
  host: 0,
  ...more,
});

/** An action plan: a cast naming the first object, by the first player, in the first step. */
export const actionPlan = (more: Partial<ActionPlan> = {}): ActionPlan => ({
  kind: 'cast',
  objects: [0],
  player: 0,
  step: 0,
  namesTurn: false,
  untilEndOfTurn: false,
  spell: 0,
  variant: 0,
  ...more,
});

/** A scenario plan: two players, the first active on turn 3, no designations. */
export const scenarioPlan = (
  objects: ObjectPlan[],
  actions: ActionPlan[],
  more: Partial<ScenarioPlan> = {},
): ScenarioPlan => ({
  players: 2,
  active: 0,
  step: 0,
  turnNumber: 3,
  commander: false,
  emptyLibrary: false,
  lifeLoss: [],
  designations: NO_DESIGNATIONS,
  objects,
  actions,
  ...more,
});

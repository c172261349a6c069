import fc from 'fast-check';
import type { Capability } from '../generated/fixture.js';
import { designationArbitrary, type DesignationPlan } from './designations.js';

/**
 * A scenario as fast-check draws it: small numbers and lists only, with every reference between
 * them (an action's objects, an attachment's host, a player) an index taken modulo the list it
 * points into. fast-check shrinks lists by dropping elements and numbers toward 0, so every
 * shrunk plan still builds a legal scenario (build-scenario.ts) and shrinking heads for the fewest
 * objects, actions, checkpoints and players on its own.
 */
export interface ObjectPlan {
  card: number;
  owner: number;
  /** 0: controlled by its owner; otherwise by the player this many seats on (a control change). */
  controlShift: number;
  phasedOut: boolean;
  tapped: boolean;
  /** A creature that came under its controller's control this turn (302.6). */
  summoningSick: boolean;
  plusCounters: number;
  /** Damage marked on a creature (kept below its toughness). */
  damage: number;
  /** Index of the creature an Aura or Equipment is attached to (modulo the objects). */
  host: number;
}

export type ActionKind =
  | 'advance'
  | 'phaseOut'
  | 'phaseIn'
  | 'destroy'
  | 'tap'
  | 'untap'
  | 'gainControl'
  | 'cast'
  | 'activate'
  | 'attack'
  | 'damage'
  | 'skipUntap'
  | 'leave'
  | 'checkpoint';

export interface ActionPlan {
  kind: ActionKind;
  /** Indices of the objects the action names (modulo the objects; duplicates dropped). */
  objects: number[];
  player: number;
  /** Index into ADVANCE_STEPS. */
  step: number;
  /** Whether an advance names the player whose turn it must be. */
  namesTurn: boolean;
  untilEndOfTurn: boolean;
  /** Index of the spell a cast casts (modulo the spell pool). */
  spell: number;
  /** 0–3: a cast the rules forbid (build-cast.ts's FLAWS); above: an ordinary one (or the commander's). */
  variant: number;
}

export interface ScenarioPlan {
  players: number;
  active: number;
  /** Index into START_STEPS. */
  step: number;
  turnNumber: number;
  /** A Commander game (903), for an engine declaring format.commander: each player's first creature is their commander. */
  commander: boolean;
  /** In a game of three or more, the player after the active one starts with an empty library (704.5b). */
  emptyLibrary: boolean;
  /** Life each seat has lost before the scenario starts (its life total is 20 less this). */
  lifeLoss: number[];
  /** The designations and day or night the game starts with (designations.ts). */
  designations: DesignationPlan;
  objects: ObjectPlan[];
  actions: ActionPlan[];
}

/** Steps a scenario starts in: the active player has priority, nothing is declared. */
export const START_STEPS = ['main1', 'upkeep', 'main2', 'end', 'draw'] as const;
/** Steps an advance stops in: ones every turn has (never a combat step, which 508.8 may skip). */
export const ADVANCE_STEPS = ['upkeep', 'main1', 'end', 'draw', 'main2'] as const;

/** The capability each kind of action needs; `checkpoint` needs none. */
export const ACTION_CAPABILITY: Record<Exclude<ActionKind, 'checkpoint'>, Capability> = {
  advance: 'turn.advance',
  phaseOut: 'effect.phase-out',
  phaseIn: 'effect.phase-in',
  destroy: 'effect.destroy',
  tap: 'effect.tap',
  untap: 'effect.tap',
  gainControl: 'effect.control',
  cast: 'stack.cast',
  activate: 'stack.activate',
  attack: 'combat',
  damage: 'effect.damage',
  skipUntap: 'effect.skip-untap',
  leave: 'player.leave',
};

/**
 * How often each kind is drawn: phasing out and turn advances (which phase permanents in and out
 * at untap steps, 702.26a) most, since those are what the suite is about.
 */
const ACTION_WEIGHTS: Record<ActionKind, number> = {
  phaseOut: 5,
  advance: 5,
  checkpoint: 2,
  phaseIn: 2,
  tap: 2,
  untap: 1,
  destroy: 2,
  gainControl: 2,
  cast: 4,
  activate: 2,
  attack: 4,
  damage: 2,
  skipUntap: 1,
  leave: 2,
};

export interface PlanLimits {
  maxPlayers: number;
  maxObjects: number;
  maxActions: number;
  /** The card pool's size: `card` indices are drawn below it. */
  cards: number;
  /** The kinds of action the engine declares the capabilities for. */
  kinds: readonly ActionKind[];
}

function objectPlan(limits: PlanLimits): fc.Arbitrary<ObjectPlan> {
  return fc.record({
    card: fc.nat({ max: limits.cards - 1 }),
    owner: fc.nat({ max: limits.maxPlayers - 1 }),
    controlShift: fc.oneof(
      { withCrossShrink: true },
      { weight: 3, arbitrary: fc.constant(0) },
      { weight: 1, arbitrary: fc.nat({ max: 5 }) },
    ),
    phasedOut: fc.boolean(),
    tapped: fc.boolean(),
    summoningSick: fc.boolean(),
    plusCounters: fc.oneof(
      { withCrossShrink: true },
      { weight: 3, arbitrary: fc.constant(0) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 3 }) },
    ),
    damage: fc.oneof(
      { withCrossShrink: true },
      { weight: 4, arbitrary: fc.constant(0) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 3 }) },
    ),
    host: fc.nat({ max: limits.maxObjects - 1 }),
  });
}

function actionPlan(limits: PlanLimits): fc.Arbitrary<ActionPlan> {
  const kinds = limits.kinds.map((k) => ({ weight: ACTION_WEIGHTS[k], arbitrary: fc.constant(k) }));
  return fc.record({
    // 'checkpoint' is always available, so the list is never empty.
    kind: fc.oneof(...kinds),
    objects: fc.array(fc.nat({ max: limits.maxObjects - 1 }), { minLength: 1, maxLength: 3 }),
    player: fc.nat({ max: limits.maxPlayers - 1 }),
    step: fc.nat({ max: ADVANCE_STEPS.length - 1 }),
    namesTurn: fc.boolean(),
    untilEndOfTurn: fc.boolean(),
    spell: fc.nat({ max: 31 }),
    variant: fc.nat({ max: 31 }),
  });
}

/**
 * The arbitrary of scenario plans within the limits. Each weighted choice shrinks across to its first,
 * plain value (`withCrossShrink`), so a shrunk draft keeps a Commander game, an empty library, a lower life
 * total, marked damage or counters only where the difference needs them.
 */
export function planArbitrary(limits: PlanLimits): fc.Arbitrary<ScenarioPlan> {
  return fc.record({
    players: fc.integer({ min: 2, max: limits.maxPlayers }),
    active: fc.nat({ max: limits.maxPlayers - 1 }),
    step: fc.nat({ max: START_STEPS.length - 1 }),
    // Turn 1 too: the starting player skips their first draw in a two-player game (103.8a), and not in a
    // game of three or more (103.8c).
    turnNumber: fc.integer({ min: 1, max: 6 }),
    // One game in four: a Commander game changes life totals and where a commander goes, which the
    // other parts' faults need the ordinary game for.
    commander: fc.oneof(
      { withCrossShrink: true },
      { weight: 3, arbitrary: fc.constant(false) },
      { weight: 1, arbitrary: fc.constant(true) },
    ),
    emptyLibrary: fc.oneof(
      { withCrossShrink: true },
      { weight: 3, arbitrary: fc.constant(false) },
      { weight: 1, arbitrary: fc.constant(true) },
    ),
    // Mostly untouched; sometimes a life total within 5 of another (Psychic Transfer), or 1 (paying life, 119.4).
    lifeLoss: fc.array(
      fc.oneof(
        { withCrossShrink: true },
        { weight: 6, arbitrary: fc.constant(0) },
        { weight: 2, arbitrary: fc.integer({ min: 1, max: 18 }) },
        { weight: 1, arbitrary: fc.constant(19) },
      ),
      { maxLength: limits.maxPlayers },
    ),
    designations: designationArbitrary,
    objects: fc.array(objectPlan(limits), { minLength: 1, maxLength: limits.maxObjects }),
    actions: fc.array(actionPlan(limits), { minLength: 1, maxLength: limits.maxActions }),
  });
}

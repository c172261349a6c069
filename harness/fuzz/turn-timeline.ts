import { readFileSync } from 'node:fs';
import type { Step } from '../generated/fixture.js';
import { fromRoot } from '../paths.js';
import { ADVANCE_STEPS } from './plan.js';

/** The steps of a turn in order (500.1): the fixture schema lists its Step enum in that order. */
const TURN: readonly Step[] = (
  JSON.parse(readFileSync(fromRoot('schema', 'fixture.schema.json'), 'utf8')) as { $defs: { Step: { enum: Step[] } } }
).$defs.Step.enum;

/** A point in the game: turns since the scenario's first turn × steps per turn + the step's index. */
export type Position = number;

const activeAt = (p: Position, players: readonly string[], firstActive: string) =>
  players[(players.indexOf(firstActive) + Math.floor(p / TURN.length)) % players.length]!;

/**
 * Where `advance to {step, turnOf}` stops from `at`: the next time that step begins (in that
 * player's turn when named). No extra turns or skipped steps: scenarios have none.
 */
export function nextStepPosition(
  at: Position,
  step: Step,
  turnOf: string | undefined,
  players: readonly string[],
  firstActive: string,
): Position {
  const index = TURN.indexOf(step);
  for (let p = at + 1; ; p++)
    if (p % TURN.length === index && (turnOf === undefined || activeAt(p, players, firstActive) === turnOf)) return p;
}

export const stepPositions = {
  start: (step: Step): Position => TURN.indexOf(step),
  /**
   * A stop strictly between two points that an advance reaches first from `from` (the first step
   * after it where a scenario may stop), or undefined when there is none before `to`.
   */
  between(
    from: Position,
    to: Position,
    players: readonly string[],
    firstActive: string,
  ): { step: Step; turnOf: string } | undefined {
    const safe = new Set<Step>(ADVANCE_STEPS);
    for (let p = from + 1; p < to; p++) {
      const step = TURN[p % TURN.length]!;
      if (safe.has(step)) return { step, turnOf: activeAt(p, players, firstActive) };
    }
    return undefined;
  },
};

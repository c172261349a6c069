import type { Game } from './game-interface.js';
import type { DayOrNight } from './day-night-state.js';
import type { GameObject, PlayerId } from './types.js';

/** 702.145b: daybound is on the front face; 702.145e: nightbound on the back face. */
const frontFaceDaybound = (g: Game, o: GameObject) => o.transformed !== true && g.has(o, 'daybound');
const backFaceNightbound = (g: Game, o: GameObject) => o.transformed === true && g.has(o, 'nightbound');

/** 702.145b-c: at night a front-face-up daybound permanent transforms; 702.145e-f: by day a back-face-up nightbound one. */
function transformIfBound(g: Game, o: GameObject): void {
  if (g.dayNight.is === 'night' && frontFaceDaybound(g, o)) o.transformed = true;
  else if (g.dayNight.is === 'day' && backFaceNightbound(g, o)) o.transformed = false;
}

/**
 * It becomes day or night (731.1), and as it does each daybound or nightbound permanent transforms
 * (702.145b, e). A phased-out permanent doesn't exist (702.26b), so it keeps the face it has; a
 * faulty engine's 'day-night-transform' reader turns it over too.
 */
export function becomeDayOrNight(g: Game, to: DayOrNight): void {
  if (g.dayNight.is === to) return;
  g.dayNight.is = to;
  for (const o of [...g.permanents(), ...g.phasedOutFor('day-night-transform')]) transformIfBound(g, o);
}

/**
 * The "any time" rules of daybound and nightbound: 702.145d (a daybound permanent makes it day when it
 * is neither), 702.145g (a nightbound one makes it night when no daybound permanent is there), 702.145c
 * and f (a permanent with the wrong face up for the time transforms at once, not as a state-based
 * action). Only permanents that exist are read (702.26b); a faulty engine's 'daybound' reader counts
 * phased-out ones too.
 */
export function dayNightAnyTime(g: Game): void {
  if (g.dayNight.is === undefined) {
    const read = [...g.permanents(), ...g.phasedOutFor('daybound')];
    if (read.some((o) => frontFaceDaybound(g, o))) becomeDayOrNight(g, 'day');
    else if (read.some((o) => backFaceNightbound(g, o))) becomeDayOrNight(g, 'night');
  }
  if (g.seams.dayNight.transformsAnyTime(g)) for (const o of g.permanents()) transformIfBound(g, o);
}

/** 502.2, 731.2: the untap step looks at the previous turn's active player's spells (731.2c: not when neither). */
export function untapStepDayNight(g: Game): void {
  if (!g.seams.dayNight.untapCheck(g)) return;
  const last = g.dayNight.previousTurn;
  const spells = last === undefined ? 0 : (last.castBy.get(last.active) ?? 0);
  if (g.dayNight.is === 'day' && spells === 0)
    becomeDayOrNight(g, 'night'); // 731.2a
  else if (g.dayNight.is === 'night' && spells >= 2) becomeDayOrNight(g, 'day'); // 731.2b
}

/** As a turn begins: the turn that ended becomes "the previous turn" (731.2). */
export function turnEnds(g: Game, endingActive: PlayerId): void {
  g.dayNight.previousTurn = { active: endingActive, castBy: g.dayNight.castThisTurn };
  g.dayNight.castThisTurn = new Map();
}

export function spellCast(g: Game, caster: PlayerId): void {
  g.dayNight.castThisTurn.set(caster, (g.dayNight.castThisTurn.get(caster) ?? 0) + 1);
}

/** 702.145b: "If it is night and this permanent is represented by a double-faced card, it enters transformed." */
export function entersTransformed(g: Game, entering: GameObject): boolean {
  return (
    g.dayNight.is === 'night' &&
    !entering.token &&
    g.behaviour(entering)?.backFace !== undefined &&
    entering.card.abilities.some((a) => a.kind === 'keyword' && a.key === 'daybound')
  );
}

import type { ActionContext } from './build-context.js';
import type { ActionKind, ActionPlan } from './plan.js';

/** Bare effects that may name the permanent spell cast last first. */
const KINDS: ReadonlySet<ActionKind> = new Set(['destroy', 'phaseOut', 'phaseIn', 'tap', 'untap']);

/**
 * With `untilEndOfTurn`, a bare destroy, phase-out, phase-in, tap or untap names first the permanent spell
 * cast last (Oubliette, Banishing Light, Out of Time, Dungeon Geists, a bestowed Aura): the permanent whose
 * effects watch it ("until Oubliette leaves the battlefield", 610.3; "for as long as you control", 611.2b),
 * so that it leaves, phases out (which is not leaving, 702.26d) or phases in while they wait. Drawn at
 * random among every permanent it would be named once in many scenarios. Empty when nothing was cast yet.
 */
export function newestFirst(a: ActionPlan, ctx: ActionContext): string[] {
  if (!a.untilEndOfTurn || !KINDS.has(a.kind)) return [];
  const setup = ctx.permanents.filter((p) => p.setup.zone === 'battlefield').length;
  return ctx.onBattlefield.length > setup ? [ctx.onBattlefield.at(-1)!] : [];
}

import type { TriggerChoice } from '../../../harness/generated/fixture.js';
import { Game, STEPS, Unsupported } from './game.js';
import { untapStepPhasing } from './phasing.js';
import { checkStateBasedActions } from './sba.js';
import { putTriggersOnStack, resolveTop } from './stack.js';
import { dealCombatDamage } from './combat.js';
import type { Step } from './types.js';

/**
 * What happens each time a player would receive priority (117.5): state-based actions, then
 * pending triggers go on the stack. Never during the untap step (502.4) or cleanup.
 */
export function settle(g: Game, choices: TriggerChoice[] | undefined): void {
  if (g.step === 'untap') return;
  for (let guard = 0; guard < 50; guard++) {
    g.expireEffects();
    checkStateBasedActions(g);
    if (g.pending.length === 0) return;
    putTriggersOnStack(g, choices);
  }
}

/** Ends the current step and begins the next one, with its turn-based actions (500-514). */
export function nextStep(g: Game): void {
  for (const p of g.players) p.mana = new Map(); // 500.4: mana empties between steps
  if (g.step === 'endCombat') for (const o of [...g.battlefield.values(), ...g.phasedOut.values()]) o.combat = null; // 511.3
  const i = STEPS.indexOf(g.step);
  if (i === STEPS.length - 1) beginTurn(g);
  else g.step = STEPS[i + 1]!;
  beginStep(g, g.step);
}

function beginTurn(g: Game): void {
  g.active = g.nextPlayerAfter(g.active);
  g.turnIndex++;
  g.turnNumber++;
  g.step = 'untap';
  const active = g.player(g.active);
  active.loyaltyActivatedThisTurn.clear();
  // Player effects "until your next turn" end as the turn begins (611.2a; 800.4m for players who left).
  for (const p of g.players) {
    if (p.lifeCantChangeUntilTurnOf !== undefined && g.turnIndex >= p.lifeCantChangeUntilTurnOf) delete p.lifeCantChangeUntilTurnOf;
    if (p.protectionFromEverythingUntilTurnOf !== undefined && g.turnIndex >= p.protectionFromEverythingUntilTurnOf) delete p.protectionFromEverythingUntilTurnOf;
  }
  for (let k = g.effects.length - 1; k >= 0; k--) {
    const d = g.effects[k]!.duration;
    if (d.kind === 'untilTurnOf' && g.turnIndex >= d.turnIndex) g.effects.splice(k, 1);
  }
  // 302.6: the active player has now controlled their permanents continuously since this turn began.
  for (const o of [...g.battlefield.values(), ...g.phasedOut.values()]) if (g.controller(o) === g.active) o.sick = false;
}

function beginStep(g: Game, step: Step): void {
  switch (step) {
    case 'untap':
      untapStep(g);
      return;
    case 'draw':
      if (!(g.turnNumber === 1 && g.players.length === 2)) draw(g, g.active, 1); // 103.8a
      break;
    case 'combatDamage':
      dealCombatDamage(g);
      break;
    case 'cleanup':
      cleanup(g);
      return;
    default:
      break;
  }
  g.emit({ type: 'stepBegins', step, active: g.active });
}

/** 502: phasing, then (day/night), then untapping; skipped entirely when the untap step is skipped (702.26m). */
function untapStep(g: Game): void {
  const p = g.player(g.active);
  if (p.skipUntapSteps > 0) {
    p.skipUntapSteps--;
    if (g.fault('phasing-on-skipped-untap')) untapStepPhasing(g);
    return;
  }
  if (g.fault('phasing-after-untap')) {
    untapAll(g);
    untapStepPhasing(g);
    return;
  }
  untapStepPhasing(g); // 502.1
  untapAll(g); // 502.3
}

function untapAll(g: Game): void {
  for (const o of g.permanents()) if (g.controller(o) === g.active) o.tapped = false;
}

/** 514.2: damage is removed from every permanent, phased-out ones included; "until end of turn" effects end. */
function cleanup(g: Game): void {
  const all = g.fault('cleanup-skips-phased-out') ? [...g.battlefield.values()] : [...g.battlefield.values(), ...g.phasedOut.values()];
  for (const o of all) o.damage = 0;
  for (let k = g.effects.length - 1; k >= 0; k--) if (g.effects[k]!.duration.kind === 'endOfTurn') g.effects.splice(k, 1);
}

export function draw(g: Game, player: string, n: number): void {
  const p = g.player(player);
  for (let k = 0; k < n; k++) {
    if (p.libraryCount > 0) { p.libraryCount--; p.anonymousHand++; continue; }
    const named = [...g.objects.values()].find((o) => o.zone === 'library' && o.owner === player);
    if (named) named.zone = 'hand';
  }
}

/**
 * Passes priority until the given step begins. Objects on the stack resolve on the way (they must
 * need no choices); triggered abilities go on the stack as players would receive priority.
 */
export function advance(g: Game, to: { step: Step; turnOf?: string }, choices: TriggerChoice[] | undefined): void {
  for (let guard = 0; guard < 500; guard++) {
    if (g.stack.length > 0) {
      resolveTop(g, {}, undefined);
      settle(g, choices);
      continue;
    }
    nextStep(g);
    if (g.step === to.step && (to.turnOf === undefined || g.active === to.turnOf)) {
      settle(g, choices);
      return;
    }
    settle(g, choices);
  }
  throw new Unsupported(`could not reach step ${to.step}${to.turnOf ? ` of ${to.turnOf}'s turn` : ''} within 500 steps`);
}

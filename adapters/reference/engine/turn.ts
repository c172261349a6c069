import { discardToMaximumHandSize } from './hand-size.js';
import { draw } from './draw.js';
import type { TriggerChoice } from '../../../harness/generated/fixture.js';
import { endEffectsAt } from './durations.js';
import { takeNextTurn } from './extra-turns.js';
import type { Game } from './game-interface.js';
import { STEPS, Unsupported } from './game.js';
import { untapStepPhasing } from './phasing.js';
import { addLoreCounters } from './saga.js';
import { checkStateBasedActions } from './sba.js';
import { dropLapsedCombatRoles } from './combat-roles.js';
import { grantCitysBlessings } from './designations.js';
import { dayNightAnyTime, turnEnds, untapStepDayNight } from './day-night.js';
import { checkStateTriggers } from './state-triggers.js';
import { checkLostControl } from './lost-control.js';
import { untapPermanent } from './casting.js';
import { putTriggersOnStack, resolveTop } from './stack.js';
import { dealCombatDamage } from './combat.js';
import type { GameObject, Step } from './types.js';

// Cards and rules import `draw` from here; it lives in draw.ts so the monarch's draw (725.2) needs no turn.ts.
export { draw };

/**
 * What happens each time a player would receive priority (117.5): state-based actions, then
 * pending triggers go on the stack. Never during the untap step (502.4) or cleanup.
 */
export function settle(g: Game, choices: TriggerChoice[] | undefined): void {
  // 502.4: no player receives priority in the untap step; its triggers wait for the upkeep.
  if (!g.seams.untap.priorityNow(g)) return;
  g.seams.combat.settling(g);
  for (let guard = 0; guard < 50; guard++) {
    g.expireEffects();
    dropLapsedCombatRoles(g); // 506.4: types an ended effect or a phased-out static ability gave are gone
    checkStateBasedActions(g);
    grantCitysBlessings(g);
    dayNightAnyTime(g); // 702.145c-d, f-g
    checkStateTriggers(g); // 603.8: a state trigger goes on the stack at the next opportunity
    checkLostControl(g);
    if (g.pending.length === 0) return;
    putTriggersOnStack(g, choices);
  }
}

/** Ends the current step and begins the next one, with its turn-based actions (500-514). */
export function nextStep(g: Game): void {
  for (const p of g.players)
    if (p.mana.size > 0) {
      p.mana = new Map();
      p.trackedMana = [];
    } // 500.4: mana empties between steps
  if (g.step === 'endCombat')
    for (const o of [...g.battlefield.values(), ...g.phasedOutFor('end-of-combat')]) g.seams.combat.endOfCombat(g, o); // 511.3
  const i = STEPS.indexOf(g.step);
  if (i === STEPS.length - 1) beginTurn(g);
  else g.step = STEPS[i + 1]!;
  beginStep(g, g.step);
}

function beginTurn(g: Game): void {
  turnEnds(g, g.active); // 731.2 reads the turn that ends here
  g.active = takeNextTurn(g); // 500.7: extra turns first
  g.turnIndex++;
  g.turnNumber++;
  g.step = 'untap';
  // 606.3: "that turn" — every player's record restarts (Teferi, Master of Time activates on others' turns).
  for (const p of g.players) p.loyaltyActivatedThisTurn.clear();
  endEffectsAt(g, 'turn-begins');
  // 302.6: the active player has now controlled their permanents continuously since this turn began.
  for (const o of [...g.battlefield.values(), ...g.phasedOutFor('continuous-control')])
    if (g.controller(o) === g.active) o.sick = false;
}

function beginStep(g: Game, step: Step): void {
  switch (step) {
    case 'untap':
      untapStep(g);
      return;
    case 'upkeep':
      endEffectsAt(g, 'upkeep-begins');
      break;
    case 'draw':
      if (!g.seams.players.skipsDraw(g, g.active, g.turnNumber === 1 && g.players.length === 2)) draw(g, g.active, 1); // 103.8a
      break;
    case 'main1':
      addLoreCounters(g); // 714.3b
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
  // "Skip your next untap step" effects, and static abilities such as Stasis ("Players skip their untap steps").
  const skippedByStatic = g.permanents().some((src) => g.behaviour(src)?.skipsUntapStep?.(g, src, p.id) === true);
  const skipped = p.skipUntapSteps > 0 || skippedByStatic;
  if (skipped && !skippedByStatic) p.skipUntapSteps--;
  g.seams.untap.run(g, skipped, {
    phasing: () => untapStepPhasing(g),
    untap() {
      // 502.2 comes between phasing (502.1) and untapping (502.3); what phased in counts at once (702.145c-d).
      dayNightAnyTime(g);
      untapStepDayNight(g);
      untapAll(g);
    },
  });
}

function untapAll(g: Game): void {
  // The permanents with a static ability that holds others tapped ("Blue creatures don't untap during …", 502.3),
  // found once for the step rather than once a permanent.
  const holders = g.permanents().filter((src) => g.behaviour(src)?.holdsTappedInUntapStep !== undefined);
  for (const o of g.permanents()) {
    if (g.controller(o) !== g.active) continue;
    // "That creature doesn't untap during its controller's untap step" (Dungeon Geists), while its effect lasts.
    const held = g.effects.some(
      (e) =>
        e.change.kind === 'doesntUntap' && e.affected.some((r) => r.id === o.id && r.incarnation === o.incarnation),
    );
    const heldByStatic = holders.some((src) => g.behaviour(src)!.holdsTappedInUntapStep!(g, src, o));
    if (g.seams.untap.heldTapped(g, o, held || heldByStatic) || keptTapped(g, o)) continue;
    untapPermanent(g, o);
  }
}

/** 502.3: a permanent whose controller may choose not to untap it, and chose so. */
function keptTapped(g: Game, o: GameObject): boolean {
  if (!o.tapped) return false;
  const ability = g.behaviour(o)?.statics?.find((s) => s.optionalUntap);
  if (!ability) return false;
  const untap = g.takeStaticChoice(o, ability.key)?.['untap'];
  return g.seams.untap.keepsTapped(g, o, untap === false);
}

/**
 * 514.1: the active player discards down to their maximum hand size; 514.2: damage is removed from every
 * permanent, phased-out ones included, and "until end of turn" effects end.
 */
function cleanup(g: Game): void {
  discardToMaximumHandSize(g);
  for (const o of [...g.battlefield.values(), ...g.phasedOutFor('cleanup-damage')]) o.damage = 0;
  endEffectsAt(g, 'cleanup');
  // 800.4c: a control effect that just ended may leave an object whose default controller has left.
  g.exileWhereDefaultControllerLeft();
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
  throw new Unsupported(
    `could not reach step ${to.step}${to.turnOf ? ` of ${to.turnOf}'s turn` : ''} within 500 steps`,
  );
}

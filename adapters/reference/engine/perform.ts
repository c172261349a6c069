import type { Action, ResolutionCheckpoint, ResolveAction, Setup } from '../../../harness/generated/fixture.js';
import type { RunObservation, Snapshot } from '../../../harness/generated/observation.js';
import type { CatalogueCard } from '../../../harness/generated/cards.js';
import { declareAttackers, declareBlockers } from './combat.js';
import { putCounters } from './counters.js';
import type { Game } from './game-interface.js';
import type { Permanent } from './game.js';
import { IllegalAction, Unsupported } from './game.js';
import { leaveGame } from './leave-game.js';
import { addMana } from './mana.js';
import { observe } from './observe.js';
import { phaseIn, phaseOut } from './phasing.js';
import { buildGame } from './setup.js';
import { activate, cast, tapPermanent, untapPermanent } from './casting.js';
import { resolveTop } from './stack.js';
import { advance, settle } from './turn.js';
import type { ObjectRef } from './types.js';

/**
 * Plays a fixture: builds the setup, performs each action, observes at each checkpoint. An action
 * the rules forbid is rejected (IllegalAction) and the game goes on; anything the engine does not
 * implement (Unsupported) propagates to the adapter.
 */
export function playFixture(
  g: Game,
  setup: Setup,
  actions: Action[],
  card: (name: string) => CatalogueCard,
): RunObservation {
  buildGame(g, setup, card);
  const fates: RunObservation['actions'] = [];
  // Null prototype: a checkpoint may be named like an Object.prototype member ("constructor").
  const checkpoints: Record<string, Snapshot> = Object.create(null) as Record<string, Snapshot>;
  for (const action of actions) {
    // 704.5j: the legends their controllers keep if the legend rule applies during this action.
    g.legendRuleKeeps = action.legendRule ?? [];
    try {
      perform(g, action, checkpoints);
      fates.push({ status: 'ok' });
    } catch (e) {
      if (!(e instanceof IllegalAction)) throw e;
      fates.push({ status: 'rejected', reason: e.message });
    } finally {
      g.legendRuleKeeps = [];
    }
  }
  checkpoints['end'] = observe(g);
  return { actions: fates, checkpoints: checkpoints };
}

/**
 * Resolves the top of the stack, recording the game after the instructions the checkpoints name
 * (608.2c). A card module reports its instructions with g.instructionDone; a checkpoint it never
 * reached means the engine can't observe there, which is unsupported, not a passing silence.
 */
function resolveObserved(
  g: Game,
  asked: ResolutionCheckpoint[],
  choices: NonNullable<ResolveAction['choices']>,
  targets: string[] | undefined,
  checkpoints: Record<string, Snapshot>,
): void {
  const taken = new Set<string>();
  g.onInstruction = (followed) => {
    for (const c of asked)
      if (c.after === followed && !taken.has(c.name)) {
        checkpoints[c.name] = observe(g);
        taken.add(c.name);
      }
  };
  try {
    resolveTop(g, choices, targets);
  } finally {
    g.onInstruction = undefined;
  }
  const missed = asked.filter((c) => !taken.has(c.name));
  if (missed.length > 0)
    throw new Unsupported(
      `the reference engine reports no instruction boundary for ${missed.map((c) => `"${c.name}" (after ${c.after})`).join(', ')} in this resolution`,
    );
}

/**
 * A fixture action names a permanent by id: it must be on the battlefield, phased in or out (an
 * action naming a phased-out one is no error, 702.26d). What the action does to it resolves the id
 * through the battlefield: a verb gets a `Permanent` only if it exists (702.26b), and only the
 * action phasing permanents in sees phased-out ones (the door, 702.26c).
 */
function onBattlefield(g: Game, id: string): string {
  if (!g.isOnBattlefield(id)) throw new IllegalAction(`${id} is not on the battlefield`);
  return id;
}

/** The permanents an action affects: those of the named ones that exist for a verb (702.26b). */
function existing(g: Game, ids: readonly string[]): Permanent[] {
  return ids.flatMap((id) => g.field.permanentById(onBattlefield(g, id), 'verb') ?? []);
}

function perform(g: Game, a: Action, checkpoints: Record<string, Snapshot>): void {
  switch (a.do) {
    case 'checkpoint':
      checkpoints[a.name] = observe(g);
      return;
    case 'advance':
      g.staticChoices = [...(a.staticChoices ?? [])];
      g.combatDamage = [...(a.combatDamage ?? [])];
      g.cleanupDiscards = Object.fromEntries(Object.entries(a.discards ?? {}).map(([p, ids]) => [p, [...ids]]));
      try {
        advance(g, a.to, a.triggers);
      } finally {
        g.staticChoices = [];
        g.combatDamage = [];
        g.cleanupDiscards = {};
      }
      return;
    case 'cast':
      cast(g, a.player, a.object, a.targets, a.x ?? 0, { ...(a.choices ?? {}) }, a.splice, a.prepareCopy === true);
      break;
    case 'activate':
      activate(g, a.player, a.source, a.ability, a.targets, a.x ?? 0, { ...(a.choices ?? {}) });
      break;
    case 'resolve':
      if (a.checkpoints) resolveObserved(g, a.checkpoints, a.choices ?? {}, a.targets, checkpoints);
      else resolveTop(g, a.choices ?? {}, a.targets);
      break;
    case 'declareAttackers':
      declareAttackers(g, a.attackers, a.bands);
      break;
    case 'declareBlockers':
      declareBlockers(g, a.blockers);
      break;
    case 'phaseOut':
      phaseOut(g, existing(g, a.objects));
      break;
    case 'phaseIn':
      phaseIn(
        g,
        a.objects.flatMap((id) => g.phasedOutById('phase-in', onBattlefield(g, id)) ?? []),
      );
      break;
    case 'dealDamage': {
      if (/^[A-F]$/.test(a.to)) g.dealDamage({ player: a.to }, a.amount);
      else for (const o of existing(g, [a.to])) g.dealDamage({ object: o }, a.amount);
      break;
    }
    case 'destroy':
      g.destroyAll(existing(g, a.objects)); // one effect: they are destroyed at once (603.10a)
      break;
    case 'gainControl':
      gainControl(g, a);
      break;
    case 'exile':
    case 'returnToHand':
    case 'putOnLibrary':
    case 'sacrifice':
    case 'putCounters':
    case 'pump':
      bareEffect(g, a);
      break;
    case 'tap':
      for (const o of a.objects.flatMap((id) => g.field.permanentById(onBattlefield(g, id), 'tap-effect') ?? [])) {
        if (a.untap) untapPermanent(g, o);
        else tapPermanent(g, o);
      }
      break;
    case 'skipNextUntapStep':
      g.player(a.player).skipUntapSteps++;
      break;
    case 'leaveGame':
      leaveGame(g, a.player);
      break;
    case 'addMana':
      addMana(g.player(a.player), a.mana);
      return;
  }
  settle(g, a.triggers);
}

const BARE_DESTINATION = {
  exile: 'exile',
  returnToHand: 'hand',
  putOnLibrary: 'library',
  sacrifice: 'graveyard',
} as const;

/**
 * The bare effects on named permanents: each reaches only those that exist (702.26b), through the
 * verbs' reader. The ones that move permanents move them in one event (603.10a); a sacrificed one goes
 * to the graveyard by its controller's hand (701.21a), so neither indestructible nor regeneration
 * matters. A pump names its set, which 611.2c locks: whether a phased-out permanent named by it is in
 * the set is the set's question (702.26e), as for gainControl.
 */
function bareEffect(
  g: Game,
  a: Extract<Action, { do: 'exile' | 'returnToHand' | 'putOnLibrary' | 'sacrifice' | 'putCounters' | 'pump' }>,
): void {
  switch (a.do) {
    case 'putCounters':
      for (const o of existing(g, a.objects))
        for (const [kind, n] of Object.entries(a.counters)) putCounters(o, kind, n);
      return;
    case 'pump': {
      const affected = namedSet(g, a.objects);
      if (affected.length > 0)
        g.addEffect({
          controller: g.active,
          affected,
          duration: { kind: 'endOfTurn' },
          change: { kind: 'pt', power: a.power, toughness: a.toughness },
        });
      return;
    }
    default:
      g.moveAllTo(existing(g, a.objects), BARE_DESTINATION[a.do]);
  }
}

/**
 * The set of a continuous effect that names its objects, locked as it begins (611.2c): whether a phased-out
 * permanent named by it is in the set is the set's question (702.26e), so phased-out ones are offered too.
 */
function namedSet(g: Game, ids: readonly string[]): ObjectRef[] {
  const found = ids.flatMap((x) => {
    const id = onBattlefield(g, x);
    return g.permanentById(id) ?? g.phasedOutById('named-effect-set', id) ?? [];
  });
  return found.length > 0 ? g.lockedSet(found) : [];
}

/** A control-changing effect on one named permanent (611.2c, 702.26e), from now on or until end of turn. */
function gainControl(g: Game, a: Extract<Action, { do: 'gainControl' }>): void {
  const affected = namedSet(g, [a.object]);
  g.addEffect({
    controller: a.player,
    affected,
    duration: a.duration === 'endOfTurn' ? { kind: 'endOfTurn' } : { kind: 'indefinite' },
    change: { kind: 'control', player: a.player },
  });
  for (const r of affected) {
    const p = g.permanent(r);
    if (p) {
      p.sick = true;
      g.removeFromCombat(p);
    }
  } // 302.6, 506.4
}

import type { Game, Seams } from './game-interface.js';
import { bandingGroup, bandMates } from './banding.js';
import { assignBlockedDamage, assignBlockingDamage, lethalDamage } from './damage-assignment.js';
import { attachmentsOf, cantPhaseIn, cantPhaseOut, phaseIn } from './phasing.js';
import type { GameObject, PhasedOutReader, PlayerId } from './types.js';

// The seams' types live in game-interface.ts (they name the game, which names them); this module
// holds their defaults, the rules as written.
export type {
  CombatDamageStep,
  DamageAssignment,
  LeavingPart,
  LookBack,
  PhaseInContext,
  PlayerProtection,
  Seams,
  StateBasedAction,
} from './game-interface.js';
export type { PhasedOutReader } from './types.js';

const SEEN_BY_THE_RULES: ReadonlySet<PhasedOutReader> = new Set<PhasedOutReader>([
  'untap-phase-in',
  'phase-in',
  'cleanup-damage',
  'end-of-combat',
  'continuous-control',
  'leaving-owner',
  'leaving-controller',
  'orphan-schedule',
  'control-end-exile',
  'until-leaves',
  'token-rule',
  'named-effect-set',
  'object-information',
  'commander-identity',
]);

/** 610.4a: phased out "until" an event whose link is still waiting; the untap step leaves it alone. */
export function waitsForLink(g: Game, o: GameObject): boolean {
  const link = o.phased?.how === 'directly' ? o.phased.untilLink : undefined;
  return link !== undefined && g.untilLinks.has(link);
}

/** The untap step's schedule for a directly phased-out permanent not waiting for a link (702.26a, n). */
export function scheduledReturn(g: Game, o: GameObject, active: PlayerId): boolean {
  const p = o.phased!;
  // 702.26n: phased out under a player who left: in the first untap step of the turn after the one that player's would have begun.
  if (p.how === 'directly' && p.orphanedUntilTurn !== undefined) return g.turnIndex >= p.orphanedUntilTurn;
  return p.under === active;
}

export const DEFAULT_SEAMS: Seams = {
  seesPhasedOut: (reader) => SEEN_BY_THE_RULES.has(reader),
  untap: {
    phasesOut: (g, o, active) => g.controller(o) === active && g.has(o, 'phasing'),
    phasesIn(g, o, active) {
      // 702.26g: an attachment that phased out indirectly phases in only along with its host.
      if (o.phased!.how !== 'directly') return false;
      if (waitsForLink(g, o)) return false; // 610.4a
      return scheduledReturn(g, o, active);
    },
    run(_g, skipped, events) {
      if (skipped) return; // 702.26m: the phasing event simply doesn't occur that turn
      events.phasing(); // 502.1
      events.untap(); // 502.3
    },
    phasingEvent(_g, parts) {
      parts.phaseOut();
      parts.phaseIn();
    },
    priorityNow: (g) => g.step !== 'untap', // 502.4
    keepsTapped: (_g, _o, choseNotToUntap) => choseNotToUntap,
    heldTapped: (_g, _o, heldByAnEffect) => heldByAnEffect,
  },
  phaseOut: {
    can: (g, o) => !cantPhaseOut(g, o),
    attachedTo: (g, host) => attachmentsOf(g, host),
    namedAndAttached: () => 'indirectly',
    each: (g, o) => g.removeFromCombat(o),
    event: (g, before) => ({ objs: before, lookBack: g.seams.looksBack(g, 'phases-out') ? before : [] }),
    after: () => undefined,
    batches: (_g, named) => [named],
  },
  phaseIn: {
    can: (g, o) => !cantPhaseIn(g, o),
    each: () => undefined,
    preparedCopy: (_g, _o, makes) => makes,
    after: () => undefined,
    order(_g, _all, parts) {
      parts.statusChanges();
      parts.triggersChecked();
    },
  },
  until: {
    phaseOutSkipped: (_g, eventPassed) => eventPassed,
    beforePhasingOut: () => undefined,
    stillLinked: (o, link) => o.phased?.how === 'directly' && o.phased.untilLink === link,
    phaseInLinked: (g, objs, tapped) => void phaseIn(g, objs, { tapped }),
  },
  effects: {
    lockedSet(g, candidates) {
      // No resolving effect's set holds a phased-out permanent, described ("creatures you control") or named: it
      // doesn't exist (702.26b) when the set is fixed (611.2c). 702.25e (2020-08-07) said so of named ones; the older
      // editions' 702.23b-702.25b read the same (dream-fighter-older-rules-flanking-… says what that rests on).
      return candidates.filter((o) => g.isPhasedIn(o)).map((o) => g.ref(o));
    },
    added: () => undefined,
    affects: (_g, e, obj) => e.affected.some((r) => r.id === obj.id && r.incarnation === obj.incarnation),
    rulesEffectCovers: () => true,
    applies: () => true,
    forAsLongAsEnds: (_g, _e, holds) => !holds,
    neverStarted: () => undefined,
    ended: () => undefined,
    endsInCleanup: (g, e) =>
      e.duration.kind === 'endOfTurn' || (e.duration.kind === 'untilEndOfTurn' && g.turnIndex >= e.duration.turnIndex),
    afterLeaver: (_g, d, wouldHaveBegun) => ({
      kind: 'untilTurnOf',
      player: (d as { player: PlayerId }).player,
      turnIndex: wouldHaveBegun,
    }),
    rescheduled: (_g, _player, _scheduled, next) => next,
  },
  combat: {
    removing: () => undefined,
    tapped: () => undefined,
    settling: () => undefined,
    restricts: (_g, _o, _role, restricted) => restricted,
    attackTaps: (g, o) => !g.has(o, 'vigilance'),
    dealsDamageIn(g, o, step, firstStrikeStep) {
      const first = g.has(o, 'first-strike');
      const double = g.has(o, 'double-strike');
      return step === 'first-strike' ? first || double : !firstStrikeStep || !first || double;
    },
    assignBlocked: assignBlockedDamage,
    assignBlocking: assignBlockingDamage,
    lethalDamage,
    bandRestricted: (_g, _band, restricted) => restricted,
    blockedAlong: (g, attacker) => bandMates(g, attacker),
    bandingDivides: (g, _creature, opponents) => bandingGroup(g, opponents),
    endOfCombat: (_g, o) => void (o.combat = null),
    becameBlocked: (_g, _pairs, attackers) => attackers,
    blockRestricted: (_g, _blocker, _attacker, restricted) => restricted,
    blockRequirementsUnmet: (_g, unmet) => unmet,
    attackRequirementsUnmet: (_g, unmet) => unmet,
  },
  performs: () => true,
  sbaDeathEvents: (_g, dying) => (dying.length === 0 ? [] : [dying]),
  // Before 2013-07-13 the legend rule compared legendary permanents on the battlefield whoever controlled
  // them (704.5k then); from then on, only those one player controls.
  legendRuleGroup: (g, o) => (g.rules['RR-LEGEND-RULE-ALL'] ? o.card.name : `${g.controller(o)}|${o.card.name}`),
  legendRuleKept: (_g, _group, chosen) => chosen,
  looksBack: () => true,
  delayedTriggers: () => true,
  delayedTriggersGone: (g, d) => (d.oneOf ? g.delayed.filter((x) => x.oneOf === d.oneOf) : [d]),
  noticesLostControl: () => true,
  stillNamesCard: (_g, card, ref) => card.incarnation === ref.incarnation,
  players: {
    protectedFrom: (g, player, from) => from !== 'attack' && g.hasProtectionFromEverything(player),
    lifeCantChange: (g, p) => g.playerHas(p.id, 'lifeCantChange'),
    lifeGainReplaceable: (_g, _p, lifeCanChange) => lifeCanChange,
    losesByEffect: () => true,
    losesAtZeroLife: () => true,
    losesForDrawingFromAnEmptyLibrary: () => true,
    loserLeaves: () => true,
    lifeCovers: (_g, life, amount) => life >= amount,
    skipsDraw: (_g, _player, firstTurnOfATwoPlayerGame) => firstTurnOfATwoPlayerGame,
    exchangesLife: () => true,
    keepsCitysBlessing: () => true,
    monarchDraws: () => true,
    takesMonarchy: () => true,
    initiativeVentures: () => true,
    takesInitiative: () => true,
  },
  dayNight: { transformsAnyTime: () => true, untapCheck: () => true },
  leaving: () => true,
  commander: {
    counted: (_g, damage) => damage.dealt,
    damageLoses: () => true,
    previousCasts: (_g, _o, casts) => casts,
  },
  cards: {
    anyNumberOfTargets: (_g, chosen) => chosen,
    xOnTheStack: (_g, item) => item?.x ?? 0,
    allYouControl: (g, player) => g.permanents().filter((o) => g.controller(o) === player),
    loyaltyAtInstantSpeed: (_g, _o, permitted) => permitted,
    payOtherCosts: (_g, pay) => pay(),
    payMana: (_g, pay) => pay(),
    loyaltyCost: (_g, _o, cost) => cost,
    tapToConvoke: (_g, _creature, tap) => tap(),
    flashbackExiles: () => true,
    aftermathCastFrom: (_g, _card, fromGraveyard) => fromGraveyard,
    aftermathExiles: () => true,
    shieldReplacesDraw: (_g, _drawer, drawerIsTheShieldsPlayer) => drawerIsTheShieldsPlayer,
    replacesDamageToPlayer: () => true,
    sorceryTiming: (_g, _player, permitted) => permitted,
    targetRestriction: (_g, meets) => meets,
    fizzles: (_g, _item, illegal) => illegal,
    bestowedResolvesAsCreature: (_g, _item, illegal) => illegal,
    copyCeasesToExist: (_g, _item, copy) => copy,
    abilityCard: (_g, _item, asPutThere) => asPutThere,
    targetSpecs: (_g, own) => own,
    untaps: (_g, _obj, tapped) => tapped,
    sagaChapterPending: (_g, _saga, pending) => pending,
    graveyardCastCost: (_g, _card, flashback) => flashback,
    triggerHasLegalTargets: (_g, _specs, any) => any,
    triggerChoice: (_g, _trigger, _listed, _used, found) => found,
    activationTaps: (_g, _o, tapCost) => tapCost,
    triggerRank: (_g, listed) => listed,
    attachPermitted: (_g, _attachment, _host, permitted) => permitted,
    castCopyUnprepares: (_g, _perm, unprepares) => unprepares,
    auraSpellAttachesTo: (_g, target) => target,
    wrongTargetCount: (_g, wrong) => wrong,
    legendarySpellPermitted: (_g, _player, permitted) => permitted,
    noPriorityInCleanup: (_g, inCleanup) => inCleanup,
    manaSpentOnAbility: (_g, paidMana) => paidMana,
    lastKnownInformation: (_g, _ref, remembered) => remembered,
    lastKnownObject: (_g, _ref, remembered) => remembered,
  },
};

/** A change to some seams: each given function receives the seam it replaces. */
export type SeamPatch = {
  [A in keyof Seams]?: Seams[A] extends (...args: never[]) => unknown
    ? (base: Seams[A]) => Seams[A]
    : { [K in keyof Seams[A]]?: (base: Seams[A][K]) => Seams[A][K] };
};

/** The seams with patches applied, later patches wrapping earlier ones. */
export function patchSeams(base: Seams, ...patches: SeamPatch[]): Seams {
  const out = { ...base } as Record<string, unknown>;
  for (const patch of patches) {
    for (const [area, change] of Object.entries(patch) as [string, unknown][]) {
      if (typeof change === 'function') {
        out[area] = (change as (b: unknown) => unknown)(out[area]);
        continue;
      }
      const group = { ...(out[area] as Record<string, unknown>) };
      for (const [k, wrap] of Object.entries(change as Record<string, (b: unknown) => unknown>))
        group[k] = wrap(group[k]);
      out[area] = group;
    }
  }
  return out as unknown as Seams;
}

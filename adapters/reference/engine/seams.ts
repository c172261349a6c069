import type { Permanent } from './battlefield.js';
import type { Game } from './game.js';
import { attachmentsOf, cantPhaseIn, cantPhaseOut, phaseIn } from './phasing.js';
import type { ContinuousEffect, EffectDuration, GameObject, ObjectRef, Player, PlayerId, StackItem } from './types.js';

/**
 * The rules that may look at phased-out permanents, each through the door
 * (`Game.phasedOutFor(reader)`). A phased-out permanent is treated as though it doesn't exist
 * (702.26b), so by the rules only these see it:
 *
 * - 'untap-phase-in'     702.26a: the untap step's phasing event phases in what phased out under the active player.
 * - 'phase-in'           702.26c: an effect that phases permanents in (Time and Tide, a "phase out until" link).
 * - 'cleanup-damage'     514.2: damage is removed from every permanent in the cleanup step.
 * - 'end-of-combat'      511.3: every permanent is removed from combat as the combat phase ends.
 * - 'continuous-control' 302.6: the active player has controlled their permanents continuously since the turn began.
 * - 'leaving-owner'      702.26k, 800.4a: a leaving player's phased-out permanents leave the game with them.
 * - 'leaving-controller' 702.26n, 800.4a: phased-out permanents a leaving player controls are exiled.
 * - 'orphan-schedule'    702.26n: what phased out under a player who left phases in on a new schedule.
 * - 'control-end-exile'  800.4c: a permanent whose default controller left is exiled when control effects end.
 * - 'until-leaves'       610.3c, 702.26d: a phased-out permanent has not left the battlefield.
 * - 'token-rule'         702.23k-702.25k (before 2017-08-25): phased-out tokens cease to exist.
 * - 'named-effect-set'   702.25e (absent before 2020-08-07): an effect naming a phased-out permanent records it.
 * - 'commander-identity' 903.4, 702.26d: a commander's color identity is the card's, in any zone and any status.
 * - 'object-information' 608.2h, 702.26d: an effect reads a specific object's current information while it is
 *                        still in the zone it was expected in (a phased-out permanent is still on the battlefield).
 *
 * The other readers don't see them by the rules; they exist so a faulty engine's reader can.
 * - 'battlefield'        702.26b: what enumerates the battlefield (counting, "all creatures", trigger sources).
 * - 'handle'             702.26b: an id, target or reference resolving to a permanent.
 * - 'verb'               702.26b: destroy, exile, sacrifice, bounce, damage.
 * - 'statics'            702.26b: static abilities that apply.
 * - 'sba'                702.26b, 704: the permanents state-based actions check.
 * - 'combat-declaration' 702.26b, 508.1a, 509.1a: attackers and blockers.
 * - 'activation'         702.26b, 602.2: sources of activated abilities.
 * - 'duration'           702.26f, 611.2b: what a "for as long as" duration tracks.
 * - 'outside-the-game'   702.26d, 400.11: cards outside the game (a Wish).
 * - 'equip'              702.26b, 702.6a: the Equipment an equip ability moves.
 * - 'aura-host'          702.26b, 704.5m: what an Aura is legally attached to.
 * - 'described-set'      702.26e, 611.2c: the candidates for an effect's described set.
 * - 'commanders'         702.26b, 903: the commanders a player controls ("if you control a commander").
 * - 'tap-effect'         702.26b: the permanents a tap or untap effect names.
 * - 'sweep-set'          702.26b: the objects an "all creatures" one-shot effect finds as it resolves.
 * - 'own-source'         702.26b: an ability's own source as it resolves ("sacrifice it", "put a counter on it").
 * - 'remembered'         702.26b, 603.7c: the object a delayed or other triggered ability remembers ("that creature").
 * - 'legend-rule'        702.26b, 704.5j: the legendary permanents the legend rule compares.
 */
export type PhasedOutReader =
  | 'untap-phase-in'
  | 'phase-in'
  | 'cleanup-damage'
  | 'end-of-combat'
  | 'continuous-control'
  | 'leaving-owner'
  | 'leaving-controller'
  | 'orphan-schedule'
  | 'control-end-exile'
  | 'until-leaves'
  | 'token-rule'
  | 'named-effect-set'
  | 'object-information'
  | 'commander-identity'
  | 'battlefield'
  | 'handle'
  | 'verb'
  | 'statics'
  | 'sba'
  | 'combat-declaration'
  | 'activation'
  | 'duration'
  | 'outside-the-game'
  | 'equip'
  | 'aura-host'
  | 'described-set'
  | 'commanders'
  | 'tap-effect'
  | 'sweep-set'
  | 'own-source'
  | 'remembered'
  | 'legend-rule';

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

/** How a resolving effect's set was given (611.2c): by naming objects, or by a description. */
export type SetGivenBy = 'named' | 'described';

/** Parts of 800.4a-d (a player leaving the game) that happen one after another. */
export type LeavingPart =
  /** 800.4a: the objects the player owns (phased in) leave the game. */
  | 'owned-leave'
  /** 800.4a: the spells on the stack the player owns leave the game with them, and those they control are exiled. */
  | 'spells-leave'
  /** 800.4a: effects giving the player control of objects end. */
  | 'control-effects-end'
  /** 800.4a: abilities on the stack the player controls cease to exist. */
  | 'abilities-cease'
  /** 800.4a: permanents the player controls by default are exiled. */
  | 'controlled-exiled'
  /** 603.6c: permanents leaving with their owner trigger leaves-the-battlefield abilities. */
  | 'leaves-trigger'
  /** 702.26k: phased-out permanents leave without triggering anything. */
  | 'phased-out-leave-silently'
  /** 702.26n: a permanent orphaned earlier is rescheduled when a player seated before its player leaves. */
  | 'orphans-rescheduled'
  /** 800.4b: an effect can't give control to a player who has left. */
  | 'no-control-to-departed'
  /** 800.4c: a permanent whose default controller left is exiled when no control effect remains. */
  | 'control-end-exile'
  /** 800.4d: triggered abilities a departed player would control are not put on the stack. */
  | 'departed-triggers-removed';

/** What a protection-from-everything player (702.16j) is protected from. */
export type PlayerProtection = 'damage' | 'targeting' | 'enchanting' | 'attack';

/** The state-based actions (704.5) a seam may withhold, by what they do. */
export type StateBasedAction =
  /** 704.5m: an Aura attached to nothing is put into its owner's graveyard. */
  | 'unattached-aura-dies'
  /** 704.5p: a creature, battle, or non-Aura/Equipment/Fortification becomes unattached. */
  | 'other-attached-unattaches'
  /** 704.5f: a creature with toughness 0 or less is put into its owner's graveyard (indestructible or not). */
  | 'zero-toughness-dies'
  /** 704.5h: a creature dealt damage by a source with deathtouch is destroyed. */
  | 'deathtouch-destroys';

/** The two combat damage steps of 510.4: the first-strike step, and the regular one after it (or the only one). */
export type CombatDamageStep = 'first-strike' | 'regular';

/** Where a blocked attacker assigns part of its combat damage (510.1c, 702.19b): a blocker, or what it attacks. */
export type DamageAssignment = { to: Permanent | 'attacked'; amount: number };

/** Look-back triggers (603.10) that a seam may decide. */
export type LookBack =
  /** 603.10b (603.6d before 2016-11-11): "when this phases out" looks back in time. */
  | 'phases-out'
  /** 603.10c: an attachment leaving the battlefield triggers its own "becomes unattached" ability. */
  | 'unattached-leaving';

/** Per-object context while phasing in (702.26c, i). */
export interface PhaseInContext {
  /** It phased out directly (not along with a host, 702.26g). */
  wasDirect: boolean;
  /** It was a bestowed Aura before phasing in (702.103g may have ended that). */
  wasBestowed: boolean;
  /** Puts the permanent into its owner's graveyard after the event (a state-based action done early). */
  bury(o: GameObject): void;
}

/**
 * The engine's seams: the decisions and hooks a rule delegates, each with the correct default
 * (`DEFAULT_SEAMS`). The rules never know which implementation is plugged in; the named faults
 * (adapters/reference/faults/) replace one or more seams to break one rule.
 */
export interface Seams {
  /** Which readers see phased-out permanents (the door's readers, `PhasedOutReader`). */
  seesPhasedOut(reader: PhasedOutReader): boolean;

  /** The untap step (502) and its phasing event (702.26a). */
  untap: {
    /** Whether this phased-in permanent of the active player phases out now (702.26a, p). */
    phasesOut(g: Game, o: GameObject, active: PlayerId): boolean;
    /** Whether this phased-out permanent phases in now (702.26a, g, n; 610.4a). */
    phasesIn(g: Game, o: GameObject, active: PlayerId): boolean;
    /** The order of the untap step's events (502.1, 502.3), or none when it is skipped (702.26m). */
    run(g: Game, skipped: boolean, events: { phasing(): void; untap(): void }): void;
    /** One phasing event (502.1): what phases out is decided before anything phases in. */
    phasingEvent(g: Game, parts: { phaseOut(): void; phaseIn(): void }): void;
    /** Whether players receive priority (and triggers are put on the stack) in the current step (502.4). */
    priorityNow(g: Game): boolean;
    /** 502.3: whether a permanent stays tapped, given its controller's choice not to untap it ("You may choose not to untap"). */
    keepsTapped(g: Game, o: GameObject, choseNotToUntap: boolean): boolean;
  };

  /** Phasing out (702.26b, g, h). */
  phaseOut: {
    /** Whether `o` phases out, named (directly) or with its host (indirectly): "can't phase out" (Ertai's Familiar ruling 2008-04-01). */
    can(g: Game, o: GameObject, how: 'directly' | 'indirectly'): boolean;
    /** The permanents attached to `host` that phase out with it (702.26g). */
    attachedTo(g: Game, host: GameObject): GameObject[];
    /** How an attachment named and attached to a permanent phasing out phases out (702.26h). */
    namedAndAttached(g: Game, o: GameObject): 'directly' | 'indirectly';
    /** What happens to each permanent as it phases out, after its status is set (506.4). */
    each(g: Game, o: GameObject): void;
    /** The phases-out event's objects and the look-back sources (603.10b; 702.26g, j). */
    event(
      g: Game,
      before: GameObject[],
      wasDirect: (snapshot: GameObject) => boolean,
    ): { objs: GameObject[]; lookBack: GameObject[] };
    /** After the phases-out event, before durations are checked (702.26d, f). */
    after(g: Game, before: GameObject[], all: GameObject[]): void;
  };

  /** Phasing in (702.26c, g, i). */
  phaseIn: {
    /** Whether a directly phased-out permanent can phase in ("can't phase in" effects, The Phasing of Zhalfir). */
    can(g: Game, o: GameObject): boolean;
    /** What happens to each permanent as it phases in, after its status and attachment are settled. */
    each(g: Game, o: GameObject, ctx: PhaseInContext): void;
    /** After the phases-in event (702.26d, j). */
    after(g: Game, all: GameObject[]): void;
  };

  /** "Phase out until" and "until [this] leaves the battlefield" one-shot effects (610.3, 610.4). */
  until: {
    /** Whether the watched object already left, for an effect about to begin (610.3c). */
    eventPassed(g: Game, watch: ObjectRef): boolean;
    /** Whether a "phase out until" effect does nothing because its event passed (610.4b, c). */
    phaseOutSkipped(g: Game, eventPassed: boolean): boolean;
    /** Before a "phase out until" effect phases permanents out (`tapOnPhaseIn`: Oubliette). */
    beforePhasingOut(g: Game, objs: GameObject[], tapOnPhaseIn: boolean): void;
    /** Whether a permanent is still phased out by the link (610.4a: phasing in uses the link up). */
    stillLinked(o: GameObject, link: number): boolean;
    /** The second one-shot effect: the linked permanents phase in (610.4). */
    phaseInLinked(g: Game, objs: GameObject[], tapped: boolean): void;
  };

  /** Continuous effects: their sets (611.2c) and when they end (611.2, 514.2, 800.4m). */
  effects: {
    /** The set a resolving effect locks in (611.2c, 702.26e). */
    lockedSet(g: Game, candidates: GameObject[], how: SetGivenBy): ObjectRef[];
    /** An effect was created; `describedBy` is the description its set was given by, if any. */
    added(g: Game, e: ContinuousEffect, describedBy: ((o: GameObject) => boolean) | undefined): void;
    /** Whether a characteristic-changing effect applies to `obj` (611.2c: its locked set). */
    affects(g: Game, e: ContinuousEffect, obj: GameObject): boolean;
    /** Whether a rules-modifying effect ("prevent all combat damage") covers `obj` (611.2c: all of them). */
    rulesEffectCovers(g: Game, e: ContinuousEffect, obj: GameObject): boolean;
    /** Whether an effect that exists applies now. */
    applies(g: Game, e: ContinuousEffect): boolean;
    /** A "for as long as" effect whose condition was just checked: whether it ends (611.2b: as soon as it doesn't hold). */
    forAsLongAsEnds(g: Game, e: ContinuousEffect, holds: boolean): boolean;
    /** A "for as long as" effect whose condition fails as it would begin (611.2b): what is created instead (nothing). */
    neverStarted(g: Game, e: Omit<ContinuousEffect, 'id' | 'timestamp' | 'duration'>): ContinuousEffect | undefined;
    /** An effect ended. */
    ended(g: Game, e: ContinuousEffect): void;
    /** Whether an effect ends in this cleanup step (514.2). */
    endsInCleanup(g: Game, e: ContinuousEffect): boolean;
    /** The duration of an effect lasting until a point in the turn of a player who left: until that turn would have begun (800.4m); null ends it. */
    afterLeaver(g: Game, d: EffectDuration, wouldHaveBegun: number): EffectDuration | null;
    /** The turn index "until [player]'s next turn" now means, after a player left (800.4m); `scheduled` is the old one. */
    rescheduled(g: Game, player: PlayerId, scheduled: number, next: number): number;
  };

  /** Combat (506-511). */
  combat: {
    /** As a permanent is removed from combat (506.4; 506.4c, 509.1h: others stay as they are). */
    removing(g: Game, o: GameObject): void;
    /** As a permanent becomes tapped (506.4b: tapping doesn't remove it from combat). */
    tapped(g: Game, o: GameObject): void;
    /** Before state-based actions each time a player would receive priority (506.4a: restrictions are not re-checked). */
    settling(g: Game): void;
    /** Whether a restriction on this creature ("can't attack", 508.1c; "can't block", 509.1b) makes its declaration illegal. */
    restricts(g: Game, o: GameObject, role: 'attack' | 'block', restricted: boolean): boolean;
    /** Whether declaring this creature as an attacker taps it (508.1f; vigilance, 702.20b: it doesn't). */
    attackTaps(g: Game, o: GameObject): boolean;
    /** Whether this combatant assigns combat damage in the step (510.4), given whether there is a first-strike step. */
    dealsDamageIn(g: Game, o: GameObject, step: CombatDamageStep, firstStrikeStep: boolean): boolean;
    /** How a blocked attacker's controller assigns its damage among the blockers left (510.1c) and, with trample, what it attacks (702.19b, d). */
    assignBlocked(g: Game, attacker: GameObject, blockers: Permanent[], power: number): DamageAssignment[];
    /** As the end of combat step ends, a permanent is removed from combat (511.3). */
    endOfCombat(g: Game, o: GameObject): void;
    /** 509.3c: the attackers a "becomes blocked" event is offered for, once each, from the declared blocking pairs. */
    becameBlocked(g: Game, pairs: [GameObject, GameObject][], attackers: GameObject[]): GameObject[];
    /** 509.1b: whether a static ability's restriction ("can't be blocked", "except by Walls") stops `blocker` from blocking `attacker`. */
    blockRestricted(g: Game, blocker: GameObject, attacker: GameObject, restricted: boolean): boolean;
  };

  /** State-based actions (704.5): whether one is performed for this object. */
  performs(g: Game, action: StateBasedAction, o: GameObject): boolean;

  /** What the legend rule (704.5j) groups legendary permanents by: legends in one group are "the same name, the same controller". */
  legendRuleGroup(g: Game, o: GameObject): string;

  /** Look-back triggers (603.10). */
  looksBack(g: Game, kind: LookBack): boolean;

  /** Player effects (Teferi's Protection): protection from everything (702.16j) and life totals (119.7, 119.8). */
  players: {
    protectedFrom(g: Game, player: PlayerId, from: PlayerProtection): boolean;
    lifeCantChange(g: Game, p: Player): boolean;
    /** Whether a player who loses a multiplayer game leaves it, with what leaving does (800.4a), or is only marked out. */
    loserLeaves(g: Game, p: Player): boolean;
    /** Whether a life total is enough to pay an amount of life greater than 0 (119.4: greater than or equal to it). */
    lifeCovers(g: Game, life: number, amount: number): boolean;
  };

  /** A player leaving the game (800.4): whether each part happens. */
  leaving(g: Game, part: LeavingPart): boolean;

  /** Commander damage (903.10a). */
  commander: {
    /** How much of the combat damage a commander was assigned to a player counts: what was dealt (prevented damage isn't, 615). */
    counted(g: Game, damage: { assigned: number; dealt: number }): number;
    /** Whether a player dealt 21 or more combat damage by one commander loses the game now (704.6c). */
    damageLoses(g: Game, player: PlayerId): boolean;
  };

  /** Values cards read. */
  cards: {
    /** The value of X of a spell on the stack (202.3e: the value chosen). */
    xOnTheStack(g: Game, item: StackItem | undefined): number;
    /** "All permanents you control" for an effect that phases them out (Teferi's Protection). */
    allYouControl(g: Game, player: PlayerId): GameObject[];
    /** Whether a permanent's permission to activate loyalty abilities at instant speed is honoured (606.3). */
    loyaltyAtInstantSpeed(g: Game, o: GameObject, permitted: boolean): boolean;
    /** Paying an activated ability's costs other than mana, tapping and loyalty ("Sacrifice a creature", 602.2b). */
    payOtherCosts(g: Game, pay: () => void): void;
    /** Paying a spell's or ability's mana cost from the pool (601.2h: partial payments are not allowed, unpayable costs can't be paid). */
    payMana(g: Game, pay: () => void): void;
    /** 606.4: the loyalty cost of a loyalty ability, as it is paid (+N adds counters, -N removes them). */
    loyaltyCost(g: Game, o: GameObject, cost: number): number;
    /** 702.51a: tapping a creature that convoked a spell as its cost is paid. */
    tapToConvoke(g: Game, creature: GameObject, tap: () => void): void;
    /** 702.34a: whether a card cast with flashback is exiled as it leaves the stack. */
    flashbackExiles(g: Game, card: GameObject): boolean;
  };
}

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
  },
  phaseOut: {
    can: (g, o) => !cantPhaseOut(g, o),
    attachedTo: (g, host) => attachmentsOf(g, host),
    namedAndAttached: () => 'indirectly',
    each: (g, o) => g.removeFromCombat(o),
    event: (g, before) => ({ objs: before, lookBack: g.seams.looksBack(g, 'phases-out') ? before : [] }),
    after: () => undefined,
  },
  phaseIn: {
    can: (g, o) => !cantPhaseIn(g, o),
    each: () => undefined,
    after: () => undefined,
  },
  until: {
    eventPassed(g, watch) {
      // A phased-out permanent hasn't left the battlefield (702.26d): the 'until-leaves' reader sees it.
      return g.onBattlefield(watch, 'until-leaves') === undefined;
    },
    phaseOutSkipped: (_g, eventPassed) => eventPassed,
    beforePhasingOut: () => undefined,
    stillLinked: (o, link) => o.phased?.how === 'directly' && o.phased.untilLink === link,
    phaseInLinked: (g, objs, tapped) => void phaseIn(g, objs, { tapped }),
  },
  effects: {
    lockedSet(g, candidates, how) {
      // A described set ("creatures you control") never held a phased-out permanent: it doesn't exist (702.26b).
      // An effect naming one records it only before 702.25e (2020-08-07).
      const phasedOutIncluded = how === 'named' && !g.rules['PH-CE-SET'] && g.seams.seesPhasedOut('named-effect-set');
      return candidates.filter((o) => g.isPhasedIn(o) || (phasedOutIncluded && o.phased !== null)).map((o) => g.ref(o));
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
    assignBlocked: (g, attacker, blockers, power) => lethalInOrder(g, attacker, blockers, power),
    endOfCombat: (_g, o) => void (o.combat = null),
    becameBlocked: (_g, _pairs, attackers) => attackers,
    blockRestricted: (_g, _blocker, _attacker, restricted) => restricted,
  },
  performs: () => true,
  legendRuleGroup: (g, o) => `${g.controller(o)}|${o.card.name}`,
  looksBack: () => true,
  players: {
    protectedFrom: (g, player, from) => from !== 'attack' && g.hasProtectionFromEverything(player),
    lifeCantChange: (g, p) => g.playerHas(p.id, 'lifeCantChange'),
    loserLeaves: () => true,
    lifeCovers: (_g, life, amount) => life >= amount,
  },
  leaving: () => true,
  commander: {
    counted: (_g, damage) => damage.dealt,
    damageLoses: () => true,
  },
  cards: {
    xOnTheStack: (_g, item) => item?.x ?? 0,
    allYouControl: (g, player) => g.permanents().filter((o) => g.controller(o) === player),
    loyaltyAtInstantSpeed: (_g, _o, permitted) => permitted,
    payOtherCosts: (_g, pay) => pay(),
    payMana: (_g, pay) => pay(),
    loyaltyCost: (_g, _o, cost) => cost,
    tapToConvoke: (_g, _creature, tap) => tap(),
    flashbackExiles: () => true,
  },
};

/**
 * The assignment the reference engine's players make for a blocked attacker (the fixture vocabulary
 * has no damage assignment yet): lethal damage to each blocker in the order they are listed, all
 * that is left to the last one (510.1c), or with trample to the player or permanent it attacks
 * (702.19b); with trample and no blockers left, everything goes there (702.19d).
 */
function lethalInOrder(g: Game, attacker: GameObject, blockers: Permanent[], power: number): DamageAssignment[] {
  const trample = g.has(attacker, 'trample');
  const out: DamageAssignment[] = [];
  let left = power;
  blockers.forEach((b, i) => {
    const lethal = Math.max(0, g.characteristics(b).toughness - b.damage);
    const amount = i === blockers.length - 1 && !trample ? left : Math.min(left, lethal);
    if (amount > 0) out.push({ to: b, amount });
    left -= amount;
  });
  if (left > 0 && trample) out.push({ to: 'attacked', amount: left });
  return out;
}

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

// The seams' types: the decisions and hooks a rule delegates (the defaults are seams.ts; the named
// faults replace them). Generic in the game (G is game-interface.ts's Game, which names them back as
// Seams), so that this module needs no import of the game and no import cycle arises.
import type { CatalogueCard } from '../../../harness/generated/cards.js';
import type { TriggerChoice } from '../../../harness/generated/fixture.js';
import type { DelayedTriggerOf, TargetSpecOf } from './card-types.js';
import type {
  Characteristics,
  ContinuousEffect,
  EffectDuration,
  GameObject,
  ObjectRef,
  PendingTrigger,
  Permanent,
  PhasedOutReader,
  Player,
  PlayerId,
  StackItem,
} from './types.js';

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
  /** 704.5m: an Aura attached to an illegal object or player (or to one that is gone) is put into its owner's graveyard. */
  | 'illegally-attached-aura-dies'
  /** 704.5p: a creature, battle, or non-Aura/Equipment/Fortification becomes unattached. */
  | 'other-attached-unattaches'
  /** 704.5f: a creature with toughness 0 or less is put into its owner's graveyard (indestructible or not). */
  | 'zero-toughness-dies'
  /** 704.5h: a creature dealt damage by a source with deathtouch is destroyed. */
  | 'deathtouch-destroys'
  /**
   * 506.4: an attacking or blocking creature that stopped being a creature is removed from combat. Not a state-based
   * action (the rules remove it at once), but a check of the same kind, made before them (combat-roles.ts).
   */
  | 'noncreature-leaves-combat'
  /** 506.4d: a blocking creature that is also a planeswalker being attacked, and lost one of the two types, keeps the other role. */
  | 'one-combat-role-kept';

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
export interface SeamsOf<G> {
  /** Which readers see phased-out permanents (the door's readers, `PhasedOutReader`). */
  seesPhasedOut(reader: PhasedOutReader): boolean;

  /** The untap step (502) and its phasing event (702.26a). */
  untap: {
    /** Whether this phased-in permanent of the active player phases out now (702.26a, p). */
    phasesOut(g: G, o: GameObject, active: PlayerId): boolean;
    /** Whether this phased-out permanent phases in now (702.26a, g, n; 610.4a). */
    phasesIn(g: G, o: GameObject, active: PlayerId): boolean;
    /** The order of the untap step's events (502.1, 502.3), or none when it is skipped (702.26m). */
    run(g: G, skipped: boolean, events: { phasing(): void; untap(): void }): void;
    /** One phasing event (502.1): what phases out is decided before anything phases in. */
    phasingEvent(g: G, parts: { phaseOut(): void; phaseIn(): void }): void;
    /** Whether players receive priority (and triggers are put on the stack) in the current step (502.4). */
    priorityNow(g: G): boolean;
    /** 502.3: whether a permanent stays tapped, given its controller's choice not to untap it ("You may choose not to untap"). */
    keepsTapped(g: G, o: GameObject, choseNotToUntap: boolean): boolean;
    /** 502.3: whether a permanent stays tapped, given whether an effect keeps it from untapping ("doesn't untap during its controller's untap step"). */
    heldTapped(g: G, o: GameObject, heldByAnEffect: boolean): boolean;
  };

  /** Phasing out (702.26b, g, h). */
  phaseOut: {
    /** Whether `o` phases out, named (directly) or with its host (indirectly): "can't phase out" (Ertai's Familiar ruling 2008-04-01). */
    can(g: G, o: GameObject, how: 'directly' | 'indirectly'): boolean;
    /** The permanents attached to `host` that phase out with it (702.26g). */
    attachedTo(g: G, host: GameObject): GameObject[];
    /** How an attachment named and attached to a permanent phasing out phases out (702.26h). */
    namedAndAttached(g: G, o: GameObject): 'directly' | 'indirectly';
    /** What happens to each permanent as it phases out, after its status is set (506.4). */
    each(g: G, o: GameObject): void;
    /** The phases-out event's objects and the look-back sources (603.10b; 702.26g, j). */
    event(g: G, before: GameObject[]): { objs: GameObject[]; lookBack: GameObject[] };
    /** After the phases-out event, before durations are checked (702.26d, f). */
    after(g: G, before: GameObject[], all: GameObject[]): void;
    /** The events a phase-out of several named permanents is performed as: one, simultaneous (702.26b, h). */
    batches(g: G, named: GameObject[]): GameObject[][];
  };

  /** Phasing in (702.26c, g, i). */
  phaseIn: {
    /** Whether a directly phased-out permanent can phase in ("can't phase in" effects, The Phasing of Zhalfir). */
    can(g: G, o: GameObject): boolean;
    /** What happens to each permanent as it phases in, after its status and attachment are settled. */
    each(g: G, o: GameObject, ctx: PhaseInContext): void;
    /** 722.3c: whether a permanent that phases in prepared gets a new copy of its prepare spell in exile (`makes`: it does). */
    preparedCopy(g: G, o: GameObject, makes: boolean): boolean;
    /** After the phases-in event (702.26d, j). */
    after(g: G, all: GameObject[]): void;
    /** The order of the phasing in and the trigger check: status first, so what phased in applies (603.10). */
    order(g: G, all: GameObject[], parts: { statusChanges(): void; triggersChecked(): void }): void;
  };

  /** "Phase out until" and "until [this] leaves the battlefield" one-shot effects (610.3, 610.4). */
  until: {
    /** Whether a "phase out until" effect does nothing because its event passed (610.4b, c). */
    phaseOutSkipped(g: G, eventPassed: boolean): boolean;
    /** Before a "phase out until" effect phases permanents out (`tapOnPhaseIn`: Oubliette). */
    beforePhasingOut(g: G, objs: GameObject[], tapOnPhaseIn: boolean): void;
    /** Whether a permanent is still phased out by the link (610.4a: phasing in uses the link up). */
    stillLinked(o: GameObject, link: number): boolean;
    /** The second one-shot effect: the linked permanents phase in (610.4). */
    phaseInLinked(g: G, objs: GameObject[], tapped: boolean): void;
  };

  /** Continuous effects: their sets (611.2c) and when they end (611.2, 514.2, 800.4m). */
  effects: {
    /** The set a resolving effect locks in (611.2c, 702.26e). */
    lockedSet(g: G, candidates: GameObject[]): ObjectRef[];
    /** An effect was created; `describedBy` is the description its set was given by, if any. */
    added(g: G, e: ContinuousEffect, describedBy: ((o: GameObject) => boolean) | undefined): void;
    /** Whether a characteristic-changing effect applies to `obj` (611.2c: its locked set). */
    affects(g: G, e: ContinuousEffect, obj: GameObject): boolean;
    /** Whether a rules-modifying effect ("prevent all combat damage") covers `obj` (611.2c: all of them). */
    rulesEffectCovers(g: G, e: ContinuousEffect, obj: GameObject): boolean;
    /** Whether an effect that exists applies now. */
    applies(g: G, e: ContinuousEffect): boolean;
    /** A "for as long as" effect whose condition was just checked: whether it ends (611.2b: as soon as it doesn't hold). */
    forAsLongAsEnds(g: G, e: ContinuousEffect, holds: boolean): boolean;
    /** A "for as long as" effect whose condition fails as it would begin (611.2b): what is created instead (nothing). */
    neverStarted(g: G, e: Omit<ContinuousEffect, 'id' | 'timestamp' | 'duration'>): ContinuousEffect | undefined;
    /** An effect ended. */
    ended(g: G, e: ContinuousEffect): void;
    /** Whether an effect ends in this cleanup step (514.2). */
    endsInCleanup(g: G, e: ContinuousEffect): boolean;
    /** The duration of an effect lasting until a point in the turn of a player who left: until that turn would have begun (800.4m); null ends it. */
    afterLeaver(g: G, d: EffectDuration, wouldHaveBegun: number): EffectDuration | null;
    /** The turn index "until [player]'s next turn" now means, after a player left (800.4m); `scheduled` is the old one. */
    rescheduled(g: G, player: PlayerId, scheduled: number, next: number): number;
  };

  /** Combat (506-511). */
  combat: {
    /** As a permanent is removed from combat (506.4; 506.4c, 509.1h: others stay as they are). */
    removing(g: G, o: GameObject): void;
    /** As a permanent becomes tapped (506.4b: tapping doesn't remove it from combat). */
    tapped(g: G, o: GameObject): void;
    /** Before state-based actions each time a player would receive priority (506.4a: restrictions are not re-checked). */
    settling(g: G): void;
    /** Whether a restriction on this creature ("can't attack", 508.1c; "can't block", 509.1b) makes its declaration illegal. */
    restricts(g: G, o: GameObject, role: 'attack' | 'block', restricted: boolean): boolean;
    /** Whether declaring this creature as an attacker taps it (508.1f; vigilance, 702.20b: it doesn't). */
    attackTaps(g: G, o: GameObject): boolean;
    /** Whether this combatant assigns combat damage in the step (510.4), given whether there is a first-strike step. */
    dealsDamageIn(g: G, o: GameObject, step: CombatDamageStep, firstStrikeStep: boolean): boolean;
    /**
     * How a blocked attacker's controller assigns its damage among the blockers left (510.1c) and, with trample, what it
     * attacks (702.19b, d); `pending` is the damage other creatures are assigning each object in this step, by id.
     */
    assignBlocked(
      g: G,
      attacker: GameObject,
      blockers: Permanent[],
      power: number,
      pending: ReadonlyMap<string, number>,
    ): DamageAssignment[];
    /** How a blocking creature's damage is divided among the attackers it blocks that are left (510.1d; 702.22k). */
    assignBlocking(
      g: G,
      blocker: GameObject,
      attackers: Permanent[],
      power: number,
      pending: ReadonlyMap<string, number>,
    ): { to: Permanent; amount: number }[];
    /** Lethal damage for `creature` from `source` (510.1c, 702.19b): counting damage marked and `pending` in this step; 702.2c deathtouch. */
    lethalDamage(g: G, source: GameObject, creature: Permanent, pending: ReadonlyMap<string, number>): number;
    /** Whether a rule on what may form an attacking band (702.22c-d), broken by these creatures, makes the declaration illegal. */
    bandRestricted(g: G, band: readonly GameObject[], restricted: boolean): boolean;
    /** 702.22h: the other attackers that become blocked by a creature blocking this one (its band). */
    blockedAlong(g: G, attacker: GameObject): Permanent[];
    /** 702.22j-k: whether banding gives the division of this creature's damage among `opponents` to the other player, as they choose. */
    bandingDivides(g: G, creature: GameObject, opponents: readonly GameObject[]): boolean;
    /** As the end of combat step ends, a permanent is removed from combat (511.3). */
    endOfCombat(g: G, o: GameObject): void;
    /** 509.3c: the attackers a "becomes blocked" event is offered for, once each, from the declared blocking pairs. */
    becameBlocked(g: G, pairs: [GameObject, GameObject][], attackers: GameObject[]): GameObject[];
    /** 509.1b: whether a static ability's restriction ("can't be blocked", "except by Walls") stops `blocker` from blocking `attacker`. */
    blockRestricted(g: G, blocker: GameObject, attacker: GameObject, restricted: boolean): boolean;
    /** 509.1c: the creatures whose blocking requirements a declaration leaves unobeyed though they could be obeyed. */
    blockRequirementsUnmet(g: G, unmet: readonly GameObject[]): readonly GameObject[];
    /** 508.1d: the creatures whose attack requirements a declaration leaves unobeyed though they could be obeyed. */
    attackRequirementsUnmet(g: G, unmet: readonly GameObject[]): readonly GameObject[];
  };

  /** State-based actions (704.5), and 506.4's checks of what stays in combat: whether one is performed for this object. */
  performs(g: G, action: StateBasedAction, o: GameObject): boolean;

  /** The events in which state-based actions put `dying` into graveyards: one, as they are performed simultaneously (704.3), or none when nothing dies. */
  sbaDeathEvents(g: G, dying: GameObject[]): GameObject[][];

  /** What the legend rule (704.5j) groups legendary permanents by: legends in one group are "the same name, the same controller". */
  legendRuleGroup(g: G, o: GameObject): string;

  /** Which legend of a group the legend rule leaves on the battlefield (704.5j: its controller's choice, `chosen`). */
  legendRuleKept(g: G, group: readonly GameObject[], chosen: GameObject): GameObject;

  /** Look-back triggers (603.10). */
  looksBack(g: G, kind: LookBack): boolean;
  /** Whether a created delayed triggered ability triggers when its event happens (603.7: whatever its creator's status). */
  delayedTriggers(g: G, d: DelayedTriggerOf<G>): boolean;
  /** The delayed triggers that are gone once `d` triggers (603.7b: every half of its one ability, `oneOf`). */
  delayedTriggersGone(g: G, d: DelayedTriggerOf<G>): DelayedTriggerOf<G>[];
  /** Whether the engine compares the control of the permanents delayed triggers watch ("you lose control of", lost-control.ts). */
  noticesLostControl(g: G): boolean;
  /** 400.7: whether a remembered reference still names this card outside the battlefield (not if it changed zones since). */
  stillNamesCard(g: G, card: GameObject, ref: ObjectRef): boolean;

  /** Player effects (Teferi's Protection): protection from everything (702.16j) and life totals (119.7, 119.8). */
  players: {
    protectedFrom(g: G, player: PlayerId, from: PlayerProtection): boolean;
    lifeCantChange(g: G, p: Player): boolean;
    /**
     * Whether a replacement effect may replace a life gain of `p` (614.1a), given whether `p`'s life total
     * can change: 119.7 says one that would replace a life gain event of a player who can't gain life won't
     * do anything (Teferi's Protection ruling 2017-08-25).
     */
    lifeGainReplaceable(g: G, p: Player, lifeCanChange: boolean): boolean;
    /** 104.3e: whether a player an effect says loses the game ("you lose the game") does. */
    losesByEffect(g: G, p: Player): boolean;
    /** 704.5a: whether a player with 0 or less life loses the game. */
    losesAtZeroLife(g: G, p: Player): boolean;
    /** 704.5b: whether a player who attempted to draw from an empty library loses the game. */
    losesForDrawingFromAnEmptyLibrary(g: G, p: Player): boolean;
    /** Whether a player who loses a multiplayer game leaves it, with what leaving does (800.4a), or is only marked out. */
    loserLeaves(g: G, p: Player): boolean;
    /** Whether a life total is enough to pay an amount of life greater than 0 (119.4: greater than or equal to it). */
    lifeCovers(g: G, life: number, amount: number): boolean;
    /** 103.8a: whether the active player skips this draw step, given whether it is the starting player's first turn of a two-player game. */
    skipsDraw(g: G, player: PlayerId, firstTurnOfATwoPlayerGame: boolean): boolean;
    /** 701.12c: whether two players' life totals are exchanged, once nothing keeps either from changing (119.7-8). */
    exchangesLife(g: G, a: Player, b: Player): boolean;
    /** 702.131b: whether a player who has the city's blessing keeps it ("for the rest of the game"). */
    keepsCitysBlessing(g: G, p: Player): boolean;
    /** 725.2: whether the monarch's end-step trigger draws its card. */
    monarchDraws(g: G, player: PlayerId): boolean;
    /**
     * 725.2: whether the monarch's combat-damage trigger makes the creature's controller the monarch, given
     * the creature as it exists now (undefined once it left the battlefield; phased out, it is still there).
     */
    takesMonarchy(g: G, creature: GameObject | undefined): boolean;
    /** 726.2: whether the initiative's upkeep trigger, or the one of taking it, ventures into Undercity. */
    initiativeVentures(g: G, player: PlayerId, why: 'upkeep' | 'taken'): boolean;
    /**
     * 726.2: whether the initiative's combat-damage trigger makes the creatures' controller take the initiative,
     * given the creatures as they exist now (undefined once gone; phased out, they are still there).
     */
    takesInitiative(g: G, creatures: readonly (GameObject | undefined)[]): boolean;
  };

  /** Day and night (731, 702.145). */
  dayNight: {
    /** 702.145c, f: whether a daybound or nightbound permanent with the wrong face up for the time transforms at once, not only as it becomes day or night. */
    transformsAnyTime(g: G): boolean;
    /** 502.2, 731.2: whether the untap step checks the previous turn's spells. */
    untapCheck(g: G): boolean;
  };

  /** A player leaving the game (800.4): whether each part happens. */
  leaving(g: G, part: LeavingPart): boolean;

  /** Commander damage (903.10a). */
  commander: {
    /** How much of the combat damage a commander was assigned to a player counts: what was dealt (prevented damage isn't, 615). */
    counted(g: G, damage: { assigned: number; dealt: number }): number;
    /** Whether a player dealt 21 or more combat damage by one commander loses the game now (704.6c). */
    damageLoses(g: G, player: PlayerId): boolean;
    /** 903.8: how many times a commander was cast from the command zone before this cast (`casts`, the count kept); the tax is {2} for each. */
    previousCasts(g: G, o: GameObject, casts: number): number;
  };

  /** Values cards read. */
  cards: {
    /** The objects "any number of target …" / "up to X target …" acts on: the chosen targets, not all that fit (601.2c, 608.2b). */
    anyNumberOfTargets(g: G, chosen: Permanent[], fitting: () => Permanent[]): Permanent[];
    /** The value of X of a spell on the stack (202.3e: the value chosen). */
    xOnTheStack(g: G, item: StackItem | undefined): number;
    /** "All permanents you control" for an effect that phases them out (Teferi's Protection). */
    allYouControl(g: G, player: PlayerId): GameObject[];
    /** Whether a permanent's permission to activate loyalty abilities at instant speed is honoured (606.3). */
    loyaltyAtInstantSpeed(g: G, o: GameObject, permitted: boolean): boolean;
    /** Paying an activated ability's costs other than mana, tapping and loyalty ("Sacrifice a creature", 602.2b). */
    payOtherCosts(g: G, pay: () => void): void;
    /** Paying a spell's or ability's mana cost from the pool (601.2h: partial payments are not allowed, unpayable costs can't be paid). */
    payMana(g: G, pay: () => void): void;
    /** 606.4: the loyalty cost of a loyalty ability, as it is paid (+N adds counters, -N removes them). */
    loyaltyCost(g: G, o: GameObject, cost: number): number;
    /** 702.51a: tapping a creature that convoked a spell as its cost is paid. */
    tapToConvoke(g: G, creature: GameObject, tap: () => void): void;
    /** 702.34a: whether a card cast with flashback is exiled as it leaves the stack. */
    flashbackExiles(g: G, card: GameObject): boolean;
    /** 702.127a: whether a split card's half with aftermath may be cast from where the card is (`fromGraveyard`: from a graveyard). */
    aftermathCastFrom(g: G, card: GameObject, fromGraveyard: boolean): boolean;
    /** 702.127a: whether a split card cast from a graveyard as its aftermath half is exiled as it leaves the stack. */
    aftermathExiles(g: G, card: GameObject): boolean;
    /** 614.1a: whether a "the next time you would draw" shield replaces this draw, given whether the drawing player is the shield's "you". */
    shieldReplacesDraw(g: G, drawer: PlayerId, drawerIsTheShieldsPlayer: boolean): boolean;
    /** 614.1a: whether replacement effects of permanents (Nefarious Lich) are asked about damage that would be dealt to `player`. */
    replacesDamageToPlayer(g: G, player: PlayerId): boolean;
    /** 307.1: whether a player may act at sorcery speed now (`permitted`: in a main phase of their turn, the stack empty). */
    sorceryTiming(g: G, player: PlayerId, permitted: boolean): boolean;
    /** Whether a chosen target meets the target's restriction (`meets`: "target nonblack creature", "spell with mana value 2"). */
    targetRestriction(g: G, meets: boolean): boolean;
    /** 608.2b: whether a spell or ability whose targets are all illegal (`illegal`) doesn't resolve. */
    fizzles(g: G, item: StackItem, illegal: boolean): boolean;
    /** 608.2b: the spec each target of an item is checked against on resolution, in target order (`own`: the one it was chosen for). */
    targetSpecs(g: G, own: (TargetSpecOf<G> | undefined)[]): (TargetSpecOf<G> | undefined)[];
    /** 113.7a: the card whose text an ability on the stack has (`asPutThere`: its source's card as it was activated or triggered). */
    abilityCard(g: G, item: StackItem, asPutThere: CatalogueCard): CatalogueCard;
    /** 707.10a: whether a spell that doesn't resolve (608.2b) just ceases to exist instead of going to a graveyard (`copy`: it is a copy of a spell). */
    copyCeasesToExist(g: G, item: StackItem, copy: boolean): boolean;
    /** 702.103e: whether a bestowed Aura spell whose target is illegal (`illegal`) ceases to be bestowed and resolves as a creature spell. */
    bestowedResolvesAsCreature(g: G, item: StackItem, illegal: boolean): boolean;
    /** 701.26b: whether an untap instruction untaps this permanent ("becomes untapped"); `tapped`: only a tapped permanent can be untapped. */
    untaps(g: G, obj: GameObject, tapped: boolean): boolean;
    /** 704.5s: whether a Saga is the source of a chapter ability that has triggered but not yet left the stack (`pending`), which keeps it from being sacrificed. */
    sagaChapterPending(g: G, saga: GameObject, pending: boolean): boolean;
    /** 702.34a: the cost for which a card in its owner's graveyard may be cast from there (`flashback`: its flashback cost; none: it can't be). */
    graveyardCastCost(g: G, card: GameObject, flashback: string | undefined): string | undefined;
    /** 603.3d: whether a triggered ability with targets has a legal choice for them (`any`: each target has one). */
    triggerHasLegalTargets(g: G, specs: readonly TargetSpecOf<G>[], any: boolean): boolean;
    /** 603.3d: the fixture's choice a triggered ability takes as it goes on the stack (`found`: the first unused one for its source and ability). */
    triggerChoice(
      g: G,
      trigger: PendingTrigger,
      listed: readonly TriggerChoice[] | undefined,
      used: ReadonlySet<TriggerChoice>,
      found: TriggerChoice | undefined,
    ): TriggerChoice | undefined;
    /**
     * 301.5c, 701.3b: whether an effect that tries to attach `attachment` to `host` moves it (`permitted`: the rules
     * allow that attachment; an Equipment can't equip itself, nor a creature while it is a creature itself).
     */
    attachPermitted(g: G, attachment: GameObject, host: GameObject, permitted: boolean): boolean;
    /** 722.3c: whether casting the copy of a prepare spell makes `perm` stop being prepared (`unprepares`: it does). */
    castCopyUnprepares(g: G, perm: GameObject, unprepares: boolean): boolean;
    /** What an Aura spell is attached to as it resolves and enters the battlefield (`target`: the object or player it targeted). */
    auraSpellAttachesTo(g: G, target: GameObject['attachedTo']): GameObject['attachedTo'];
    /** 603.3b: where a triggered ability goes in its controller's order (`listed`: the position of its choice in the fixture's list; unlisted ones last). */
    triggerRank(g: G, listed: number): number;
    /** 602.2b, 110.5c: whether activating an ability taps its source (`tapCost`: its cost has {T}). */
    activationTaps(g: G, o: GameObject, tapCost: boolean): boolean;
    /** 601.2c: whether the targets given for a spell or ability are the wrong number (`wrong`: fewer than it requires, or more than it has). */
    wrongTargetCount(g: G, wrong: boolean): boolean;
    /** 205.4e: whether a player may cast a legendary instant or sorcery (`permitted`: they control a legendary creature or planeswalker). */
    legendarySpellPermitted(g: G, player: PlayerId, permitted: boolean): boolean;
    /** 514.3: whether no player receives priority now because the game is in the cleanup step (`inCleanup`). */
    noPriorityInCleanup(g: G, inCleanup: boolean): boolean;
    /** 106.6: whether the mana an activated ability's cost took counts as spent on that ability (`paidMana`: its cost had mana), so "when that mana is spent to cast" effects stop waiting for it. */
    manaSpentOnAbility(g: G, paidMana: boolean): boolean;
    /**
     * 608.2h: the information an effect reads of an object that is no longer in the zone it was expected in (`remembered`: its
     * characteristics as it last existed on the battlefield; undefined: it was never there).
     */
    lastKnownInformation(g: G, ref: ObjectRef, remembered: Characteristics | undefined): Characteristics | undefined;
    /**
     * 608.2h: an object that has left the battlefield as it last existed there (`remembered`: a frozen copy, with what it
     * was attached to and its history; undefined: it was never there), for an ability that resolves after its source
     * left (113.7a): an Aura's "enchanted creature", The Fallen's "each opponent it has dealt damage to".
     */
    lastKnownObject(g: G, ref: ObjectRef, remembered: GameObject | undefined): GameObject | undefined;
  };
}

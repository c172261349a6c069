import type { CatalogueCard } from '../../../harness/generated/cards.js';
import type { CombatDamageAssignment, StaticChoice, TriggerChoice } from '../../../harness/generated/fixture.js';
import type { Battlefield, MembershipMap } from './battlefield.js';
import type { CommanderState } from './commander-state.js';
import type { EditionRules } from './editions.js';
import type {
  Characteristics,
  ContinuousEffect,
  EffectDuration,
  GameObject,
  ObjectId,
  ObjectRef,
  PendingTrigger,
  Permanent,
  PhasedOutReader,
  Player,
  PlayerId,
  StackItem,
  Step,
  TriggerRecord,
  Zone,
} from './types.js';

// The game's interface and the types that name it: the seams it delegates to, the card behaviours
// it runs, the events it offers them. They name each other, so they live together. The rules' job
// modules (zones.ts, life.ts, phasing.ts, …) take a `Game` from here, and only engine/game.ts, which
// implements it, imports them: so no import, `import type` included, leads back (import-cycles.test.ts).
// The modules imported here name none of these types (battlefield.ts asks its seam and the cards'
// statics only for what it uses). seams.ts (with the defaults) and card-behaviour.ts re-export the
// types of their job.

/**
 * The whole game state, and the operations rules and cards build on (the class is engine/game.ts).
 * Phased-out permanents are kept out of `battlefield` (the Pawl shape): anything that reads the
 * battlefield sees only phased-in permanents without having to know about phasing (702.26b). The
 * rules that do look at phased-out permanents go through `phasedOutFor`, naming themselves.
 */
export interface Game {
  readonly edition: string;
  /** The decisions and hooks rules delegate (engine/seams.ts): the defaults, or a named fault's. */
  readonly seams: Seams;
  readonly behaviours: ReadonlyMap<string, CardBehaviour>;
  /** Card definitions by name (the catalogue), for tokens created during play. */
  readonly cardNamed: (name: string) => CatalogueCard;
  readonly rules: EditionRules;
  readonly players: Player[];
  /** Every object the game knows, by id, in whatever zone (including phased-out permanents). */
  readonly objects: Map<ObjectId, GameObject>;
  /** The battlefield: phased-in and phased-out permanents, and the transitions between them. */
  readonly field: Battlefield;
  /** Phased-in permanents only (the battlefield's). */
  readonly battlefield: MembershipMap;
  readonly stack: StackItem[];
  readonly effects: ContinuousEffect[];
  readonly pending: PendingTrigger[];
  readonly triggerLog: TriggerRecord[];
  /** Choices static abilities offer (an `advance` action's staticChoices), each used up when its ability asks. */
  staticChoices: StaticChoice[];
  /** The legendary permanents the current action's legendRule names: each kept when the legend rule (704.5j) applies to it and others. */
  legendRuleKeeps: readonly string[];
  /** The attacking player's divisions of blocked attackers' damage (an `advance` action's combatDamage), each used up when its attacker assigns. */
  combatDamage: CombatDamageAssignment[];
  /** The division given for this attacker (or blocker) the next time it assigns combat damage, used up (undefined: none given). */
  takeCombatDamageChoice(creature: GameObject, role: 'attacker' | 'blocker'): CombatDamageAssignment | undefined;
  /** Delayed triggered abilities waiting for their event (603.7). */
  readonly delayed: DelayedTrigger[];
  /**
   * While a spell or ability resolves with checkpoints asked inside it (a `resolve` action's
   * `checkpoints`): told after each instruction a card module reports with `instructionDone`.
   */
  onInstruction: ((followed: number) => void) | undefined;
  /** Whether a spell or ability is resolving now (608.2): the stack's top was taken and is being followed. */
  resolving: boolean;
  /** Work a faulty seam postpones until the resolving spell or ability has finished (never used by the rules). */
  readonly afterResolution: (() => void)[];
  /** The triggered abilities of emblems players have (114). */
  readonly emblems: EmblemAbility[];
  /** 610.4 links: phased out "until" the watched object leaves the battlefield. */
  readonly untilLinks: Map<
    number,
    {
      watch: ObjectRef;
      kind: 'phaseIn' | 'returnFromExile';
      objects: ObjectRef[];
      tapOnPhaseIn: boolean;
      owner?: PlayerId;
    }
  >;
  /**
   * Permanents whose default controller left the game while an effect gave them to another player
   * (so 800.4a didn't exile them): 800.4c exiles them once no such effect remains. Set by leaveGame.
   */
  readonly controlledAwayFromDepartedDefault: Set<ObjectId>;
  /** The Commander variant's state (903), off in other games. */
  readonly commander: CommanderState;
  active: PlayerId;
  /** Extra turns to be taken after the current one, the next first (500.7). */
  readonly extraTurns: PlayerId[];
  /** During extra turns: the player of the regular turn they were added after, where the turn order resumes (500.7). */
  regularTurnBefore: PlayerId | undefined;
  step: Step;
  /** Count of turns begun in this game (index of the current turn). */
  turnIndex: number;
  turnNumber: number;

  tick(): number;
  uid(): number;
  newObjectId(): ObjectId;
  /**
   * 608.2c: the resolving spell or ability has followed its first `followed` instructions (counted
   * as the catalogue's `instructions` list them); a checkpoint asked there is taken now.
   */
  instructionDone(followed: number): void;
  /** The choices given for a static ability of `source` the next time it asks, used up (undefined: none given). */
  takeStaticChoice(source: GameObject, ability: string): StaticChoice['choices'] | undefined;

  // ---------------------------------------------------------------- players

  player(id: PlayerId): Player;
  playersInGame(): Player[];
  /** Players in turn order starting with the active player (APNAP order, 101.4). */
  apnap(): PlayerId[];
  nextPlayerAfter(id: PlayerId): PlayerId;

  // ---------------------------------------------------------------- objects and the battlefield (battlefield.ts)

  behaviour(obj: GameObject): CardBehaviour | undefined;
  ref(obj: GameObject): ObjectRef;
  /** Permanents that exist for the game: the phased-in ones (702.26b), in the order they were put there. */
  permanents(): readonly Permanent[];
  /** The permanent an object reference designates, if it still exists as that object (`reader`: who asks, types.ts). */
  permanent(ref: ObjectRef, reader?: PhasedOutReader): Permanent | undefined;
  /** 704.5h: damage from a deathtouch source counts only until state-based actions are next checked; forget it everywhere. */
  forgetDeathtouchDamage(): void;
  /** The permanents that exist, as that enumerating reader sees them (Battlefield.existingFor). */
  existingFor(reader: PhasedOutReader): readonly Permanent[];
  /** The permanent with that id (a fixture's name, a choice), if it exists (702.26b). */
  permanentById(id: ObjectId): Permanent | undefined;
  /** The object as a permanent, if it exists (it is on the battlefield and phased in, 702.26b). */
  asPermanent(obj: GameObject): Permanent | undefined;
  /**
   * The card with that id in one of those zones (a library, a hand, a graveyard, exile, the stack,
   * the command zone), as a choice or a remembered reference names it. Never a permanent: those
   * are resolved by `permanent` / `permanentById`, so a phased-out one can't be reached this way.
   */
  cardIn(zones: readonly Exclude<Zone, 'battlefield'>[], handle: ObjectId | ObjectRef): GameObject | undefined;
  /** Who owns the object with that id, wherever it is (ownership is no secret of a phased-out permanent). */
  ownerOf(id: ObjectId): PlayerId | undefined;
  /** The cards in those zones (never the battlefield), in the order the game knows them. */
  cardsIn(zones: readonly Exclude<Zone, 'battlefield'>[]): GameObject[];
  /** The cards a player owns in one zone other than the battlefield, in the order the game knows them. */
  cardsOf(owner: PlayerId, zone: Exclude<Zone, 'battlefield'>): GameObject[];
  /**
   * Every object a player owns, in every zone, in the order the game knows them (800.4a); phased-out
   * permanents only for a reader that may see them (the door).
   */
  ownedBy(owner: PlayerId, reader: PhasedOutReader): GameObject[];
  isPhasedIn(obj: GameObject): boolean;
  /** The object ceases to exist (704.5d; 702.26k with 800.4a), wherever it is. */
  ceaseToExist(obj: GameObject): void;
  /** The door to phased-out permanents (Battlefield.phasedOutFor; its readers are listed in types.ts). */
  phasedOutFor(reader: PhasedOutReader): Iterable<GameObject>;
  /**
   * The object a reference names if it is still that object on the battlefield: phased in, or
   * phased out for a reader that may see it (the door). Not a `Permanent`: no verb takes it.
   */
  onBattlefield(ref: ObjectRef, reader: PhasedOutReader): GameObject | undefined;
  /** The door, by id: the phased-out permanent with that id, for a reader that may see it. */
  phasedOutById(reader: PhasedOutReader, id: ObjectId): GameObject | undefined;
  /** Whether the object with that id is a phased-out permanent (for an error message; it tells no more than that). */
  isPhasedOut(id: ObjectId): boolean;
  /** Whether the object with that id is on the battlefield, phased in or out (702.26d: phasing is no zone change). */
  isOnBattlefield(id: ObjectId): boolean;

  // ---------------------------------------------------------------- characteristics (characteristics.ts)

  reading<T>(compute: () => T): T;
  coreCharacteristics(obj: GameObject): Characteristics;
  characteristics(obj: GameObject): Characteristics;
  controller(obj: GameObject): PlayerId;
  has(obj: GameObject, keyword: string): boolean;
  isType(obj: GameObject, type: string): boolean;
  hasSubtype(obj: GameObject, subtype: string): boolean;
  staticKeywordGrants(obj: GameObject, keyword: string): number;

  // ---------------------------------------------------------------- events and triggers (events.ts)

  emit(ev: GameEvent, lookBack?: GameObject[]): void;
  /** Records a triggered ability that triggered; it is put on the stack the next time a player would receive priority. */
  trigger(src: GameObject, key: string, data?: unknown, controller?: PlayerId): void;
  addDelayed(d: DelayedTrigger): void;

  // ---------------------------------------------------------------- zone changes (zones.ts)

  moveTo(obj: GameObject, destination: Zone, opts?: { triggers?: boolean }): void;
  moveAllTo(objs: GameObject[], to: Zone): void;
  snapshotObject(obj: GameObject): GameObject;
  enterBattlefield(
    obj: GameObject,
    controller: PlayerId,
    opts?: { tapped?: boolean; attachTo?: GameObject['attachedTo'] },
  ): void;
  entersTapped(entering: GameObject, controller: PlayerId): boolean;
  createToken(
    cardName: string,
    controller: PlayerId,
    catalogue: (name: string) => CatalogueCard,
    opts?: { tapped?: boolean },
  ): GameObject;
  /** Creates a token from the catalogue; `tapped`: it enters tapped ("create a tapped … token", 111.2). */
  makeToken(cardName: string, controller: PlayerId, opts?: { tapped?: boolean }): GameObject;
  destroy(perm: Permanent): boolean;
  destroyAll(perms: readonly Permanent[]): void;
  sacrifice(perm: Permanent, player: PlayerId): boolean;
  exile(perm: Permanent): void;
  /** Exiles a card from a zone other than the battlefield (a graveyard, a hand, the stack). */
  exileCard(card: GameObject): void;
  returnToHand(perm: Permanent): void;
  cardsOutsideTheGame(owner: PlayerId): GameObject[];
  untilEventPassed(watch: ObjectRef): boolean;
  fireUntilLinks(left: GameObject): void;
  /** 506.4: removes a permanent from combat. Creatures attacking it keep attacking (506.4c); creatures it blocked stay blocked (509.1h). */
  removeFromCombat(obj: GameObject): void;

  // ---------------------------------------------------------------- damage and life (life.ts)

  /** Deals damage; returns how much was dealt (0 when prevented). */
  dealDamage(target: { player: PlayerId } | { object: Permanent }, amount: number, source?: GameObject): number;
  damageCantBePrevented(): boolean;
  playerHas(player: PlayerId, kind: 'lifeCantChange' | 'protectionFromEverything'): boolean;
  damageToPlayerPrevented(player: PlayerId): boolean;
  hasProtectionFromEverything(player: PlayerId): boolean;
  lifeCantChange(p: Player): boolean;
  loseLife(p: Player, amount: number): void;
  gainLife(p: Player, amount: number): void;
  canPayLife(p: Player, amount: number): boolean;
  setLife(p: Player, n: number): void;
  exchangeLife(a: Player, b: Player): void;

  // ---------------------------------------------------------------- continuous effects (durations.ts)

  addEffect(e: Omit<ContinuousEffect, 'id' | 'timestamp'>, describedBy?: (o: GameObject) => boolean): ContinuousEffect;
  addEffectForAsLongAs(
    e: Omit<ContinuousEffect, 'id' | 'timestamp' | 'duration'>,
    holds: () => boolean,
    description: string,
  ): ContinuousEffect | undefined;
  lockedSet(candidates: GameObject[], how?: SetGivenBy): ObjectRef[];
  describedSet(test: (o: GameObject) => boolean): ObjectRef[];
  tracked(ref: ObjectRef): GameObject | undefined;
  stillControls(player: PlayerId, ref: ObjectRef): boolean;
  nextTurnIndexOf(player: PlayerId): number;
  endEffects(ends: (e: ContinuousEffect) => boolean): void;
  expireEffects(): void;
  exileWhereDefaultControllerLeft(): void;
}

// ---------------------------------------------------------------- the seams (defaults: seams.ts)

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
  /** 704.5m: an Aura attached to an illegal object or player (or to one that is gone) is put into its owner's graveyard. */
  | 'illegally-attached-aura-dies'
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
    /** 502.3: whether a permanent stays tapped, given whether an effect keeps it from untapping ("doesn't untap during its controller's untap step"). */
    heldTapped(g: Game, o: GameObject, heldByAnEffect: boolean): boolean;
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
    event(g: Game, before: GameObject[]): { objs: GameObject[]; lookBack: GameObject[] };
    /** After the phases-out event, before durations are checked (702.26d, f). */
    after(g: Game, before: GameObject[], all: GameObject[]): void;
    /** The events a phase-out of several named permanents is performed as: one, simultaneous (702.26b, h). */
    batches(g: Game, named: GameObject[]): GameObject[][];
  };

  /** Phasing in (702.26c, g, i). */
  phaseIn: {
    /** Whether a directly phased-out permanent can phase in ("can't phase in" effects, The Phasing of Zhalfir). */
    can(g: Game, o: GameObject): boolean;
    /** What happens to each permanent as it phases in, after its status and attachment are settled. */
    each(g: Game, o: GameObject, ctx: PhaseInContext): void;
    /** After the phases-in event (702.26d, j). */
    after(g: Game, all: GameObject[]): void;
    /** The order of the phasing in and the trigger check: status first, so what phased in applies (603.10). */
    order(g: Game, all: GameObject[], parts: { statusChanges(): void; triggersChecked(): void }): void;
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
    /**
     * How a blocked attacker's controller assigns its damage among the blockers left (510.1c) and, with trample, what it
     * attacks (702.19b, d); `pending` is the damage other creatures are assigning each object in this step, by id.
     */
    assignBlocked(
      g: Game,
      attacker: GameObject,
      blockers: Permanent[],
      power: number,
      pending: ReadonlyMap<string, number>,
    ): DamageAssignment[];
    /** How a blocking creature's damage is divided among the attackers it blocks that are left (510.1d; 702.22k). */
    assignBlocking(
      g: Game,
      blocker: GameObject,
      attackers: Permanent[],
      power: number,
      pending: ReadonlyMap<string, number>,
    ): { to: Permanent; amount: number }[];
    /** Lethal damage for `creature` from `source` (510.1c, 702.19b): counting damage marked and `pending` in this step; 702.2c deathtouch. */
    lethalDamage(g: Game, source: GameObject, creature: Permanent, pending: ReadonlyMap<string, number>): number;
    /** Whether a rule on what may form an attacking band (702.22c-d), broken by these creatures, makes the declaration illegal. */
    bandRestricted(g: Game, band: readonly GameObject[], restricted: boolean): boolean;
    /** 702.22h: the other attackers that become blocked by a creature blocking this one (its band). */
    blockedAlong(g: Game, attacker: GameObject): Permanent[];
    /** 702.22j-k: whether banding gives the division of this creature's damage among `opponents` to the other player, as they choose. */
    bandingDivides(g: Game, creature: GameObject, opponents: readonly GameObject[]): boolean;
    /** As the end of combat step ends, a permanent is removed from combat (511.3). */
    endOfCombat(g: Game, o: GameObject): void;
    /** 509.3c: the attackers a "becomes blocked" event is offered for, once each, from the declared blocking pairs. */
    becameBlocked(g: Game, pairs: [GameObject, GameObject][], attackers: GameObject[]): GameObject[];
    /** 509.1b: whether a static ability's restriction ("can't be blocked", "except by Walls") stops `blocker` from blocking `attacker`. */
    blockRestricted(g: Game, blocker: GameObject, attacker: GameObject, restricted: boolean): boolean;
  };

  /** State-based actions (704.5): whether one is performed for this object. */
  performs(g: Game, action: StateBasedAction, o: GameObject): boolean;

  /** The events in which state-based actions put `dying` into graveyards: one, as they are performed simultaneously (704.3), or none when nothing dies. */
  sbaDeathEvents(g: Game, dying: GameObject[]): GameObject[][];

  /** What the legend rule (704.5j) groups legendary permanents by: legends in one group are "the same name, the same controller". */
  legendRuleGroup(g: Game, o: GameObject): string;

  /** Which legend of a group the legend rule leaves on the battlefield (704.5j: its controller's choice, `chosen`). */
  legendRuleKept(g: Game, group: readonly GameObject[], chosen: GameObject): GameObject;

  /** Look-back triggers (603.10). */
  looksBack(g: Game, kind: LookBack): boolean;
  /** Whether a created delayed triggered ability triggers when its event happens (603.7: whatever its creator's status). */
  delayedTriggers(g: Game, d: DelayedTrigger): boolean;
  /** 400.7: whether a remembered reference still names this card outside the battlefield (not if it changed zones since). */
  stillNamesCard(g: Game, card: GameObject, ref: ObjectRef): boolean;

  /** Player effects (Teferi's Protection): protection from everything (702.16j) and life totals (119.7, 119.8). */
  players: {
    protectedFrom(g: Game, player: PlayerId, from: PlayerProtection): boolean;
    lifeCantChange(g: Game, p: Player): boolean;
    /** 704.5a: whether a player with 0 or less life loses the game. */
    losesAtZeroLife(g: Game, p: Player): boolean;
    /** 704.5b: whether a player who attempted to draw from an empty library loses the game. */
    losesForDrawingFromAnEmptyLibrary(g: Game, p: Player): boolean;
    /** Whether a player who loses a multiplayer game leaves it, with what leaving does (800.4a), or is only marked out. */
    loserLeaves(g: Game, p: Player): boolean;
    /** Whether a life total is enough to pay an amount of life greater than 0 (119.4: greater than or equal to it). */
    lifeCovers(g: Game, life: number, amount: number): boolean;
    /** 103.8a: whether the active player skips this draw step, given whether it is the starting player's first turn of a two-player game. */
    skipsDraw(g: Game, player: PlayerId, firstTurnOfATwoPlayerGame: boolean): boolean;
    /** 701.12c: whether two players' life totals are exchanged, once nothing keeps either from changing (119.7-8). */
    exchangesLife(g: Game, a: Player, b: Player): boolean;
  };

  /** A player leaving the game (800.4): whether each part happens. */
  leaving(g: Game, part: LeavingPart): boolean;

  /** Commander damage (903.10a). */
  commander: {
    /** How much of the combat damage a commander was assigned to a player counts: what was dealt (prevented damage isn't, 615). */
    counted(g: Game, damage: { assigned: number; dealt: number }): number;
    /** Whether a player dealt 21 or more combat damage by one commander loses the game now (704.6c). */
    damageLoses(g: Game, player: PlayerId): boolean;
    /** 903.8: how many times a commander was cast from the command zone before this cast (`casts`, the count kept); the tax is {2} for each. */
    previousCasts(g: Game, o: GameObject, casts: number): number;
  };

  /** Values cards read. */
  cards: {
    /** The objects "any number of target …" / "up to X target …" acts on: the chosen targets, not all that fit (601.2c, 608.2b). */
    anyNumberOfTargets(g: Game, chosen: Permanent[], fitting: () => Permanent[]): Permanent[];
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
    /** 614.1a: whether a "the next time you would draw" shield replaces this draw, given whether the drawing player is the shield's "you". */
    shieldReplacesDraw(g: Game, drawer: PlayerId, drawerIsTheShieldsPlayer: boolean): boolean;
    /** 307.1: whether a player may act at sorcery speed now (`permitted`: in a main phase of their turn, the stack empty). */
    sorceryTiming(g: Game, player: PlayerId, permitted: boolean): boolean;
    /** Whether a chosen target meets the target's restriction (`meets`: "target nonblack creature", "spell with mana value 2"). */
    targetRestriction(g: Game, meets: boolean): boolean;
    /** 608.2b: whether a spell or ability whose targets are all illegal (`illegal`) doesn't resolve. */
    fizzles(g: Game, item: StackItem, illegal: boolean): boolean;
    /** 608.2b: the spec each target of an item is checked against on resolution, in target order (`own`: the one it was chosen for). */
    targetSpecs(g: Game, own: (TargetSpec | undefined)[]): (TargetSpec | undefined)[];
    /** 707.10a: whether a spell that doesn't resolve (608.2b) just ceases to exist instead of going to a graveyard (`copy`: it is a copy of a spell). */
    copyCeasesToExist(g: Game, item: StackItem, copy: boolean): boolean;
    /** 702.103e: whether a bestowed Aura spell whose target is illegal (`illegal`) ceases to be bestowed and resolves as a creature spell. */
    bestowedResolvesAsCreature(g: Game, item: StackItem, illegal: boolean): boolean;
    /** 701.26b: whether an untap instruction untaps this permanent ("becomes untapped"); `tapped`: only a tapped permanent can be untapped. */
    untaps(g: Game, obj: GameObject, tapped: boolean): boolean;
    /** 704.5s: whether a Saga is the source of a chapter ability that has triggered but not yet left the stack (`pending`), which keeps it from being sacrificed. */
    sagaChapterPending(g: Game, saga: GameObject, pending: boolean): boolean;
    /** 702.34a: the cost for which a card in its owner's graveyard may be cast from there (`flashback`: its flashback cost; none: it can't be). */
    graveyardCastCost(g: Game, card: GameObject, flashback: string | undefined): string | undefined;
    /** 603.3d: whether a triggered ability with targets has a legal choice for them (`any`: each target has one). */
    triggerHasLegalTargets(g: Game, specs: readonly TargetSpec[], any: boolean): boolean;
    /** 603.3d: the fixture's choice a triggered ability takes as it goes on the stack (`found`: the first unused one for its source and ability). */
    triggerChoice(
      g: Game,
      trigger: PendingTrigger,
      listed: readonly TriggerChoice[] | undefined,
      used: ReadonlySet<TriggerChoice>,
      found: TriggerChoice | undefined,
    ): TriggerChoice | undefined;
    /** What an Aura spell is attached to as it resolves and enters the battlefield (`target`: the object or player it targeted). */
    auraSpellAttachesTo(g: Game, target: GameObject['attachedTo']): GameObject['attachedTo'];
    /** 603.3b: where a triggered ability goes in its controller's order (`listed`: the position of its choice in the fixture's list; unlisted ones last). */
    triggerRank(g: Game, listed: number): number;
    /** 602.2b, 110.5c: whether activating an ability taps its source (`tapCost`: its cost has {T}). */
    activationTaps(g: Game, o: GameObject, tapCost: boolean): boolean;
    /** 601.2c: whether the targets given for a spell or ability are the wrong number (`wrong`: fewer than it requires, or more than it has). */
    wrongTargetCount(g: Game, wrong: boolean): boolean;
    /** 205.4e: whether a player may cast a legendary instant or sorcery (`permitted`: they control a legendary creature or planeswalker). */
    legendarySpellPermitted(g: Game, player: PlayerId, permitted: boolean): boolean;
    /** 514.3: whether no player receives priority now because the game is in the cleanup step (`inCleanup`). */
    noPriorityInCleanup(g: Game, inCleanup: boolean): boolean;
    /** 106.6: whether the mana an activated ability's cost took counts as spent on that ability (`paidMana`: its cost had mana), so "when that mana is spent to cast" effects stop waiting for it. */
    manaSpentOnAbility(g: Game, paidMana: boolean): boolean;
  };
}

// ---------------------------------------------------------------- events and triggered abilities (events.ts)

/** A game event, offered to every triggered ability that could see it. */
export type GameEvent =
  | { type: 'enters'; obj: GameObject }
  | { type: 'leaves'; obj: GameObject; to: Zone }
  | { type: 'phasesOut'; objs: GameObject[] }
  | { type: 'phasesIn'; objs: GameObject[] }
  | { type: 'tapped'; obj: GameObject }
  | { type: 'untapped'; obj: GameObject }
  | { type: 'attached'; obj: GameObject }
  | { type: 'unattached'; obj: GameObject }
  | { type: 'stepBegins'; step: Step; active: PlayerId }
  | { type: 'loreAdded'; obj: GameObject; before: number; after: number }
  | { type: 'becomesTarget'; obj: GameObject; by: StackItem }
  | { type: 'attacks'; obj: GameObject }
  | { type: 'blocks'; obj: GameObject; attacker: GameObject }
  /** 509.3c: an attacking creature becomes blocked (once per combat, however many creatures block it). */
  | { type: 'becomesBlocked'; obj: GameObject }
  /** 510.2: combat damage dealt to a player (after prevention), by one source. */
  | { type: 'combatDamageToPlayer'; obj: GameObject; player: PlayerId; amount: number };

/**
 * A delayed triggered ability (603.7): created by a resolving spell or ability, it triggers once,
 * the next time its event happens, whatever became of the object that created it.
 */
export interface DelayedTrigger {
  /** The object whose card behaviour holds the ability's effect (a trigger with `delayedOnly`). */
  source: GameObject;
  controller: PlayerId;
  key: string;
  event: GameEvent['type'];
  matches(g: Game, ev: GameEvent): boolean;
  data?: unknown;
}

/**
 * A triggered ability of an emblem in a player's command zone (114.1, 114.4): it lasts for the rest
 * of the game and triggers each time its event happens. The emblem has no other characteristics, so
 * it is kept as its ability; `source` is the object whose card behaviour created it and holds its effect.
 */
export interface EmblemAbility {
  owner: PlayerId;
  source: GameObject;
  key: string;
  event: GameEvent['type'];
  matches(g: Game, ev: GameEvent): boolean;
}

// ---------------------------------------------------------------- card behaviours (card-behaviour.ts)

/** What a target must be. Checked when the spell or ability is put on the stack and again on resolution (608.2b). */
export interface TargetSpec {
  /** How many targets (exactly), or a range when `min` is given ("up to"). */
  count: number;
  min?: number;
  /** 'spell': a spell on the stack (115.1a), e.g. a counterspell's target; `filter` then sees the spell's card. */
  kind: 'permanent' | 'player' | 'any' | 'spell' | 'graveyardCard';
  /** Extra restriction on a permanent target, checked against phased-in permanents only. */
  filter?: (g: Game, obj: GameObject, controller: PlayerId) => boolean;
  describe: string;
}

export interface ActivatedAbility {
  key: string;
  /** Mana cost; X is paid from the action's x. */
  mana?: string;
  tap?: boolean;
  /** Loyalty cost (+n / -n); loyalty abilities are sorcery-speed and once per turn (606.3). */
  loyalty?: number;
  sorcerySpeed?: boolean;
  /** "Pay N life" in the cost (119.4: only with at least N life, and not while the life total can't change). */
  lifeCost?: number;
  /** A mana ability (605): it resolves immediately, without using the stack. */
  manaAbility?: boolean;
  targets?: TargetSpec[];
  /** Other costs paid as it is activated (602.2b), e.g. "Sacrifice a creature", from the action's choices. */
  payCost?(g: Game, self: GameObject, choices: StackItem['choices']): void;
  /** Whether the ability exists right now (e.g. only on the face of a double-faced card that is up). */
  available?(g: Game, self: GameObject): boolean;
  resolve(g: Game, item: StackItem): void;
}

export interface TriggeredAbility {
  key: string;
  event: GameEvent['type'];
  /** 603.10: evaluated against the object as it was just before the event. */
  lookBack?: boolean;
  /**
   * Whether the event triggers it; a non-boolean value is kept as trigger data. An array triggers it
   * once per element (an event with several occurrences, such as several Spirits phasing in, 603.2c).
   */
  matches(g: Game, self: GameObject, ev: GameEvent): boolean | Record<string, unknown> | Record<string, unknown>[];
  targets?: TargetSpec[];
  /** "Up to that many targets": the most targets allowed, from the data the trigger captured. */
  maxTargets?(data: unknown): number;
  /** The effect of a delayed triggered ability this card creates (603.7): it never triggers by itself. */
  delayedOnly?: boolean;
  resolve(g: Game, item: StackItem): void;
}

export interface StaticAbility {
  key: string;
  /**
   * 502.3: "You may choose not to untap [this] during your untap step": the controller's choice,
   * the catalogue's `untap` choice of this ability (given with an `advance` action's staticChoices).
   */
  optionalUntap?: boolean;
  /**
   * The modification this ability makes to `obj`, or undefined. Decide what it affects from
   * `core` (obj's layers 1-4) and g.coreCharacteristics, never g.characteristics (that recurses).
   */
  modify?(
    g: Game,
    self: GameObject,
    obj: GameObject,
    core: Characteristics,
  ): { power?: number; toughness?: number; addKeyword?: string } | undefined;
  /**
   * Layer 2: the player this ability makes control `obj` ("You control enchanted creature"), or
   * undefined. Must decide whether it applies before asking anyone's controller (no recursion).
   */
  control?(g: Game, self: GameObject, obj: GameObject): PlayerId | undefined;
  /**
   * Layers 4 and 7b: makes `obj` a creature with this base power and toughness, or undefined. Decide
   * from `obj.card` (printed characteristics), never from computed characteristics (that recurses).
   */
  animate?(g: Game, self: GameObject, obj: GameObject): { power: number; toughness: number } | undefined;
}

/** A card's rules, in code. Characteristics come from the card catalogue. */
export interface CardBehaviour {
  name: string;
  /** For instants and sorceries: the spell's effect. */
  spell?: {
    targets?: TargetSpec[];
    /** Targets that depend on the choices (a modal spell's mode); overrides `targets` when given. */
    targetsFor?(choices: StackItem['choices']): TargetSpec[];
    /**
     * The total cost to pay as it is cast (601.2f: additional costs and cost reductions applied to
     * the mana cost), and any non-mana additional cost to pay after it. Throws IllegalAction for
     * choices that can't be made (too many targets, cards that can't be exiled).
     */
    prepareCast?(
      g: Game,
      ctx: { obj: GameObject; player: PlayerId; x: number; choices: StackItem['choices']; targets: number },
    ): { cost: string; payExtra?(): void };
    resolve(g: Game, item: StackItem): void;
  };
  /** Flashback [cost] (702.34): it may be cast from its owner's graveyard for this cost, and is then exiled as it leaves the stack. */
  flashback?: string;
  /** Bestow [cost] (702.103): cast with choices {"bestow": true}, it is an Aura spell with enchant creature. */
  bestow?: string;
  /** For Auras: what it can enchant. */
  enchant?: TargetSpec;
  /**
   * Catalogue ability keys this module implements through its hooks (asEnters, forbidsCombat, …)
   * rather than as a keyed ability; the claimed-cards test holds each to an approved fixture.
   */
  hookedAbilities?: readonly string[];
  /**
   * Runs as the permanent enters, with the choices made "as it enters" (614.12): from the resolving
   * spell's choices, or from a setup object's `chosen` (a permanent set up as if it had entered so).
   */
  asEnters?(g: Game, self: GameObject, choices: StackItem['choices']): void;
  activated?: ActivatedAbility[];
  triggers?: TriggeredAbility[];
  statics?: StaticAbility[];
  /**
   * A "can't phase in" restriction this permanent's static ability imposes on `obj` (Disciple of Caelus
   * Nin: "Permanents can't phase in"). The catalogue's "can't phase out" abilities are all resolved
   * effects (Spatial Binding, Ertai's Familiar), which cantPhaseOut reads from the game's effects.
   */
  forbidsPhasingIn?(g: Game, self: GameObject, obj: GameObject): boolean;
  /** Extra requirement to attack or block with this creature. */
  cantAttack?(g: Game, self: GameObject): boolean;
  /** A static prevention ability of this permanent: whether damage `source` would deal to the permanent `target` is prevented (702.16e protection). */
  preventsDamageTo?(g: Game, self: GameObject, target: GameObject, source: GameObject): boolean;
  /** A static prevention ability of this permanent: whether damage that would be dealt to `player` is prevented (615; Glacial Chasm). */
  preventsDamageToPlayer?(g: Game, self: GameObject, player: PlayerId): boolean;
  /** "You may activate loyalty abilities of [this] on any player's turn any time you could cast an instant." */
  loyaltyAtInstantSpeed?: boolean;
  /** A double-faced card's back face (the catalogue describes the front face): used while `transformed`. */
  backFace?: { types: string[]; subtypes: string[]; power: number; toughness: number; colors: string[] };
  /** Layer 4: subtypes a static ability of this permanent gives it in addition to its others (Adaptive Automaton's chosen type). */
  addsOwnSubtypes?(g: Game, self: GameObject): string[] | undefined;
  /** Layer 5: the colors this object sets for itself (a characteristic-setting ability), if any. */
  colors?(g: Game, self: GameObject): string[] | undefined;
  /** A static ability of this permanent that stops `creature` from attacking (508.1c) or blocking (509.1b). */
  forbidsCombat?(g: Game, self: GameObject, creature: GameObject, role: 'attack' | 'block'): boolean;
  /** A static ability of this permanent that stops `blocker` from blocking `attacker` (509.1b), e.g. "can't be blocked except by Walls". */
  forbidsBlock?(g: Game, self: GameObject, blocker: GameObject, attacker: GameObject): boolean;
  /** A static ability of this permanent that stops an activated ability of `source` from being activated (602.5). */
  forbidsActivation?(g: Game, self: GameObject, source: GameObject, abilityKey: string): boolean;
  /** "Players skip their untap steps" (Stasis, Sands of Time): whether `player` skips the untap step now beginning. */
  skipsUntapStep?(g: Game, self: GameObject, player: PlayerId): boolean;
  /** A replacement effect of this permanent that makes `entering` enter tapped (614.1c), e.g. Frozen Aether. */
  makesEnterTapped?(g: Game, self: GameObject, entering: GameObject, controller: PlayerId): boolean;
}

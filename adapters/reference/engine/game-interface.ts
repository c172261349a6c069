import type { CatalogueCard } from '../../../harness/generated/cards.js';
import type { CombatDamageAssignment, StaticChoice } from '../../../harness/generated/fixture.js';
import type { Battlefield, MembershipMap } from './battlefield.js';
import type { CommanderState } from './commander-state.js';
import type { EditionRules } from './editions.js';
import type {
  ActivatedAbilityOf,
  CardBehaviourOf,
  DelayedTriggerOf,
  EmblemAbilityOf,
  StaticAbilityOf,
  TargetSpecOf,
  StateTriggerOf,
  TriggeredAbilityOf,
} from './card-types.js';
import type { DayNightState } from './day-night-state.js';
import type { GameEvent } from './game-events.js';
import type {
  CombatDamageStep,
  DamageAssignment,
  LeavingPart,
  LookBack,
  PhaseInContext,
  PlayerProtection,
  SeamsOf,
  StateBasedAction,
} from './seam-types.js';
import type {
  Characteristics,
  ContinuousEffect,
  DeclaredBlock,
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

// The game's interface. The seams it delegates to (seam-types.ts) and the card behaviours it runs
// (card-types.ts) are generic in the game, so they need no import of it, and are named here with it
// (Seams, CardBehaviour and the rest, at the end). The rules' job modules (zones.ts, life.ts,
// phasing.ts, …) take a `Game` from here, and only engine/game.ts, which implements it, imports them:
// so no import, `import type` included, leads back (import-cycles.test.ts). The modules imported here
// name none of these types (battlefield.ts asks its seam and the cards' statics only for what it uses).
// seams.ts (with the defaults) and card-behaviour.ts re-export the types of their job.

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
  /** The cards each player chooses to discard at cleanup (an `advance` action's discards), each used up as it is discarded. */
  cleanupDiscards: Partial<Record<PlayerId, ObjectId[]>>;
  /** The division given for this attacker (or blocker) the next time it assigns combat damage, used up (undefined: none given). */
  takeCombatDamageChoice(creature: GameObject, role: 'attacker' | 'blocker'): CombatDamageAssignment | undefined;
  /** Delayed triggered abilities waiting for their event (603.7). */
  readonly delayed: DelayedTrigger[];
  /** Every blocking pair declared this game, with its turn (types.ts). */
  readonly declaredBlocks: DeclaredBlock[];
  /**
   * While a spell or ability resolves with checkpoints asked inside it (a `resolve` action's
   * `checkpoints`): told after each instruction a card module reports with `instructionDone`.
   */
  onInstruction: ((followed: number) => void) | undefined;
  /** Whether a spell or ability is resolving now (608.2): the stack's top was taken and is being followed. */
  resolving: boolean;
  /** Work a faulty seam postpones until the resolving spell or ability has finished (never used by the rules). */
  readonly afterResolution: (() => void)[];
  /** While one damage event is being dealt (a resolution, a combat damage step): how much each source dealt (damage-events.ts). */
  damageBatch: Map<GameObject, number> | undefined;
  /** The triggered abilities of emblems players have (114). */
  readonly emblems: EmblemAbility[];
  /** 731: whether it is day or night, and the spells its untap-step check counts. */
  readonly dayNight: DayNightState;
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

  /** What a card does, by its name (a copy's: the copied card's, 707.2). */
  behaviour(obj: Pick<GameObject, 'card'>): CardBehaviour | undefined;
  ref(obj: GameObject): ObjectRef;
  /** Permanents that exist for the game: the phased-in ones (702.26b), in the order they were put there. */
  permanents(): readonly Permanent[];
  /** The permanent an object reference designates, if it still exists as that object (`reader`: who asks, types.ts). */
  permanent(ref: ObjectRef, reader?: PhasedOutReader): Permanent | undefined;
  /** 702.2b: the object was dealt damage by a source with deathtouch (704.5h destroys it if it is a creature). */
  markDeathtouchDamage(obj: GameObject): void;
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
  rememberLastKnown(obj: GameObject, asItWas: GameObject): void;
  objectInformation(ref: ObjectRef): Characteristics | undefined;
  objectAsLastKnown(ref: ObjectRef): GameObject | undefined;
  enterBattlefield(
    obj: GameObject,
    controller: PlayerId,
    opts?: { tapped?: boolean; attachTo?: GameObject['attachedTo']; protector?: PlayerId },
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
  lockedSet(candidates: GameObject[]): ObjectRef[];
  describedSet(test: (o: GameObject) => boolean): ObjectRef[];
  tracked(ref: ObjectRef): GameObject | undefined;
  stillControls(player: PlayerId, ref: ObjectRef): boolean;
  nextTurnIndexOf(player: PlayerId): number;
  endEffects(ends: (e: ContinuousEffect) => boolean): void;
  expireEffects(): void;
  exileWhereDefaultControllerLeft(): void;
}

// ---------------------------------------------------------------- the types that name the game

export type Seams = SeamsOf<Game>;
export type DelayedTrigger = DelayedTriggerOf<Game>;
export type EmblemAbility = EmblemAbilityOf<Game>;
export type TargetSpec = TargetSpecOf<Game>;
export type ActivatedAbility = ActivatedAbilityOf<Game>;
export type TriggeredAbility = TriggeredAbilityOf<Game>;
export type StateTrigger = StateTriggerOf<Game>;
export type StaticAbility = StaticAbilityOf<Game>;
export type CardBehaviour = CardBehaviourOf<Game>;
export type {
  CombatDamageStep,
  DamageAssignment,
  DeclaredBlock,
  GameEvent,
  LeavingPart,
  LookBack,
  PhaseInContext,
  PlayerProtection,
  StateBasedAction,
};

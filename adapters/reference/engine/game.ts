import type { CatalogueCard } from '../../../harness/generated/cards.js';
import type { CombatDamageAssignment, StaticChoice } from '../../../harness/generated/fixture.js';
import { Battlefield, type MembershipMap } from './battlefield.js';
import { Layers } from './characteristics.js';
import { CommanderState } from './commander-state.js';
import * as durations from './durations.js';
import { rulesFor, type EditionRules } from './editions.js';
import { IllegalAction } from './errors.js';
import * as events from './events.js';
import type {
  CardBehaviour,
  DelayedTrigger,
  EmblemAbility,
  Game as GameInterface,
  GameEvent,
  Seams,
  SetGivenBy,
} from './game-interface.js';
import * as life from './life.js';
import type {
  Characteristics,
  ContinuousEffect,
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
import * as zones from './zones.js';

export { IllegalAction, Unsupported } from './errors.js';
export { BASIC_LAND_TYPES, LAND_TYPES, STEPS } from './vocabulary.js';
export type { Characteristics, Permanent } from './types.js';
export type { DelayedTrigger, GameEvent } from './game-interface.js';

/**
 * The whole game state, and the operations rules and cards build on. The state lives here; each
 * job's rules live in their own module, which the methods below call:
 *
 * - battlefield.ts: the permanents, phased in or out, and the door to phased-out ones;
 * - characteristics.ts: the layers (613);
 * - events.ts: events and triggered abilities (603);
 * - zones.ts: zone changes (400.7) and the verbs that move permanents;
 * - life.ts: damage (120) and life totals (119);
 * - durations.ts: creating continuous effects and deciding when each ends (611, 514.2, 800.4m);
 * - commander.ts: the Commander variant (903): commanders, the command zone, commander damage.
 *
 * Phased-out permanents are kept out of `battlefield` (the Pawl shape): anything that reads the
 * battlefield sees only phased-in permanents without having to know about phasing (702.26b). The
 * rules that do look at phased-out permanents go through `phasedOutFor`, naming themselves.
 */
export class Game implements GameInterface {
  readonly rules: EditionRules;
  readonly players: Player[] = [];
  /** Every object the game knows, by id, in whatever zone (including phased-out permanents). */
  readonly objects = new Map<ObjectId, GameObject>();
  /** The battlefield: phased-in and phased-out permanents, and the transitions between them. */
  readonly field: Battlefield;
  /** Phased-in permanents only (the battlefield's). */
  readonly battlefield: MembershipMap;
  readonly stack: StackItem[] = [];
  readonly effects: ContinuousEffect[] = [];
  readonly pending: PendingTrigger[] = [];
  readonly triggerLog: TriggerRecord[] = [];
  /** Choices static abilities offer (an `advance` action's staticChoices), each used up when its ability asks. */
  staticChoices: StaticChoice[] = [];
  /** The legendary permanents the current action's legendRule names: each kept when the legend rule (704.5j) applies to it and others. */
  legendRuleKeeps: readonly string[] = [];
  /** The attacking player's divisions of blocked attackers' damage (an `advance` action's combatDamage), each used up when its attacker assigns. */
  combatDamage: CombatDamageAssignment[] = [];
  /** Delayed triggered abilities waiting for their event (603.7). */
  readonly delayed: DelayedTrigger[] = [];
  /**
   * While a spell or ability resolves with checkpoints asked inside it (a `resolve` action's
   * `checkpoints`): told after each instruction a card module reports with `instructionDone`.
   */
  onInstruction: ((followed: number) => void) | undefined = undefined;
  /** Whether a spell or ability is resolving now (608.2): the stack's top was taken and is being followed. */
  resolving = false;
  /** Work a faulty seam postpones until the resolving spell or ability has finished (never used by the rules). */
  readonly afterResolution: (() => void)[] = [];
  /** The triggered abilities of emblems players have (114). */
  readonly emblems: EmblemAbility[] = [];
  /** 610.4 links: phased out "until" the watched object leaves the battlefield. */
  readonly untilLinks = new Map<
    number,
    {
      watch: ObjectRef;
      kind: 'phaseIn' | 'returnFromExile';
      objects: ObjectRef[];
      tapOnPhaseIn: boolean;
      owner?: PlayerId;
    }
  >();
  /**
   * Permanents whose default controller left the game while an effect gave them to another player
   * (so 800.4a didn't exile them): 800.4c exiles them once no such effect remains. Set by leaveGame.
   */
  readonly controlledAwayFromDepartedDefault = new Set<ObjectId>();
  /** The Commander variant's state (903), off in other games. */
  readonly commander = new CommanderState();
  active: PlayerId = 'A';
  /** Extra turns to be taken after the current one, the next first (500.7). */
  readonly extraTurns: PlayerId[] = [];
  /** During extra turns: the player of the regular turn they were added after, where the turn order resumes (500.7). */
  regularTurnBefore: PlayerId | undefined = undefined;
  step: Step = 'main1';
  /** Count of turns begun in this game (index of the current turn). */
  turnIndex = 0;
  turnNumber = 1;
  private clock = 0;
  private uidCounter = 0;
  private createdCounter = 0;
  private pendingOrder = 0;
  private readonly layers: Layers;

  constructor(
    readonly edition: string,
    /** The decisions and hooks rules delegate (engine/seams.ts): the defaults, or a named fault's. */
    readonly seams: Seams,
    readonly behaviours: ReadonlyMap<string, CardBehaviour>,
    /** Card definitions by name (the catalogue), for tokens created during play. */
    readonly cardNamed: (name: string) => CatalogueCard,
  ) {
    this.rules = rulesFor(edition);
    this.field = new Battlefield(seams, (obj) => this.behaviour(obj));
    this.battlefield = this.field.phasedIn;
    this.layers = new Layers(this);
  }

  tick(): number {
    return ++this.clock;
  }

  uid(): number {
    return ++this.uidCounter;
  }

  newObjectId(): ObjectId {
    return `~${++this.createdCounter}`;
  }

  /**
   * 608.2c: the resolving spell or ability has followed its first `followed` instructions (counted
   * as the catalogue's `instructions` list them); a checkpoint asked there is taken now.
   */
  instructionDone(followed: number): void {
    this.onInstruction?.(followed);
  }

  /** The choices given for a static ability of `source` the next time it asks, used up (undefined: none given). */
  takeStaticChoice(source: GameObject, ability: string): StaticChoice['choices'] | undefined {
    const i = this.staticChoices.findIndex((c) => c.source === source.id && c.ability === ability);
    if (i < 0) return undefined;
    return this.staticChoices.splice(i, 1)[0]!.choices;
  }

  /** The division given for this attacker (or blocker) the next time it assigns combat damage, used up (undefined: none given). */
  takeCombatDamageChoice(creature: GameObject, role: 'attacker' | 'blocker'): CombatDamageAssignment | undefined {
    const i = this.combatDamage.findIndex((c) => c[role] === creature.id);
    return i < 0 ? undefined : this.combatDamage.splice(i, 1)[0];
  }

  // ---------------------------------------------------------------- players

  player(id: PlayerId): Player {
    const p = this.players.find((x) => x.id === id);
    if (!p) throw new IllegalAction(`no player ${id}`);
    return p;
  }

  playersInGame(): Player[] {
    return this.players.filter((p) => p.inGame);
  }

  /** Players in turn order starting with the active player (APNAP order, 101.4). */
  apnap(): PlayerId[] {
    const ids = this.playersInGame().map((p) => p.id);
    const i = Math.max(0, ids.indexOf(this.active));
    return [...ids.slice(i), ...ids.slice(0, i)];
  }

  nextPlayerAfter(id: PlayerId): PlayerId {
    const ids = this.players.map((p) => p.id);
    for (let k = 1; k <= ids.length; k++) {
      const p = this.players[(ids.indexOf(id) + k) % ids.length]!;
      if (p.inGame) return p.id;
    }
    return id;
  }

  // ---------------------------------------------------------------- objects and the battlefield (battlefield.ts)

  behaviour(obj: GameObject): CardBehaviour | undefined {
    return this.behaviours.get(obj.card.name);
  }

  ref(obj: GameObject): ObjectRef {
    return { id: obj.id, incarnation: obj.incarnation };
  }

  /** Permanents that exist for the game: the phased-in ones (702.26b), in the order they were put there. */
  permanents(): readonly Permanent[] {
    return this.field.permanents();
  }

  /** The permanent an object reference designates, if it still exists as that object (`reader`: who asks, types.ts). */
  permanent(ref: ObjectRef, reader?: PhasedOutReader): Permanent | undefined {
    return this.field.permanent(ref, reader);
  }

  /** 704.5h: damage from a deathtouch source counts only until state-based actions are next checked; forget it everywhere. */
  forgetDeathtouchDamage(): void {
    for (const o of this.objects.values()) delete o.deathtouchDamaged;
  }

  /** The permanents that exist, as that enumerating reader sees them (Battlefield.existingFor). */
  existingFor(reader: PhasedOutReader): readonly Permanent[] {
    return this.field.existingFor(reader);
  }

  /** The permanent with that id (a fixture's name, a choice), if it exists (702.26b). */
  permanentById(id: ObjectId): Permanent | undefined {
    return this.field.permanentById(id);
  }

  /** The object as a permanent, if it exists (it is on the battlefield and phased in, 702.26b). */
  asPermanent(obj: GameObject): Permanent | undefined {
    return this.field.asPermanent(obj);
  }

  /**
   * The card with that id in one of those zones (a library, a hand, a graveyard, exile, the stack,
   * the command zone), as a choice or a remembered reference names it. Never a permanent: those
   * are resolved by `permanent` / `permanentById`, so a phased-out one can't be reached this way.
   */
  cardIn(zones: readonly Exclude<Zone, 'battlefield'>[], handle: ObjectId | ObjectRef): GameObject | undefined {
    const ref = typeof handle === 'string' ? undefined : handle;
    const o = this.objects.get(ref ? ref.id : (handle as ObjectId));
    if (!o || o.zone === 'battlefield' || !zones.includes(o.zone)) return undefined;
    return !ref || this.seams.stillNamesCard(this, o, ref) ? o : undefined;
  }

  /** Who owns the object with that id, wherever it is (ownership is no secret of a phased-out permanent). */
  ownerOf(id: ObjectId): PlayerId | undefined {
    return this.objects.get(id)?.owner;
  }

  /** The cards in those zones (never the battlefield), in the order the game knows them. */
  cardsIn(zones: readonly Exclude<Zone, 'battlefield'>[]): GameObject[] {
    return [...this.objects.values()].filter((o) => o.zone !== 'battlefield' && zones.includes(o.zone));
  }

  /** The cards a player owns in one zone other than the battlefield, in the order the game knows them. */
  cardsOf(owner: PlayerId, zone: Exclude<Zone, 'battlefield'>): GameObject[] {
    return this.cardsIn([zone]).filter((o) => o.owner === owner);
  }

  /**
   * Every object a player owns, in every zone, in the order the game knows them (800.4a); phased-out
   * permanents only for a reader that may see them (the door).
   */
  ownedBy(owner: PlayerId, reader: PhasedOutReader): GameObject[] {
    return [...this.objects.values()].filter(
      (o) => o.owner === owner && (o.phased === null || this.field.phasedOutById(reader, o.id) === o),
    );
  }

  isPhasedIn(obj: GameObject): boolean {
    return this.field.isPhasedIn(obj);
  }

  /** The object ceases to exist (704.5d; 702.26k with 800.4a), wherever it is. */
  ceaseToExist(obj: GameObject): void {
    this.field.remove(obj);
    this.objects.delete(obj.id);
  }

  /** The door to phased-out permanents (Battlefield.phasedOutFor; its readers are listed in types.ts). */
  phasedOutFor(reader: PhasedOutReader): Iterable<GameObject> {
    return this.field.phasedOutFor(reader);
  }

  /**
   * The object a reference names if it is still that object on the battlefield: phased in, or
   * phased out for a reader that may see it (the door). Not a `Permanent`: no verb takes it.
   */
  onBattlefield(ref: ObjectRef, reader: PhasedOutReader): GameObject | undefined {
    const o = this.field.phasedIn.get(ref.id) ?? this.field.phasedOutById(reader, ref.id);
    return o && o.incarnation === ref.incarnation ? o : undefined;
  }

  /** The door, by id: the phased-out permanent with that id, for a reader that may see it. */
  phasedOutById(reader: PhasedOutReader, id: ObjectId): GameObject | undefined {
    return this.field.phasedOutById(reader, id);
  }

  /** Whether the object with that id is a phased-out permanent (for an error message; it tells no more than that). */
  isPhasedOut(id: ObjectId): boolean {
    return this.isOnBattlefield(id) && !this.field.phasedIn.has(id);
  }

  /** Whether the object with that id is on the battlefield, phased in or out (702.26d: phasing is no zone change). */
  isOnBattlefield(id: ObjectId): boolean {
    return this.objects.get(id)?.zone === 'battlefield';
  }

  // ---------------------------------------------------------------- characteristics (characteristics.ts)

  reading<T>(compute: () => T): T {
    return this.layers.reading(compute);
  }

  coreCharacteristics(obj: GameObject): Characteristics {
    return this.layers.coreCharacteristics(obj);
  }

  characteristics(obj: GameObject): Characteristics {
    return this.layers.characteristics(obj);
  }

  controller(obj: GameObject): PlayerId {
    return this.layers.coreCharacteristics(obj).controller;
  }

  has(obj: GameObject, keyword: string): boolean {
    return this.layers.characteristics(obj).keywords.has(keyword);
  }

  isType(obj: GameObject, type: string): boolean {
    return this.layers.coreCharacteristics(obj).types.has(type);
  }

  hasSubtype(obj: GameObject, subtype: string): boolean {
    return this.layers.coreCharacteristics(obj).subtypes.has(subtype);
  }

  staticKeywordGrants(obj: GameObject, keyword: string): number {
    return this.layers.staticKeywordGrants(obj, keyword);
  }

  // ---------------------------------------------------------------- events and triggers (events.ts)

  emit(ev: GameEvent, lookBack: GameObject[] = []): void {
    events.emit(this, ev, lookBack);
  }

  /** Records a triggered ability that triggered; it is put on the stack the next time a player would receive priority. */
  trigger(src: GameObject, key: string, data?: unknown, controller?: PlayerId): void {
    this.triggerLog.push({ source: src.id, ability: key });
    this.pending.push({
      source: src,
      sourceRef: this.ref(src),
      controller: controller ?? this.controller(src),
      key,
      data,
      order: this.pendingOrder++,
    });
  }

  addDelayed(d: DelayedTrigger): void {
    this.delayed.push(d);
  }

  // ---------------------------------------------------------------- zone changes (zones.ts)

  moveTo(obj: GameObject, destination: Zone, opts: { triggers?: boolean } = {}): void {
    zones.moveTo(this, obj, destination, opts);
  }

  moveAllTo(objs: GameObject[], to: Zone): void {
    zones.moveAllTo(this, objs, to);
  }

  snapshotObject(obj: GameObject): GameObject {
    return zones.snapshotObject(obj);
  }

  enterBattlefield(
    obj: GameObject,
    controller: PlayerId,
    opts: { tapped?: boolean; attachTo?: GameObject['attachedTo'] } = {},
  ): void {
    zones.enterBattlefield(this, obj, controller, opts);
  }

  entersTapped(entering: GameObject, controller: PlayerId): boolean {
    return zones.entersTapped(this, entering, controller);
  }

  createToken(
    cardName: string,
    controller: PlayerId,
    catalogue: (name: string) => CatalogueCard,
    opts: { tapped?: boolean } = {},
  ): GameObject {
    return zones.createToken(this, cardName, controller, catalogue, opts);
  }

  makeToken(cardName: string, controller: PlayerId, opts: { tapped?: boolean } = {}): GameObject {
    return zones.createToken(this, cardName, controller, this.cardNamed, opts);
  }

  destroy(perm: Permanent): boolean {
    return zones.destroy(this, perm);
  }

  destroyAll(perms: readonly Permanent[]): void {
    zones.destroyAll(this, perms);
  }

  sacrifice(perm: Permanent, player: PlayerId): boolean {
    return zones.sacrifice(this, perm, player);
  }

  exile(perm: Permanent): void {
    zones.exile(this, perm);
  }

  /** Exiles a card from a zone other than the battlefield (a graveyard, a hand, the stack). */
  exileCard(card: GameObject): void {
    zones.exileCard(this, card);
  }

  returnToHand(perm: Permanent): void {
    zones.returnToHand(this, perm);
  }

  cardsOutsideTheGame(owner: PlayerId): GameObject[] {
    return zones.cardsOutsideTheGame(this, owner);
  }

  untilEventPassed(watch: ObjectRef): boolean {
    return this.seams.until.eventPassed(this, watch);
  }

  fireUntilLinks(left: GameObject): void {
    zones.fireUntilLinks(this, left);
  }

  /** 506.4: removes a permanent from combat. Creatures attacking it keep attacking (506.4c); creatures it blocked stay blocked (509.1h). */
  removeFromCombat(obj: GameObject): void {
    this.seams.combat.removing(this, obj);
    obj.combat = null;
  }

  // ---------------------------------------------------------------- damage and life (life.ts)

  /** Deals damage; returns how much was dealt (0 when prevented). */
  dealDamage(target: { player: PlayerId } | { object: Permanent }, amount: number, source?: GameObject): number {
    return life.dealDamage(this, target, amount, source);
  }

  damageCantBePrevented(): boolean {
    return life.damageCantBePrevented(this);
  }

  playerHas(player: PlayerId, kind: 'lifeCantChange' | 'protectionFromEverything'): boolean {
    return life.playerHas(this, player, kind);
  }

  damageToPlayerPrevented(player: PlayerId): boolean {
    return life.damageToPlayerPrevented(this, player);
  }

  hasProtectionFromEverything(player: PlayerId): boolean {
    return life.playerHas(this, player, 'protectionFromEverything');
  }

  lifeCantChange(p: Player): boolean {
    return this.seams.players.lifeCantChange(this, p);
  }

  loseLife(p: Player, amount: number): void {
    life.loseLife(this, p, amount);
  }

  gainLife(p: Player, amount: number): void {
    life.gainLife(this, p, amount);
  }

  canPayLife(p: Player, amount: number): boolean {
    return life.canPayLife(this, p, amount);
  }

  setLife(p: Player, n: number): void {
    life.setLife(this, p, n);
  }

  exchangeLife(a: Player, b: Player): void {
    life.exchangeLife(this, a, b);
  }

  // ---------------------------------------------------------------- continuous effects (durations.ts)

  addEffect(e: Omit<ContinuousEffect, 'id' | 'timestamp'>, describedBy?: (o: GameObject) => boolean): ContinuousEffect {
    return durations.addEffect(this, e, describedBy);
  }

  addEffectForAsLongAs(
    e: Omit<ContinuousEffect, 'id' | 'timestamp' | 'duration'>,
    holds: () => boolean,
    description: string,
  ): ContinuousEffect | undefined {
    return durations.addEffectForAsLongAs(this, e, holds, description);
  }

  lockedSet(candidates: GameObject[], how: SetGivenBy = 'named'): ObjectRef[] {
    return this.seams.effects.lockedSet(this, candidates, how);
  }

  describedSet(test: (o: GameObject) => boolean): ObjectRef[] {
    return durations.describedSet(this, test);
  }

  tracked(ref: ObjectRef): GameObject | undefined {
    return durations.tracked(this, ref);
  }

  stillControls(player: PlayerId, ref: ObjectRef): boolean {
    return durations.stillControls(this, player, ref);
  }

  nextTurnIndexOf(player: PlayerId): number {
    return durations.nextTurnIndexOf(this, player);
  }

  endEffects(ends: (e: ContinuousEffect) => boolean): void {
    durations.endEffects(this, ends);
  }

  expireEffects(): void {
    durations.expireEffects(this);
  }

  exileWhereDefaultControllerLeft(): void {
    durations.exileWhereDefaultControllerLeft(this);
  }
}

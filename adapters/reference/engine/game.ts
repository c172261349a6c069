import type { CatalogueCard } from '../../../harness/generated/cards.js';
import { Battlefield, type MembershipMap } from './battlefield.js';
import { Layers } from './characteristics.js';
import * as durations from './durations.js';
import { rulesFor, type EditionRules } from './editions.js';
import * as events from './events.js';
import type { CardBehaviour, DelayedTrigger, Game as GameInterface, GameEvent, Seams } from './game-interface.js';
import * as life from './life.js';
import { initiativeAbilities } from './initiative.js';
import { inherentAbilities } from './monarch.js';
import { prepareSpellsIn } from './prepare.js';
import type {
  Characteristics,
  ContinuousEffect,
  GameObject,
  ObjectId,
  ObjectRef,
  Permanent,
  PhasedOutReader,
  Player,
  PlayerId,
  Zone,
} from './types.js';
import { ATTACKING_NOTHING } from './types.js';
import * as zones from './zones.js';
import { GameState } from './game-state.js';

export { IllegalAction, Unsupported } from './errors.js';
export { BASIC_LAND_TYPES, LAND_TYPES, STEPS } from './vocabulary.js';
export type { Characteristics, Permanent } from './types.js';
export type { DelayedTrigger, GameEvent } from './game-interface.js';

/** 400.7: a later object with the same id is another object, so last known information is kept per incarnation. */
const lastKnownKey = (ref: ObjectRef): string => `${ref.id}:${ref.incarnation}`;

/**
 * The whole game: the state (the plain records are GameState's, game-state.ts; the battlefield and the
 * layers are here), and the operations rules and cards build on. Each job's rules live in their own
 * module, which the methods below call:
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
export class Game extends GameState implements GameInterface {
  readonly rules: EditionRules;
  /** The battlefield: phased-in and phased-out permanents, and the transitions between them. */
  readonly field: Battlefield;
  /** Phased-in permanents only (the battlefield's). */
  readonly battlefield: MembershipMap;
  private readonly layers: Layers;

  constructor(
    readonly edition: string,
    /** The decisions and hooks rules delegate (engine/seams.ts): the defaults, or a named fault's. */
    readonly seams: Seams,
    readonly behaviours: ReadonlyMap<string, CardBehaviour>,
    /** Card definitions by name (the catalogue), for tokens created during play. */
    readonly cardNamed: (name: string) => CatalogueCard,
  ) {
    super();
    this.rules = rulesFor(edition);
    this.field = new Battlefield(seams, (obj) => this.behaviour(obj));
    this.battlefield = this.field.phasedIn;
    this.layers = new Layers(this);
  }

  // ---------------------------------------------------------------- objects and the battlefield (battlefield.ts)

  behaviour(obj: Pick<GameObject, 'card'>): CardBehaviour | undefined {
    return (
      this.behaviours.get(obj.card.name) ??
      inherentAbilities(obj) ??
      initiativeAbilities(obj.card.name) ??
      prepareSpellsIn(this.behaviours).get(obj.card.name)
    );
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

  /**
   * 608.2h: each object's characteristics as it last existed on the battlefield, by `id:incarnation` (a later
   * object with the id is another object, 400.7). Kept for the game, so an ability resolving after its object left
   * (Angelic Chorus's "its toughness") reads them.
   */
  private readonly lastKnown = new Map<string, Characteristics>();

  /**
   * 608.2h: each object as it last existed on the battlefield (a frozen copy: what it was attached to, its history
   * such as which players it damaged), by `id:incarnation`. An Aura's ability resolving after the Aura left still
   * means the creature it enchanted (113.7a).
   */
  private readonly lastKnownObjects = new Map<string, GameObject>();

  /** Remembers `obj` now, as it is about to leave the battlefield (608.2h); `asItWas` is its frozen copy. */
  rememberLastKnown(obj: GameObject, asItWas: GameObject): void {
    this.lastKnown.set(lastKnownKey(obj), this.characteristics(obj));
    this.lastKnownObjects.set(lastKnownKey(obj), asItWas);
  }

  /**
   * An object's characteristics for an effect that reads them (608.2h): its current ones while it is on the
   * battlefield (phased out too: 702.26d, it is the same object), else as it last existed there; undefined if it
   * was never on the battlefield.
   */
  objectInformation(ref: ObjectRef): Characteristics | undefined {
    const o = this.onBattlefield(ref, 'object-information');
    if (o) return this.characteristics(o);
    return this.seams.cards.lastKnownInformation(this, ref, this.lastKnown.get(lastKnownKey(ref)));
  }

  /**
   * An object for an effect that reads its state other than characteristics (608.2h): itself while it is on the
   * battlefield (phased out too, 702.26d), else a frozen copy of it as it last existed there; undefined if it was
   * never on the battlefield.
   */
  objectAsLastKnown(ref: ObjectRef): GameObject | undefined {
    const o = this.onBattlefield(ref, 'object-information');
    if (o) return o;
    return this.seams.cards.lastKnownObject(this, ref, this.lastKnownObjects.get(lastKnownKey(ref)));
  }

  /**
   * The objects marked by `markDeathtouchDamage` since the marks were last forgotten. Forgetting runs on every
   * state-based check; going over every object in the game to clear a mark hardly any has took 2% of the
   * engine's time (profiled over the corpus).
   */
  private readonly deathtouchMarked = new Set<GameObject>();

  /** 702.2b: the object was dealt damage by a source with deathtouch (704.5h reads the mark). */
  markDeathtouchDamage(obj: GameObject): void {
    obj.deathtouchDamaged = true;
    this.deathtouchMarked.add(obj);
  }

  /** 704.5h: damage from a deathtouch source counts only until state-based actions are next checked; forget it everywhere. */
  forgetDeathtouchDamage(): void {
    if (this.deathtouchMarked.size === 0) return;
    for (const o of this.deathtouchMarked) o.deathtouchDamaged = false;
    this.deathtouchMarked.clear();
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
    return this.layers.hasKeyword(obj, keyword);
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
      abilityCard: src.card,
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
    opts: { tapped?: boolean; attachTo?: GameObject['attachedTo']; protector?: PlayerId } = {},
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

  /**
   * 610.3c: whether the watched object already left, for an effect about to begin. A phased-out
   * permanent hasn't left the battlefield (702.26d): the 'until-leaves' reader sees it (a fault that
   * hides it from that reader goes through seesPhasedOut, so no seam of its own is needed here).
   */
  untilEventPassed(watch: ObjectRef): boolean {
    return this.onBattlefield(watch, 'until-leaves') === undefined;
  }

  fireUntilLinks(left: GameObject): void {
    zones.fireUntilLinks(this, left);
  }

  /**
   * 506.4: removes a permanent from combat. Creatures attacking it keep attacking, but attack nothing
   * (506.4c), so they deal no combat damage to it if it comes back; creatures it blocked stay blocked (509.1h).
   */
  removeFromCombat(obj: GameObject): void {
    this.seams.combat.removing(this, obj);
    obj.combat = null;
    for (const a of this.permanents()) if (a.combat?.attacking === obj.id) a.combat.attacking = ATTACKING_NOTHING;
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

  lockedSet(candidates: GameObject[]): ObjectRef[] {
    return this.seams.effects.lockedSet(this, candidates);
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
    return durations.turnIndexOfNextTurnOf(this, player);
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

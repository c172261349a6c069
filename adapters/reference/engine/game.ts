import type { CatalogueCard } from '../../../harness/generated/cards.js';
import type { CardBehaviour } from './card-behaviour.js';
import { rulesFor, type EditionRules } from './editions.js';
import type { PhasedOutReader, Seams, SetGivenBy } from './seams.js';
import type {
  ContinuousEffect, GameObject, ObjectId, ObjectRef, PendingTrigger, Player, PlayerId, StackItem, Step, TriggerRecord, Zone,
} from './types.js';

/** The fixture asked for something illegal: the action is rejected and the state is unchanged. */
export class IllegalAction extends Error {
  constructor(message: string) {
    // A rejection is an expected outcome, reported by its message alone; fixtures that test
    // rejections make thousands of them, and capturing a stack for each is most of their cost.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
  }
}
/** The fixture left out a choice the engine needs, or uses something the engine does not implement. */
export class Unsupported extends Error {}

/** 205.3i: the land types (basic ones first). */
export const BASIC_LAND_TYPES: readonly string[] = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];
export const LAND_TYPES: readonly string[] = [...BASIC_LAND_TYPES, 'Cave', 'Cloud', 'Desert', 'Gate', 'Lair', 'Locus', 'Mine', 'Power-Plant', 'Sphere', 'Tower', 'Town', "Urza's"];

export const STEPS: readonly Step[] = ['untap', 'upkeep', 'draw', 'main1', 'beginCombat', 'declareAttackers', 'declareBlockers', 'combatDamage', 'endCombat', 'main2', 'end', 'cleanup'];

/**
 * An object's characteristics after the layers. The sets are read-only and may be shared with the
 * printed card or another result: a layer that changes one replaces it (see `withAdded`), so that
 * the common case, a permanent nothing modifies, allocates no set at all.
 */
export interface Characteristics {
  types: ReadonlySet<string>;
  subtypes: ReadonlySet<string>;
  supertypes: ReadonlySet<string>;
  keywords: ReadonlySet<string>;
  power: number;
  toughness: number;
  controller: PlayerId;
  /** Layer 5: W, U, B, R, G (105.2; 202.2 from the mana cost, or a color indicator / color-setting ability). */
  colors: ReadonlySet<string>;
}

const NO_EFFECTS: readonly ContinuousEffect[] = [];

/** The set with `value` in it: the same set when it already is, a new one otherwise (sets are shared). */
function withAdded(set: ReadonlySet<string>, value: string): ReadonlySet<string> {
  return set.has(value) ? set : new Set(set).add(value);
}

/** The set without any of `values`: the same set when it has none of them, a new one otherwise. */
function without(set: ReadonlySet<string>, values: readonly string[]): ReadonlySet<string> {
  if (!values.some((v) => set.has(v))) return set;
  const out = new Set(set);
  for (const v of values) out.delete(v);
  return out;
}

/**
 * A map of permanents that counts changes to its membership, so that lists derived from it (the
 * permanents that exist, those with a given static ability) are rebuilt only when it changes.
 */
export class MembershipMap extends Map<ObjectId, GameObject> {
  version = 0;
  override set(id: ObjectId, obj: GameObject): this {
    if (super.get(id) !== obj) this.version++;
    return super.set(id, obj);
  }
  override delete(id: ObjectId): boolean {
    const had = super.delete(id);
    if (had) this.version++;
    return had;
  }
  override clear(): void {
    this.version++;
    super.clear();
  }
}

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
  | { type: 'blocks'; obj: GameObject; attacker: GameObject };

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
 * The whole game state and the primitive operations every rule builds on.
 *
 * Phased-out permanents are kept in `phasedOut`, never in `battlefield` (the Pawl shape): anything
 * that reads the battlefield sees only phased-in permanents without having to know about phasing
 * (702.26b). The few rules that do look at phased-out permanents name their clause where they do.
 */
export class Game {
  readonly rules: EditionRules;
  readonly players: Player[] = [];
  /** Every object the game knows, by id, in whatever zone (including phased-out permanents). */
  readonly objects = new Map<ObjectId, GameObject>();
  /** Phased-in permanents only. */
  readonly battlefield = new MembershipMap();
  /** Phased-out permanents (their zone is still the battlefield, 702.26d). */
  readonly phasedOut = new MembershipMap();
  readonly stack: StackItem[] = [];
  readonly effects: ContinuousEffect[] = [];
  readonly pending: PendingTrigger[] = [];
  readonly triggerLog: TriggerRecord[] = [];
  /** Delayed triggered abilities waiting for their event (603.7). */
  readonly delayed: DelayedTrigger[] = [];
  /** 610.4 links: phased out "until" the watched object leaves the battlefield. */
  readonly untilLinks = new Map<number, { watch: ObjectRef; kind: 'phaseIn' | 'returnFromExile'; objects: ObjectRef[]; tapOnPhaseIn: boolean; owner?: PlayerId }>();
  active: PlayerId = 'A';
  step: Step = 'main1';
  /** Count of turns begun in this game (index of the current turn). */
  turnIndex = 0;
  turnNumber = 1;
  private clock = 0;
  private uidCounter = 0;
  private createdCounter = 0;
  private pendingOrder = 0;

  constructor(
    readonly edition: string,
    /** The decisions and hooks rules delegate (engine/seams.ts): the defaults, or a named fault's. */
    readonly seams: Seams,
    readonly behaviours: ReadonlyMap<string, CardBehaviour>,
    /** Card definitions by name (the catalogue), for tokens created during play. */
    readonly cardNamed: (name: string) => CatalogueCard,
  ) {
    this.rules = rulesFor(edition);
  }

  /**
   * The door to phased-out permanents: the rules that may look at them name themselves as a
   * reader (the list, with each rule's clause, is `PhasedOutReader`'s comment in seams.ts).
   */
  phasedOutFor(reader: PhasedOutReader): Iterable<GameObject> {
    return this.seams.seesPhasedOut(reader) ? this.phasedOut.values() : [];
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

  // ---------------------------------------------------------------- objects

  behaviour(obj: GameObject): CardBehaviour | undefined {
    return this.behaviours.get(obj.card.name);
  }

  ref(obj: GameObject): ObjectRef {
    return { id: obj.id, incarnation: obj.incarnation };
  }

  /**
   * The lists below are asked for hundreds of times per fixture and change only when a permanent
   * enters, leaves, phases in or phases out; they are rebuilt when the maps' versions say so. A
   * rebuilt list is a new array, so a caller still iterating an older one is not disturbed.
   */
  private membershipSeen = -1;
  private permanentsList: readonly GameObject[] = [];
  private sourcesByKind = new Map<'control' | 'animate' | 'modify', readonly GameObject[]>();

  private refreshMembership(): void {
    const version = this.battlefield.version * 1_000_003 + this.phasedOut.version;
    if (version === this.membershipSeen) return;
    this.membershipSeen = version;
    const list = [...this.battlefield.values(), ...this.phasedOutFor('battlefield')];
    this.permanentsList = list;
    this.sourcesByKind = new Map();
  }

  /** Permanents that exist for the game: the phased-in ones (702.26b), in the order they were put there. */
  permanents(): readonly GameObject[] {
    this.refreshMembership();
    return this.permanentsList;
  }

  /**
   * The existing permanents with a static ability of that kind. Characteristics are computed very
   * often (every type, controller and keyword question), and most permanents have no such ability,
   * so the layer loops look only at the few that do.
   */
  private sourcesWith(kind: 'control' | 'animate' | 'modify'): readonly GameObject[] {
    this.refreshMembership();
    let out = this.sourcesByKind.get(kind);
    if (!out) {
      out = this.permanentsList.filter((src) => {
        const b = this.behaviour(src);
        return b?.statics !== undefined && staticKinds(b).has(kind);
      });
      this.sourcesByKind.set(kind, out);
    }
    return out;
  }

  /** The permanent an object reference designates, if it still exists as that object. */
  permanent(ref: ObjectRef): GameObject | undefined {
    const o = this.battlefield.get(ref.id) ?? (this.seams.seesPhasedOut('handle') ? this.phasedOut.get(ref.id) : undefined);
    return o && o.incarnation === ref.incarnation ? o : undefined;
  }

  isPhasedIn(obj: GameObject): boolean {
    return this.battlefield.get(obj.id) === obj;
  }

  // ---------------------------------------------------------------- characteristics (layers 2, 4, 6, 7)

  /** Characteristics memoized while `reading` runs (made on first use); undefined otherwise, as state may change at any time. */
  private coreMemo: Map<GameObject, Characteristics> | undefined;
  private fullMemo: Map<GameObject, Characteristics> | undefined;

  /**
   * Runs a computation that changes nothing, with characteristics memoized for its duration.
   * State-based actions are checked against one state and performed together (704.3), and an
   * observation is one state, so both read through this: it makes them fast and consistent.
   */
  reading<T>(compute: () => T): T {
    if (this.inReading) return compute();
    // The maps are made on first use: many readings (an event nothing triggers on) compute no
    // characteristics, and maps are most of what the engine allocates. Fresh maps rather than
    // cleared ones: clearing a Map reallocates its table anyway.
    this.inReading = true;
    try {
      return compute();
    } finally {
      this.inReading = false;
      this.coreMemo = undefined;
      this.fullMemo = undefined;
    }
  }
  private inReading = false;

  /**
   * Layers 1-4 (copy, control, text, type): what static abilities consult to decide what they
   * affect, so that computing them never recurses into layers 6 and 7.
   */
  coreCharacteristics(obj: GameObject): Characteristics {
    const memo = this.coreMemo?.get(obj);
    if (memo) return memo;
    const computed = this.computeCoreCharacteristics(obj);
    if (this.inReading) (this.coreMemo ??= new Map()).set(obj, computed);
    return computed;
  }

  private computeCoreCharacteristics(obj: GameObject): Characteristics {
    const c = obj.card;
    const base = printedCharacteristics(c);
    const ch: Characteristics = {
      types: base.types,
      subtypes: base.subtypes,
      supertypes: base.supertypes,
      keywords: base.keywords,
      power: c.power ?? 0,
      toughness: c.toughness ?? 0,
      controller: obj.baseController,
      colors: base.colors,
    };
    // 712.8: a transformed double-faced permanent has only its back face's characteristics.
    const back = obj.transformed ? this.behaviour(obj)?.backFace : undefined;
    if (back) {
      ch.types = new Set(back.types);
      ch.subtypes = new Set(back.subtypes);
      ch.power = back.power;
      ch.toughness = back.toughness;
      ch.colors = new Set(back.colors);
    }
    // Layer 5: a characteristic-setting color ability of the object itself (e.g. Alloy Golem's chosen color).
    const ownColors = this.behaviour(obj)?.colors?.(this, obj);
    if (ownColors) ch.colors = new Set(ownColors);
    if (obj.zone !== 'battlefield') return ch;
    const applying = this.effectsOn(obj);
    // Layer 2: control, from resolved effects and static abilities together, in timestamp order (613.7).
    const controllers = this.sourcesWith('control');
    if (applying.length > 0 || controllers.length > 0) {
      const controls: { timestamp: number; player: PlayerId }[] = [];
      for (const e of applying) if (e.change.kind === 'control') controls.push({ timestamp: e.timestamp, player: e.change.player });
      for (const src of controllers) {
        for (const s of this.behaviour(src)?.statics ?? []) {
          const player = s.control?.(this, src, obj);
          if (player !== undefined) controls.push({ timestamp: src.timestamp, player });
        }
      }
      if (controls.length > 1) controls.sort((a, b) => a.timestamp - b.timestamp);
      for (const c of controls) ch.controller = c.player;
    }
    // Layer 4: "becomes a ... creature" adds types; its power/toughness is a layer 7b setting, applied here
    // so that the modifications of characteristics() come on top of it.
    for (const e of applying) {
      if (e.change.kind !== 'becomeCreature') continue;
      ch.types = withAdded(ch.types, 'Creature');
      for (const t of e.change.addSubtypes) ch.subtypes = withAdded(ch.subtypes, t);
      ch.power = e.change.power;
      ch.toughness = e.change.toughness;
    }
    // Layer 4 and 7b from static abilities ("Each other non-Aura enchantment is a creature ... with base
    // power and toughness equal to its mana value"), in the timestamp order of their sources.
    const animators = this.sourcesWith('animate');
    for (const src of animators.length > 1 ? [...animators].sort((a, b) => a.timestamp - b.timestamp) : animators) {
      for (const s of this.behaviour(src)?.statics ?? []) {
        const pt = s.animate?.(this, src, obj);
        if (!pt) continue;
        ch.types = withAdded(ch.types, 'Creature');
        ch.power = pt.power;
        ch.toughness = pt.toughness;
      }
    }
    // Layer 4: land type changes (305.7: the new basic land type replaces all its land types).
    for (const e of applying) {
      if (e.change.kind !== 'setLandType') continue;
      ch.subtypes = withAdded(without(ch.subtypes, LAND_TYPES), e.change.landType);
    }
    // Bestowed Auras are not creatures (702.103).
    if (obj.bestowed) { ch.types = without(ch.types, ['Creature']); ch.subtypes = withAdded(ch.subtypes, 'Aura'); }
    return ch;
  }

  /** All layers: abilities (6) and power/toughness (7) on top of the core. */
  characteristics(obj: GameObject): Characteristics {
    const memo = this.fullMemo?.get(obj);
    if (memo) return memo;
    const computed = this.computeCharacteristics(obj);
    if (this.inReading) (this.fullMemo ??= new Map()).set(obj, computed);
    return computed;
  }

  private computeCharacteristics(obj: GameObject): Characteristics {
    // The layers below change the core's fields; its sets are never changed in place, so a shallow copy will do
    // (written out: a literal of a fixed shape is much cheaper than a spread on this hot path).
    const core = this.coreCharacteristics(obj);
    const ch: Characteristics = { types: core.types, subtypes: core.subtypes, supertypes: core.supertypes, keywords: core.keywords, power: core.power, toughness: core.toughness, controller: core.controller, colors: core.colors };
    if (obj.zone !== 'battlefield') return ch;
    const applying = this.effectsOn(obj);
    const statics = this.staticEffectsOn(obj, ch);
    if (applying.length > 0) {
      for (const e of applying) if (e.change.kind === 'addKeyword') ch.keywords = withAdded(ch.keywords, e.change.keyword);
    }
    for (const s of statics) if (s.addKeyword) ch.keywords = withAdded(ch.keywords, s.addKeyword);
    if (applying.length > 0) {
      for (const e of applying) if (e.change.kind === 'pt') { ch.power += e.change.power; ch.toughness += e.change.toughness; }
    }
    for (const s of statics) { ch.power += s.power ?? 0; ch.toughness += s.toughness ?? 0; }
    const plus = obj.counters.get('+1/+1') ?? 0;
    const minus = obj.counters.get('-1/-1') ?? 0;
    ch.power += plus - minus;
    ch.toughness += plus - minus;
    return ch;
  }

  private effectsOn(obj: GameObject): readonly ContinuousEffect[] {
    if (this.effects.length === 0) return NO_EFFECTS;
    const { affects, applies } = this.seams.effects;
    const applying = this.effects.filter((e) => applies(this, e) && affects(this, e, obj));
    return applying.length > 1 ? applying.sort((a, b) => a.timestamp - b.timestamp) : applying;
  }

  controller(obj: GameObject): PlayerId {
    return this.coreCharacteristics(obj).controller;
  }

  has(obj: GameObject, keyword: string): boolean {
    return this.characteristics(obj).keywords.has(keyword);
  }

  isType(obj: GameObject, type: string): boolean {
    return this.coreCharacteristics(obj).types.has(type);
  }

  hasSubtype(obj: GameObject, subtype: string): boolean {
    return this.coreCharacteristics(obj).subtypes.has(subtype);
  }

  /** Modifications from static abilities of permanents that exist (layers 6 and 7). */
  private staticEffectsOn(obj: GameObject, core: Characteristics): { power?: number; toughness?: number; addKeyword?: string }[] {
    const sources = this.seams.seesPhasedOut('statics') ? [...this.battlefield.values(), ...this.phasedOut.values()] : this.sourcesWith('modify');
    if (sources.length === 0) return [];
    const out: { power?: number; toughness?: number; addKeyword?: string }[] = [];
    for (const src of sources) {
      const b = this.behaviour(src);
      if (!b?.statics) continue;
      for (const s of b.statics) {
        const m = s.modify?.(this, src, obj, core);
        if (m) out.push(m);
      }
    }
    return out;
  }

  /** How many static abilities of existing permanents grant the keyword to obj (each is an instance, 702.26p). */
  staticKeywordGrants(obj: GameObject, keyword: string): number {
    return this.staticEffectsOn(obj, this.coreCharacteristics(obj)).filter((m) => m.addKeyword === keyword).length;
  }

  /**
   * Cards the owner has outside the game (a Wish's sideboard). Fixtures give no sideboard, so there
   * are none; phased-out permanents are on the battlefield, never outside the game (702.26d).
   */
  cardsOutsideTheGame(owner: PlayerId): GameObject[] {
    return [...this.phasedOutFor('outside-the-game')].filter((o) => o.owner === owner);
  }

  /** Effects like "Permanents can't phase in" / "can't phase out" from static abilities and resolved effects. */
  cantPhaseIn(obj: GameObject): boolean {
    if (this.effects.some((e) => e.change.kind === 'cantPhaseIn' && this.seams.effects.applies(this, e) && e.affected.some((r) => r.id === obj.id && r.incarnation === obj.incarnation))) return true;
    return this.permanents().some((src) => this.behaviour(src)?.forbidsPhasing?.(this, src, obj, 'in') === true);
  }

  cantPhaseOut(obj: GameObject): boolean {
    if (this.effects.some((e) => e.change.kind === 'cantPhaseOut' && e.affected.some((r) => r.id === obj.id && r.incarnation === obj.incarnation))) return true;
    return this.permanents().some((src) => this.behaviour(src)?.forbidsPhasing?.(this, src, obj, 'out') === true);
  }

  // ---------------------------------------------------------------- events and triggers

  /**
   * Offers an event to triggered abilities. `lookBack` objects are sources as they were just before
   * the event (603.10: leaves-the-battlefield and phases-out abilities look back in time).
   */
  emit(ev: GameEvent, lookBack: GameObject[] = []): void {
    // Deciding which abilities trigger changes nothing, so it reads one memoized state.
    this.reading(() => this.offerEvent(ev, lookBack));
  }

  private offerEvent(ev: GameEvent, lookBack: GameObject[]): void {
    let sources: Iterable<GameObject> = this.permanents();
    if (lookBack.length > 0) {
      const all = new Set<GameObject>(sources);
      for (const o of lookBack) all.add(o);
      sources = all;
    }
    for (const src of sources) {
      const b = this.behaviour(src);
      if (!b?.triggers) continue;
      const existsNow = this.isPhasedIn(src) || this.seams.seesPhasedOut('battlefield');
      for (const t of b.triggers) {
        if (t.event !== ev.type || t.delayedOnly) continue;
        if (!existsNow && !(t.lookBack && lookBack.includes(src))) continue;
        const data = t.matches(this, src, ev);
        if (data === false) continue;
        // One event with several occurrences (several Spirits phasing in) triggers once per occurrence (603.2c).
        if (Array.isArray(data)) { for (const d of data) this.trigger(src, t.key, d); continue; }
        this.trigger(src, t.key, data === true ? undefined : data);
      }
    }
    // 603.7c: a delayed triggered ability triggers only once, the next time its event happens.
    if (this.delayed.length === 0) return;
    for (const d of [...this.delayed]) {
      if (d.event !== ev.type || !d.matches(this, ev)) continue;
      this.delayed.splice(this.delayed.indexOf(d), 1);
      this.trigger(d.source, d.key, d.data, d.controller);
    }
  }

  trigger(src: GameObject, key: string, data?: unknown, controller?: PlayerId): void {
    this.triggerLog.push({ source: src.id, ability: key });
    this.pending.push({ source: src, sourceRef: this.ref(src), controller: controller ?? this.controller(src), key, data, order: this.pendingOrder++ });
  }

  // ---------------------------------------------------------------- zone changes

  /** Moves an object to another zone as a new object (400.7). Leaving the battlefield triggers. */
  moveTo(obj: GameObject, destination: Zone, opts: { triggers?: boolean } = {}): void {
    const from = obj.zone;
    // 614.1a: "If [it] would die this turn, exile it instead" (Gallifrey Falls) replaces dying.
    const dies = from === 'battlefield' && destination === 'graveyard' && this.isType(obj, 'Creature');
    const to: Zone = dies && this.effects.some((e) => e.change.kind === 'exileIfDies' && this.seams.effects.affects(this, e, obj)) ? 'exile' : destination;
    const wasOnBattlefield = from === 'battlefield';
    const before = wasOnBattlefield ? this.snapshotObject(obj) : undefined;
    this.battlefield.delete(obj.id);
    this.phasedOut.delete(obj.id);
    const si = this.stack.findIndex((s) => s.kind === 'spell' && s.source === obj);
    if (si >= 0) this.stack.splice(si, 1);
    obj.zone = to;
    obj.incarnation++;
    obj.timestamp = this.tick();
    obj.tapped = false;
    obj.counters = new Map();
    obj.damage = 0;
    obj.combat = null;
    obj.phased = null;
    obj.bestowed = false;
    obj.transformed = false; // 712.14: a double-faced card enters (and leaves) front face up
    obj.memory = {};
    obj.baseController = obj.owner;
    if (wasOnBattlefield) {
      obj.attachedTo = null;
      // Anything attached to it is now attached to an illegal object; SBAs deal with it (704.5m/n).
      if (opts.triggers !== false && before) this.emit({ type: 'leaves', obj: before, to }, [before]);
      // An attachment that leaves the battlefield becomes unattached; "becomes unattached" abilities
      // look back in time (603.10c), so its own such ability triggers although it has left.
      if (opts.triggers !== false && before?.attachedTo && this.seams.looksBack(this, 'unattached-leaving')) this.emit({ type: 'unattached', obj: before }, [before]);
      this.fireUntilLinks(before!);
    } else {
      obj.attachedTo = null;
    }
  }

  /** A frozen copy of an object as it was, for look-back triggers. */
  snapshotObject(obj: GameObject): GameObject {
    return { ...obj, counters: new Map(obj.counters), memory: { ...obj.memory }, combat: obj.combat ? { ...obj.combat } : null };
  }

  /** Puts a permanent onto the battlefield (a new object) under a controller. */
  enterBattlefield(obj: GameObject, controller: PlayerId, opts: { tapped?: boolean; attachTo?: GameObject['attachedTo'] } = {}): void {
    // Replacement effects look at the object as it is about to enter (still in its old zone).
    const tapped = (opts.tapped ?? false) || this.entersTapped(obj, controller);
    if (obj.zone !== 'battlefield') {
      this.battlefield.delete(obj.id);
      if (obj.zone !== 'stack') obj.incarnation++;
    }
    obj.zone = 'battlefield';
    obj.timestamp = this.tick();
    obj.baseController = controller;
    obj.tapped = tapped;
    obj.sick = true;
    obj.phased = null;
    obj.attachedTo = opts.attachTo ?? null;
    // History that "entered this turn" / echo conditions check (phasing in never sets it, 702.26d).
    obj.memory['enteredTurn'] = this.turnIndex;
    // 306.5b: a planeswalker enters with loyalty counters equal to its printed loyalty.
    if (obj.card.types.includes('Planeswalker') && obj.card.loyalty !== undefined && !obj.counters.has('loyalty')) obj.counters.set('loyalty', obj.card.loyalty);
    this.battlefield.set(obj.id, obj);
    this.emit({ type: 'enters', obj });
  }

  /**
   * Whether a replacement effect makes this object enter tapped (614.1c): its own ("enters tapped")
   * or one of a permanent that exists (Frozen Aether, Kismet). Only entering applies them: phasing
   * in is not entering (702.26d).
   */
  entersTapped(entering: GameObject, controller: PlayerId): boolean {
    const sources = [entering, ...this.permanents().filter((p) => p !== entering)];
    return sources.some((src) => this.behaviour(src)?.makesEnterTapped?.(this, src, entering, controller) === true);
  }

  createToken(cardName: string, controller: PlayerId, catalogue: (name: string) => CatalogueCard): GameObject {
    const obj: GameObject = {
      id: this.newObjectId(), card: catalogue(cardName), owner: controller, zone: 'library', token: true, incarnation: 0, timestamp: 0,
      baseController: controller, tapped: false, counters: new Map(), damage: 0, attachedTo: null, sick: true, combat: null, phased: null, bestowed: false, memory: {},
    };
    this.objects.set(obj.id, obj);
    this.enterBattlefield(obj, controller);
    return obj;
  }

  /** Whether an effect can affect the object: only permanents that exist (702.26b). */
  affectable(obj: GameObject): boolean {
    return this.isPhasedIn(obj) || (this.seams.seesPhasedOut('verb') && this.phasedOut.get(obj.id) === obj);
  }

  destroy(obj: GameObject): boolean {
    if (!this.affectable(obj)) return false;
    if (this.has(obj, 'indestructible')) return false;
    this.moveTo(obj, 'graveyard');
    return true;
  }

  /** Destroys several permanents at once ("destroy all ..."): one simultaneous event (see moveAllTo). */
  destroyAll(objs: GameObject[]): void {
    this.moveAllTo(objs.filter((o) => this.affectable(o) && !this.has(o, 'indestructible')), 'graveyard');
  }

  /**
   * Moves several permanents to a zone in one simultaneous event. Leaves-the-battlefield abilities
   * look back in time (603.10a), so each of them sees every object that left with it, itself included.
   */
  moveAllTo(objs: GameObject[], to: Zone): void {
    const before = objs.filter((o) => o.zone === 'battlefield').map((o) => ({ o, snap: this.snapshotObject(o), to }));
    for (const o of objs) this.moveTo(o, to, { triggers: false });
    const snaps = before.map((b) => b.snap);
    for (const b of before) this.emit({ type: 'leaves', obj: b.snap, to: b.o.zone }, snaps);
  }

  /** 701.21a: a player sacrifices a permanent they control. A phased-out permanent can't be sacrificed (702.26b). */
  sacrifice(obj: GameObject, player: PlayerId): boolean {
    if (!this.affectable(obj) || this.controller(obj) !== player) return false;
    this.moveTo(obj, 'graveyard');
    return true;
  }

  /** Exiles a permanent (or a card in another zone). A phased-out permanent can't be affected (702.26b). */
  exile(obj: GameObject): boolean {
    if (obj.zone === 'battlefield' && !this.affectable(obj)) return false;
    this.moveTo(obj, 'exile');
    return true;
  }

  /** Returns a permanent to its owner's hand (a phased-out one can't be affected, 702.26b). */
  returnToHand(obj: GameObject): boolean {
    if (obj.zone === 'battlefield' && !this.affectable(obj)) return false;
    this.moveTo(obj, 'hand');
    return true;
  }

  /** Creates a delayed triggered ability (603.7a). */
  addDelayed(d: DelayedTrigger): void {
    this.delayed.push(d);
  }

  /** 506.4: removes a permanent from combat. Creatures attacking it keep attacking (506.4c); creatures it blocked stay blocked (509.1h). */
  removeFromCombat(obj: GameObject): void {
    this.seams.combat.removing(this, obj);
    obj.combat = null;
  }

  /**
   * Whether "until [watched] leaves the battlefield" has already happened, for a one-shot effect
   * about to begin (610.3c, 610.4b, 610.4c): the watched permanent is gone or is a new object. A
   * phased-out permanent hasn't left the battlefield (702.26d).
   */
  untilEventPassed(watch: ObjectRef): boolean {
    return this.seams.until.eventPassed(this, watch);
  }

  /**
   * Ends "until [this] leaves the battlefield" links when the watched object leaves (not when it
   * phases out): the second one-shot effect happens immediately after the event (610.4, 610.3).
   */
  fireUntilLinks(left: GameObject): void {
    for (const [id, link] of [...this.untilLinks]) {
      if (link.watch.id !== left.id || link.watch.incarnation !== left.incarnation) continue;
      this.untilLinks.delete(id);
      if (link.kind === 'phaseIn') {
        // 610.4a: only a permanent still phased out *this way* phases in; one that phased in by another
        // effect has used the link up, even if it has phased out again since.
        const objs = link.objects.map((r) => this.phasedOut.get(r.id)).filter((o): o is GameObject => !!o && this.seams.until.stillLinked(o, id) && o.incarnation === link.objects.find((r) => r.id === o.id)!.incarnation);
        this.seams.until.phaseInLinked(this, objs, link.tapOnPhaseIn);
      } else {
        for (const r of link.objects) {
          const o = this.objects.get(r.id);
          if (o && o.zone === 'exile' && o.incarnation === r.incarnation) this.enterBattlefield(o, o.owner);
        }
      }
    }
  }

  // ---------------------------------------------------------------- damage, life

  /**
   * Deals damage (120.3). `source` is the object dealing it, when there is one (combat damage,
   * spells, abilities): lifelink (702.15b) and prevention by source need it.
   */
  dealDamage(target: { player: PlayerId } | { object: GameObject }, amount: number, source?: GameObject): void {
    if (amount <= 0) return;
    if ('player' in target) {
      const p = this.player(target.player);
      if (!p.inGame || this.damageToPlayerPrevented(p.id)) return;
      // 120.3a: damage to a player causes that much life loss; with "your life total can't change"
      // the damage is still dealt (lifelink, triggers) but the life total stays (Teferi's Protection ruling 2017-08-25).
      this.loseLife(p, amount);
      // History such as The Fallen's "each opponent it has dealt damage to this game" (kept through phasing, 702.26d).
      if (source) source.memory['damagedPlayers'] = [...new Set([...((source.memory['damagedPlayers'] as PlayerId[] | undefined) ?? []), p.id])];
      this.afterDamageDealt(amount, source);
      return;
    }
    const obj = target.object;
    if (!this.affectable(obj)) return;
    if (this.isType(obj, 'Planeswalker')) {
      obj.counters.set('loyalty', Math.max(0, (obj.counters.get('loyalty') ?? 0) - amount));
    } else obj.damage += amount;
    this.afterDamageDealt(amount, source);
  }

  /** 702.15b: damage dealt by a source with lifelink also causes its controller to gain that much life. */
  private afterDamageDealt(amount: number, source: GameObject | undefined): void {
    if (source && this.has(source, 'lifelink')) this.gainLife(this.player(this.controller(source)), amount);
  }

  /** Whether a resolved effect says damage can't be prevented (615.12; Flaring Pain). */
  damageCantBePrevented(): boolean {
    return this.effects.some((e) => e.change.kind === 'damageCantBePrevented');
  }

  /** Whether an effect of that kind applies to the player (Teferi's Protection: 119.7, 119.8, 702.16j). */
  playerHas(player: PlayerId, kind: 'lifeCantChange' | 'protectionFromEverything'): boolean {
    return this.effects.some((e) => e.change.kind === kind && e.change.player === player);
  }

  /**
   * 800.4c: when an effect giving a player control of an object ends, no other effect gives it to
   * a player in the game, and the player who controls it by default has left, it is exiled (not a
   * state-based action: callers run this where control effects end). A phased-out permanent is
   * exiled too (702.26n), without triggering anything: it is treated as though it doesn't exist.
   */
  exileWhereDefaultControllerLeft(): void {
    if (!this.seams.leaving(this, 'control-end-exile')) return;
    for (const id of [...this.controlledAwayFromDepartedDefault]) {
      const o = this.objects.get(id);
      if (!o || o.zone !== 'battlefield') { this.controlledAwayFromDepartedDefault.delete(id); continue; }
      if (this.controller(o) !== o.baseController) continue; // still given to a player in the game
      this.controlledAwayFromDepartedDefault.delete(id);
      this.moveTo(o, 'exile', { triggers: this.isPhasedIn(o) });
    }
  }

  /**
   * Permanents whose default controller left the game while an effect gave them to another player
   * (so 800.4a didn't exile them): 800.4c exiles them once no such effect remains. Set by leaveGame.
   */
  readonly controlledAwayFromDepartedDefault = new Set<ObjectId>();

  /**
   * Whether damage about to be dealt to the player is prevented (615): by protection from
   * everything (702.16j) or a static prevention ability (Glacial Chasm), unless damage can't be prevented.
   */
  damageToPlayerPrevented(player: PlayerId): boolean {
    if (this.damageCantBePrevented()) return false;
    if (this.seams.players.protectedFrom(this, player, 'damage')) return true;
    return this.permanents().some((src) => this.behaviour(src)?.preventsDamageToPlayer?.(this, src, player) === true);
  }

  /** A player with protection from everything (702.16j), e.g. from Teferi's Protection until their next turn. */
  hasProtectionFromEverything(player: PlayerId): boolean {
    return this.playerHas(player, 'protectionFromEverything');
  }

  /**
   * "Your life total can't change" (Teferi's Protection): the player can neither gain nor lose life
   * (119.7, 119.8). Every life change, payment and exchange asks here.
   */
  lifeCantChange(p: Player): boolean {
    return this.seams.players.lifeCantChange(this, p);
  }

  loseLife(p: Player, amount: number): void {
    if (amount <= 0 || this.lifeCantChange(p)) return; // 119.8
    p.life -= amount;
  }

  gainLife(p: Player, amount: number): void {
    if (amount <= 0 || this.lifeCantChange(p)) return; // 119.7
    p.life += amount;
  }

  /** 119.4, 119.8: a player can pay N life only with at least N life, and (N > 0) only if their life total can change. */
  canPayLife(p: Player, amount: number): boolean {
    return amount === 0 || (p.life >= amount && !this.lifeCantChange(p));
  }

  /** "[Player]'s life total becomes N" (119.5): does nothing to a player whose life total can't change. */
  setLife(p: Player, n: number): void {
    if (n === p.life || this.lifeCantChange(p)) return;
    p.life = n;
  }

  /** Exchange life totals (119.7, 119.8): if either player's life total can't change, the exchange doesn't happen. */
  exchangeLife(a: Player, b: Player): void {
    if (a.life === b.life) return;
    if (this.lifeCantChange(a) || this.lifeCantChange(b)) return;
    [a.life, b.life] = [b.life, a.life];
  }

  // ---------------------------------------------------------------- continuous effects

  /** Creates a continuous effect; `describedBy` is the description its set was given by, if any (611.2c). */
  addEffect(e: Omit<ContinuousEffect, 'id' | 'timestamp'>, describedBy?: (o: GameObject) => boolean): ContinuousEffect {
    const full = { ...e, id: this.uid(), timestamp: this.tick() };
    // 800.4b: an object that would change to the control of a player who has left the game doesn't.
    const toDeparted = e.change.kind === 'control' && !this.player(e.change.player).inGame;
    if (toDeparted && this.seams.leaving(this, 'no-control-to-departed')) return full;
    this.effects.push(full);
    this.seams.effects.added(this, full, describedBy);
    return full;
  }

  /**
   * The set of objects a resolving effect locks in (611.2c). A phased-out permanent is never in it,
   * even if the effect names it (702.26e) — unless the edition predates 702.25e, when an effect
   * naming a permanent still records it.
   */
  lockedSet(candidates: GameObject[], how: SetGivenBy = 'named'): ObjectRef[] {
    return this.seams.effects.lockedSet(this, candidates, how);
  }

  /** The set locked in by a resolving effect given by a description ("creatures you control", 611.2c, 702.26e). */
  describedSet(test: (o: GameObject) => boolean): ObjectRef[] {
    const candidates = [...this.battlefield.values(), ...this.phasedOutFor('described-set')].filter(test);
    return this.seams.effects.lockedSet(this, candidates, 'described');
  }

  /**
   * The permanent a "for as long as" duration tracks, if the duration can still see it (611.2b). A
   * phased-out permanent is treated as though it doesn't exist, so the duration ends (702.26f).
   */
  tracked(ref: ObjectRef): GameObject | undefined {
    const o = this.battlefield.get(ref.id) ?? (this.seams.seesPhasedOut('duration') ? this.phasedOut.get(ref.id) : undefined);
    return o && o.incarnation === ref.incarnation ? o : undefined;
  }

  /** Whether the player still controls that object, for "for as long as you control ..." (611.2b, 702.26f). */
  stillControls(player: PlayerId, ref: ObjectRef): boolean {
    // A phased-out permanent is treated as not under its controller's control (702.26d), so the duration ends.
    const o = this.tracked(ref);
    return !!o && this.controller(o) === player;
  }

  /** The index of `player`'s next turn after the current one, in seat order (players who left are skipped). */
  nextTurnIndexOf(player: PlayerId): number {
    let idx = this.turnIndex;
    let cur = this.active;
    for (let k = 0; k < 2 * this.players.length + 1; k++) {
      cur = this.nextPlayerAfter(cur);
      idx++;
      if (cur === player) return idx;
    }
    return idx;
  }

  /** Creates a token named in the card catalogue under a player's control (111.2). */
  makeToken(cardName: string, controller: PlayerId): GameObject {
    return this.createToken(cardName, controller, this.cardNamed);
  }

  /**
   * Creates a "for as long as [condition]" effect (611.2b). If the condition doesn't hold as the
   * effect would begin, the effect does nothing: it neither starts and stops nor lasts forever.
   */
  addEffectForAsLongAs(e: Omit<ContinuousEffect, 'id' | 'timestamp' | 'duration'>, holds: () => boolean, description: string): ContinuousEffect | undefined {
    if (holds()) return this.addEffect({ ...e, duration: { kind: 'forAsLongAs', holds, description } });
    return this.seams.effects.neverStarted(this, e);
  }

  /** Ends at once every effect `ends` picks (their durations are over, 611.2a). */
  endEffects(ends: (e: ContinuousEffect) => boolean): void {
    for (let i = this.effects.length - 1; i >= 0; i--) if (ends(this.effects[i]!)) this.effects.splice(i, 1);
  }

  /** Ends effects whose duration is over ("for as long as" durations are checked continuously, 611.2b). */
  expireEffects(): void {
    this.expireDurations();
    // 800.4c: a control effect that just ended may leave a permanent whose default controller has left.
    this.exileWhereDefaultControllerLeft();
  }

  private expireDurations(): void {
    for (let i = this.effects.length - 1; i >= 0; i--) {
      const e = this.effects[i]!;
      const d = e.duration;
      if (d.kind !== 'forAsLongAs') continue;
      if (!this.seams.effects.forAsLongAsEnds(this, e, d.holds())) continue;
      this.effects.splice(i, 1);
      this.seams.effects.ended(this, e);
    }
  }
}

interface PrintedSets { types: ReadonlySet<string>; subtypes: ReadonlySet<string>; supertypes: ReadonlySet<string>; keywords: ReadonlySet<string>; colors: ReadonlySet<string> }
/** Printed characteristics as sets, computed once per catalogue card and shared (they never change). */
const printedCache = new WeakMap<CatalogueCard, PrintedSets>();
function printedCharacteristics(c: CatalogueCard): PrintedSets {
  let p = printedCache.get(c);
  if (!p) {
    p = {
      types: new Set(c.types),
      subtypes: new Set(c.subtypes ?? []),
      supertypes: new Set(c.supertypes ?? []),
      keywords: new Set(c.abilities.filter((a) => a.kind === 'keyword').map((a) => a.key)),
      colors: new Set(c.colors ?? (c.manaCost?.match(/[WUBRG]/g) ?? [])),
    };
    printedCache.set(c, p);
  }
  return p;
}

/** Which layer hooks a card's static abilities use, computed once per card behaviour. */
const staticKindCache = new WeakMap<CardBehaviour, Set<'control' | 'animate' | 'modify'>>();
function staticKinds(b: CardBehaviour): Set<'control' | 'animate' | 'modify'> {
  let kinds = staticKindCache.get(b);
  if (!kinds) {
    kinds = new Set();
    for (const st of b.statics ?? []) {
      if (st.control) kinds.add('control');
      if (st.animate) kinds.add('animate');
      if (st.modify) kinds.add('modify');
    }
    staticKindCache.set(b, kinds);
  }
  return kinds;
}

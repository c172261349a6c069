import type { CatalogueCard } from '../../../harness/generated/cards.js';
import type { FaultId } from '../faults.js';
import type { CardBehaviour } from '../cards/card-behaviour.js';
import { rulesFor, type EditionRules } from './editions.js';
import type {
  ContinuousEffect, GameObject, ObjectId, ObjectRef, PendingTrigger, Player, PlayerId, StackItem, Step, TriggerRecord, Zone,
} from './types.js';

/** The fixture asked for something illegal: the action is rejected and the state is unchanged. */
export class IllegalAction extends Error {}
/** The fixture left out a choice the engine needs, or uses something the engine does not implement. */
export class Unsupported extends Error {}

export const STEPS: readonly Step[] = ['untap', 'upkeep', 'draw', 'main1', 'beginCombat', 'declareAttackers', 'declareBlockers', 'combatDamage', 'endCombat', 'main2', 'end', 'cleanup'];

export interface Characteristics {
  types: Set<string>;
  subtypes: Set<string>;
  supertypes: Set<string>;
  keywords: Set<string>;
  power: number;
  toughness: number;
  controller: PlayerId;
}

/** A game event, offered to every triggered ability that could see it. */
export type GameEvent =
  | { type: 'enters'; obj: GameObject }
  | { type: 'leaves'; obj: GameObject; to: Zone }
  | { type: 'phasesOut'; objs: GameObject[] }
  | { type: 'phasesIn'; objs: GameObject[] }
  | { type: 'tapped'; obj: GameObject }
  | { type: 'attached'; obj: GameObject }
  | { type: 'unattached'; obj: GameObject }
  | { type: 'stepBegins'; step: Step; active: PlayerId }
  | { type: 'becomesTarget'; obj: GameObject; by: StackItem }
  | { type: 'attacks'; obj: GameObject };

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
  readonly battlefield = new Map<ObjectId, GameObject>();
  /** Phased-out permanents (their zone is still the battlefield, 702.26d). */
  readonly phasedOut = new Map<ObjectId, GameObject>();
  readonly stack: StackItem[] = [];
  readonly effects: ContinuousEffect[] = [];
  readonly pending: PendingTrigger[] = [];
  readonly triggerLog: TriggerRecord[] = [];
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
    readonly faults: ReadonlySet<FaultId>,
    readonly behaviours: ReadonlyMap<string, CardBehaviour>,
  ) {
    this.rules = rulesFor(edition);
  }

  fault(id: FaultId): boolean {
    return this.faults.has(id);
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

  /** Permanents that exist for the game: the phased-in ones (702.26b). */
  permanents(): GameObject[] {
    const list = [...this.battlefield.values()];
    // Fault: phased-out permanents leak into every battlefield reader.
    if (this.fault('phased-out-counted')) list.push(...this.phasedOut.values());
    return list;
  }

  /** The permanent an object reference designates, if it still exists as that object. */
  permanent(ref: ObjectRef): GameObject | undefined {
    const o = this.battlefield.get(ref.id) ?? (this.fault('phased-out-targetable') ? this.phasedOut.get(ref.id) : undefined);
    return o && o.incarnation === ref.incarnation ? o : undefined;
  }

  isPhasedIn(obj: GameObject): boolean {
    return this.battlefield.get(obj.id) === obj;
  }

  // ---------------------------------------------------------------- characteristics (layers 2, 4, 6, 7)

  /**
   * Layers 1-4 (copy, control, text, type): what static abilities consult to decide what they
   * affect, so that computing them never recurses into layers 6 and 7.
   */
  coreCharacteristics(obj: GameObject): Characteristics {
    const c = obj.card;
    const ch: Characteristics = {
      types: new Set(c.types),
      subtypes: new Set(c.subtypes ?? []),
      supertypes: new Set(c.supertypes ?? []),
      keywords: new Set(c.abilities.filter((a) => a.kind === 'keyword').map((a) => a.key)),
      power: c.power ?? 0,
      toughness: c.toughness ?? 0,
      controller: obj.baseController,
    };
    if (obj.zone !== 'battlefield') return ch;
    // Layer 2: control, in timestamp order.
    for (const e of this.effectsOn(obj)) if (e.change.kind === 'control') ch.controller = e.change.player;
    // Bestowed Auras are not creatures (702.103).
    if (obj.bestowed) { ch.types.delete('Creature'); ch.subtypes.add('Aura'); }
    return ch;
  }

  /** All layers: abilities (6) and power/toughness (7) on top of the core. */
  characteristics(obj: GameObject): Characteristics {
    const ch = this.coreCharacteristics(obj);
    if (obj.zone !== 'battlefield') return ch;
    const applying = this.effectsOn(obj);
    const statics = this.staticEffectsOn(obj, ch);
    for (const e of applying) if (e.change.kind === 'addKeyword') ch.keywords.add(e.change.keyword);
    for (const s of statics) if (s.addKeyword) ch.keywords.add(s.addKeyword);
    for (const e of applying) if (e.change.kind === 'pt') { ch.power += e.change.power; ch.toughness += e.change.toughness; }
    for (const s of statics) { ch.power += s.power ?? 0; ch.toughness += s.toughness ?? 0; }
    const plus = obj.counters.get('+1/+1') ?? 0;
    const minus = obj.counters.get('-1/-1') ?? 0;
    ch.power += plus - minus;
    ch.toughness += plus - minus;
    return ch;
  }

  private effectsOn(obj: GameObject): ContinuousEffect[] {
    return this.effects.filter((e) => e.affected.some((r) => r.id === obj.id && r.incarnation === obj.incarnation)).sort((a, b) => a.timestamp - b.timestamp);
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
    const out: { power?: number; toughness?: number; addKeyword?: string }[] = [];
    const sources = this.fault('phased-out-statics-apply') ? [...this.battlefield.values(), ...this.phasedOut.values()] : this.permanents();
    for (const src of sources) {
      const b = this.behaviour(src);
      if (!b?.statics) continue;
      for (const s of b.statics) {
        const m = s.modify(this, src, obj, core);
        if (m) out.push(m);
      }
    }
    return out;
  }

  /** Effects like "Permanents can't phase in" / "can't phase out" from static abilities and resolved effects. */
  cantPhaseIn(obj: GameObject): boolean {
    if (this.effects.some((e) => e.change.kind === 'cantPhaseIn' && e.affected.some((r) => r.id === obj.id && r.incarnation === obj.incarnation))) return true;
    return this.permanents().some((src) => this.behaviour(src)?.forbidsPhasing?.(this, src, obj, 'in') === true);
  }

  cantPhaseOut(obj: GameObject): boolean {
    return this.permanents().some((src) => this.behaviour(src)?.forbidsPhasing?.(this, src, obj, 'out') === true);
  }

  // ---------------------------------------------------------------- events and triggers

  /**
   * Offers an event to triggered abilities. `lookBack` objects are sources as they were just before
   * the event (603.10: leaves-the-battlefield and phases-out abilities look back in time).
   */
  emit(ev: GameEvent, lookBack: GameObject[] = []): void {
    const sources = new Set<GameObject>(this.permanents());
    for (const o of lookBack) sources.add(o);
    for (const src of sources) {
      const b = this.behaviour(src);
      if (!b?.triggers) continue;
      const existsNow = this.isPhasedIn(src) || this.fault('phased-out-counted');
      for (const t of b.triggers) {
        if (t.event !== ev.type) continue;
        if (!existsNow && !(t.lookBack && lookBack.includes(src))) continue;
        const data = t.matches(this, src, ev);
        if (data === false) continue;
        this.trigger(src, t.key, data === true ? undefined : data);
      }
    }
  }

  trigger(src: GameObject, key: string, data?: unknown, controller?: PlayerId): void {
    this.triggerLog.push({ source: src.id, ability: key });
    this.pending.push({ source: src, sourceRef: this.ref(src), controller: controller ?? this.controller(src), key, data, order: this.pendingOrder++ });
  }

  // ---------------------------------------------------------------- zone changes

  /** Moves an object to another zone as a new object (400.7). Leaving the battlefield triggers. */
  moveTo(obj: GameObject, to: Zone, opts: { triggers?: boolean } = {}): void {
    const from = obj.zone;
    const wasOnBattlefield = from === 'battlefield';
    const before = wasOnBattlefield ? this.snapshotObject(obj) : undefined;
    this.battlefield.delete(obj.id);
    this.phasedOut.delete(obj.id);
    const si = this.stack.findIndex((s) => s.kind === 'spell' && s.source === obj);
    if (si >= 0) this.stack.splice(si, 1);
    if (from === 'hand' && !obj.token) { /* named hand cards are counted from their zone */ }
    obj.zone = to;
    obj.incarnation++;
    obj.timestamp = this.tick();
    obj.tapped = false;
    obj.counters = new Map();
    obj.damage = 0;
    obj.combat = null;
    obj.phased = null;
    obj.bestowed = false;
    obj.memory = {};
    obj.baseController = obj.owner;
    if (wasOnBattlefield) {
      obj.attachedTo = null;
      // Anything attached to it is now attached to an illegal object; SBAs deal with it (704.5m/n).
      if (opts.triggers !== false && before) this.emit({ type: 'leaves', obj: before, to }, [before]);
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
    if (obj.zone !== 'battlefield') {
      this.battlefield.delete(obj.id);
      if (obj.zone !== 'stack') obj.incarnation++;
    }
    obj.zone = 'battlefield';
    obj.timestamp = this.tick();
    obj.baseController = controller;
    obj.tapped = opts.tapped ?? false;
    obj.sick = true;
    obj.phased = null;
    obj.attachedTo = opts.attachTo ?? null;
    this.battlefield.set(obj.id, obj);
    this.emit({ type: 'enters', obj });
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

  /**
   * Whether an effect can affect the object: only permanents that exist. Under the targeting fault
   * a phased-out target that was (wrongly) kept legal is affected too, as in real engine bugs (B-01).
   */
  affectable(obj: GameObject): boolean {
    return this.isPhasedIn(obj) || this.fault('phased-out-counted') || (this.fault('phased-out-targetable') && this.phasedOut.get(obj.id) === obj);
  }

  destroy(obj: GameObject): boolean {
    if (!this.affectable(obj)) return false;
    if (this.has(obj, 'indestructible')) return false;
    this.moveTo(obj, 'graveyard');
    return true;
  }

  removeFromCombat(obj: GameObject): void {
    if (!obj.combat) return;
    if (obj.combat.blocking) {
      // 509.1h: the attackers it blocked remain blocked.
    }
    obj.combat = null;
  }

  /** Ends "until [this] leaves the battlefield" links when the watched object leaves (not when it phases out). */
  private fireUntilLinks(left: GameObject): void {
    for (const [id, link] of [...this.untilLinks]) {
      if (link.watch.id !== left.id || link.watch.incarnation !== left.incarnation) continue;
      this.untilLinks.delete(id);
      if (link.kind === 'phaseIn') {
        const objs = link.objects.map((r) => this.phasedOut.get(r.id)).filter((o): o is GameObject => !!o && o.phased?.untilLink === id && o.incarnation === link.objects.find((r) => r.id === o.id)!.incarnation);
        this.phaseInHook?.(objs, { tapped: link.tapOnPhaseIn });
      } else {
        for (const r of link.objects) {
          const o = this.objects.get(r.id);
          if (o && o.zone === 'exile' && o.incarnation === r.incarnation) this.enterBattlefield(o, o.owner);
        }
      }
    }
  }

  /** Set by the phasing module (kept separate so this file has no dependency cycle). */
  phaseInHook?: (objs: GameObject[], opts: { tapped?: boolean }) => void;

  // ---------------------------------------------------------------- damage, life

  dealDamage(target: { player: PlayerId } | { object: GameObject }, amount: number): void {
    if (amount <= 0) return;
    if ('player' in target) {
      const p = this.player(target.player);
      if (p.protectionFromEverythingUntilTurnOf !== undefined) return; // 702.16j: all damage prevented
      this.loseLife(p, amount);
      return;
    }
    const obj = target.object;
    if (!this.affectable(obj)) return;
    if (this.isType(obj, 'Planeswalker')) {
      obj.counters.set('loyalty', Math.max(0, (obj.counters.get('loyalty') ?? 0) - amount));
      return;
    }
    obj.damage += amount;
  }

  loseLife(p: Player, amount: number): void {
    if (p.lifeCantChangeUntilTurnOf !== undefined) return; // 119.8 via "your life total can't change"
    p.life -= amount;
  }

  gainLife(p: Player, amount: number): void {
    if (p.lifeCantChangeUntilTurnOf !== undefined) return;
    p.life += amount;
  }

  // ---------------------------------------------------------------- continuous effects

  addEffect(e: Omit<ContinuousEffect, 'id' | 'timestamp'>): ContinuousEffect {
    const full = { ...e, id: this.uid(), timestamp: this.tick() };
    this.effects.push(full);
    return full;
  }

  /**
   * The set of objects a resolving effect locks in (611.2c). A phased-out permanent is never in it,
   * even if the effect names it (702.26e) — unless the edition predates 702.25e, when an effect
   * naming a permanent still records it.
   */
  lockedSet(candidates: GameObject[]): ObjectRef[] {
    const namedPhasedOutIncluded = this.fault('ce-set-includes-phased-out') || !this.rules['PH-CE-SET'];
    return candidates.filter((o) => this.isPhasedIn(o) || (namedPhasedOutIncluded && o.phased !== null)).map((o) => this.ref(o));
  }

  /** Whether the player still controls that object, for "for as long as you control ..." (611.2b, 702.26f). */
  stillControls(player: PlayerId, ref: ObjectRef): boolean {
    // A phased-out permanent is treated as not under its controller's control (702.26d), so the duration ends.
    const o = this.battlefield.get(ref.id) ?? (this.fault('for-as-long-as-survives') ? this.phasedOut.get(ref.id) : undefined);
    return !!o && o.incarnation === ref.incarnation && this.controller(o) === player;
  }

  /** Ends effects whose duration is over ("for as long as" durations are checked continuously, 611.2b). */
  expireEffects(): void {
    for (let i = this.effects.length - 1; i >= 0; i--) {
      const d = this.effects[i]!.duration;
      if (d.kind === 'forAsLongAs' && !d.holds()) this.effects.splice(i, 1);
    }
  }
}

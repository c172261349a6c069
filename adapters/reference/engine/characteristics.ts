import type { CatalogueCard } from '../../../harness/generated/cards.js';
import type { Game } from './game-interface.js';
import { LAND_TYPES } from './vocabulary.js';
import type { Characteristics, ContinuousEffect, GameObject, PlayerId } from './types.js';
import { halfOnStack } from './split-cards.js';
import type { StaticKind } from './battlefield.js';

const NO_EFFECTS: readonly ContinuousEffect[] = [];

/** The set with `value` in it: the same set when it already is, a new one otherwise (sets are shared). */
function withAdded(set: ReadonlySet<string>, value: string): ReadonlySet<string> {
  return set.has(value) ? set : new Set(set).add(value);
}

/**
 * The set with every one of `values` in it, copied at most once: "is every creature type" adds some
 * 290 subtypes, and a copy per subtype made each such object's characteristics cost quadratic time.
 */
function withAllAdded(set: ReadonlySet<string>, values: Iterable<string>): ReadonlySet<string> {
  let out: Set<string> | undefined;
  for (const v of values) if (!(out ?? set).has(v)) (out ??= new Set(set)).add(v);
  return out ?? set;
}

/** The set without any of `values`: the same set when it has none of them, a new one otherwise. */
function without(set: ReadonlySet<string>, values: readonly string[]): ReadonlySet<string> {
  if (!values.some((v) => set.has(v))) return set;
  const out = new Set(set);
  for (const v of values) out.delete(v);
  return out;
}

/**
 * 202.2: an object is the color or colors of the mana symbols in its mana cost. The one reading of that rule, for a
 * card's printed colors (unless its catalogue entry gives them, as a color indicator does) and for the half of a
 * split card cast (709.3b).
 */
function colorsOfManaCost(manaCost: string | undefined): ReadonlySet<string> {
  return new Set(manaCost?.match(/[WUBRG]/g) ?? []);
}

interface PrintedSets {
  types: ReadonlySet<string>;
  subtypes: ReadonlySet<string>;
  supertypes: ReadonlySet<string>;
  keywords: ReadonlySet<string>;
  colors: ReadonlySet<string>;
}
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
      colors: c.colors ? new Set(c.colors) : colorsOfManaCost(c.manaCost),
    };
    printedCache.set(c, p);
  }
  return p;
}

/**
 * The layers (613): an object's characteristics from its printed card, the continuous effects
 * that apply to it and the static abilities of the permanents that exist.
 */
export class Layers {
  constructor(private readonly g: Game) {}

  /** Characteristics memoized while `reading` runs (made on first use); undefined otherwise, as state may change at any time. */
  private coreMemo: Map<GameObject, Characteristics> | undefined;
  private fullMemo: Map<GameObject, Characteristics> | undefined;
  private inReading = false;

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
    // 709.3b: a split card's spell has only the characteristics of the half cast (709.4: combined elsewhere).
    const half = halfOnStack(this.g, obj);
    if (half) {
      ch.types = new Set(half.types);
      ch.colors = colorsOfManaCost(half.manaCost);
    }
    // 712.8: a transformed double-faced permanent has only its back face's characteristics.
    const back = obj.transformed ? this.g.behaviour(obj)?.backFace : undefined;
    if (back) {
      ch.types = new Set(back.types);
      ch.subtypes = new Set(back.subtypes);
      ch.power = back.power;
      ch.toughness = back.toughness;
      ch.colors = new Set(back.colors);
      ch.keywords = new Set(back.keywords ?? []);
    }
    // Layer 4: subtypes a permanent's own static ability adds ("is the chosen type in addition to its other types").
    const ownSubtypes = obj.zone === 'battlefield' ? this.g.behaviour(obj)?.addsOwnSubtypes?.(this.g, obj) : undefined;
    if (ownSubtypes?.length) ch.subtypes = new Set([...ch.subtypes, ...ownSubtypes]);
    // Layer 5: a characteristic-setting color ability of the object itself (e.g. Alloy Golem's chosen color).
    const ownColors = this.g.behaviour(obj)?.colors?.(this.g, obj);
    if (ownColors) ch.colors = new Set(ownColors);
    if (obj.zone !== 'battlefield') return ch;
    const applying = this.effectsOn(obj);
    // Layer 2: control, from resolved effects and static abilities together, in timestamp order (613.7).
    const controllers = this.g.field.sourcesWith('control');
    if (applying.length > 0 || controllers.length > 0) {
      const controls: { timestamp: number; player: PlayerId }[] = [];
      for (const e of applying)
        if (e.change.kind === 'control') controls.push({ timestamp: e.timestamp, player: e.change.player });
      for (const src of controllers) {
        for (const s of this.g.behaviour(src)?.statics ?? []) {
          const player = s.control?.(this.g, src, obj);
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
      ch.subtypes = withAllAdded(ch.subtypes, e.change.addSubtypes);
      ch.power = e.change.power;
      ch.toughness = e.change.toughness;
    }
    // Layer 4: card types a resolved effect adds ("in addition to its other types"), before the static abilities,
    // whose reach can depend on them (613.8: March of the Machines animates what became an artifact).
    for (const e of applying) if (e.change.kind === 'addTypes') ch.types = withAllAdded(ch.types, e.change.types);
    this.applyStaticTypeChanges(obj, ch);
    // Layer 4: land type changes (305.7: the new basic land type replaces all its land types).
    for (const e of applying) {
      if (e.change.kind !== 'setLandType') continue;
      ch.subtypes = withAdded(without(ch.subtypes, LAND_TYPES), e.change.landType);
    }
    // Bestowed Auras are not creatures (702.103).
    if (obj.bestowed) {
      ch.types = without(ch.types, ['Creature']);
      ch.subtypes = withAdded(ch.subtypes, 'Aura');
    }
    return ch;
  }

  /**
   * Layer 4 (and 7b) from the static abilities of permanents (obj's own included): animation first, then
   * the subtypes they add, in that order because a subtype grant to creatures depends on animation (613.8).
   */
  private applyStaticTypeChanges(obj: GameObject, ch: Characteristics): void {
    // Layer 4 and 7b from static abilities ("Each other non-Aura enchantment is a creature ... with base
    // power and toughness equal to its mana value"), in the timestamp order of their sources.
    const animators = this.staticSources('animate');
    for (const src of animators.length > 1 ? [...animators].sort((a, b) => a.timestamp - b.timestamp) : animators) {
      for (const s of this.g.behaviour(src)?.statics ?? []) {
        const pt = s.animate?.(this.g, src, obj, ch);
        if (!pt) continue;
        ch.types = withAdded(ch.types, 'Creature');
        ch.power = pt.power;
        ch.toughness = pt.toughness;
      }
    }
    // Layer 4: subtypes other permanents' static abilities add; after animation, which can make obj a
    // creature they apply to (613.8 dependency), in the timestamp order of their sources.
    const typers = this.g.field.sourcesWith('subtypes');
    for (const src of typers.length > 1 ? [...typers].sort((a, b) => a.timestamp - b.timestamp) : typers) {
      for (const s of this.g.behaviour(src)?.statics ?? []) {
        const added = s.addSubtypes?.(this.g, src, obj, ch);
        if (added) ch.subtypes = withAllAdded(ch.subtypes, added);
      }
    }
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
    const ch: Characteristics = {
      types: core.types,
      subtypes: core.subtypes,
      supertypes: core.supertypes,
      keywords: core.keywords,
      power: core.power,
      toughness: core.toughness,
      controller: core.controller,
      colors: core.colors,
    };
    if (obj.zone !== 'battlefield') return ch;
    const applying = this.effectsOn(obj);
    const statics = this.staticEffectsOn(obj, ch);
    if (applying.length > 0) {
      for (const e of applying) {
        if (e.change.kind === 'addKeyword') ch.keywords = withAdded(ch.keywords, e.change.keyword);
        else if (e.change.kind === 'removeKeyword' && ch.keywords.has(e.change.keyword))
          ch.keywords = new Set([...ch.keywords].filter((k) => k !== (e.change as { keyword: string }).keyword));
      }
    }
    for (const s of statics) if (s.addKeyword) ch.keywords = withAdded(ch.keywords, s.addKeyword);
    if (applying.length > 0) {
      for (const e of applying)
        if (e.change.kind === 'pt') {
          ch.power += e.change.power;
          ch.toughness += e.change.toughness;
        }
    }
    for (const s of statics) {
      ch.power += s.power ?? 0;
      ch.toughness += s.toughness ?? 0;
    }
    const plus = obj.counters.get('+1/+1') ?? 0;
    const minus = obj.counters.get('-1/-1') ?? 0;
    ch.power += plus - minus;
    ch.toughness += plus - minus;
    return ch;
  }

  /**
   * Whether obj has the keyword, by all layers. A keyword comes only from the object's face (the printed card, or
   * the back face of a transformed one: the core), a continuous effect that adds it, or a static ability's
   * modification (computeCharacteristics). When none of these can give it, the answer is no without computing
   * the layers: the checks made each time a player would receive priority (ascend, daybound, nightbound) ask it of
   * every permanent, and computing every permanent's characteristics for them was a sixth of the engine's time.
   */
  hasKeyword(obj: GameObject, keyword: string): boolean {
    return this.mayGainKeyword(obj, keyword) && this.characteristics(obj).keywords.has(keyword);
  }

  /** Whether the layers could give obj the keyword: false only when none of its sources (see hasKeyword) can. */
  private mayGainKeyword(obj: GameObject, keyword: string): boolean {
    if (obj.transformed || printedCharacteristics(obj.card).keywords.has(keyword)) return true;
    if (obj.zone !== 'battlefield') return false;
    for (const e of this.g.effects) if (e.change.kind === 'addKeyword' && e.change.keyword === keyword) return true;
    // The sources staticEffectsOn asks: a static ability's modification may add any keyword.
    return this.g.seams.seesPhasedOut('statics') || this.g.field.sourcesWith('modify').length > 0;
  }

  private effectsOn(obj: GameObject): readonly ContinuousEffect[] {
    if (this.g.effects.length === 0) return NO_EFFECTS;
    const seams = this.g.seams.effects;
    const applying = this.g.effects.filter((e) => seams.applies(this.g, e) && seams.affects(this.g, e, obj));
    return applying.length > 1 ? applying.sort((a, b) => a.timestamp - b.timestamp) : applying;
  }

  /** Modifications from static abilities of permanents that exist (layers 6 and 7). */
  private staticEffectsOn(
    obj: GameObject,
    core: Characteristics,
  ): { power?: number; toughness?: number; addKeyword?: string }[] {
    const sources = this.staticSources('modify');
    if (sources.length === 0) return [];
    const out: { power?: number; toughness?: number; addKeyword?: string }[] = [];
    for (const src of sources) {
      const b = this.g.behaviour(src);
      if (!b?.statics) continue;
      for (const s of b.statics) {
        const m = s.modify?.(this.g, src, obj, core);
        if (m) out.push(m);
      }
    }
    return out;
  }

  /**
   * The permanents whose static abilities of that kind apply: those that exist (702.26b: a phased-out
   * permanent's static abilities have no effect); a faulty engine's 'statics' reader also takes phased-out ones.
   */
  private staticSources(kind: StaticKind): readonly GameObject[] {
    const existing = this.g.field.sourcesWith(kind);
    return this.g.seams.seesPhasedOut('statics') ? [...existing, ...this.g.phasedOutFor('statics')] : existing;
  }

  /** How many static abilities of existing permanents grant the keyword to obj (each is an instance, 702.26p). */
  staticKeywordGrants(obj: GameObject, keyword: string): number {
    return this.staticEffectsOn(obj, this.coreCharacteristics(obj)).filter((m) => m.addKeyword === keyword).length;
  }
}

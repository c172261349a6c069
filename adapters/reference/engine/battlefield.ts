import type { GameObject, ObjectId, ObjectRef, Permanent, PhasedOutReader, PhasedOutState } from './types.js';

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

/** The kinds of static ability the layers look for (control: layer 2; animate and subtypes: layer 4, 7b; modify: layers 6 and 7c). */
export type StaticKind = 'control' | 'animate' | 'subtypes' | 'modify';

/**
 * What the battlefield needs of a card behaviour (a `CardBehaviour`): which layer hooks its static
 * abilities have. Only that, so this module needs none of the types that name the game.
 */
interface StaticHooks {
  readonly statics?: readonly {
    readonly control?: unknown;
    readonly animate?: unknown;
    readonly addSubtypes?: unknown;
    readonly modify?: unknown;
  }[];
}

/** Which layer hooks a card's static abilities use, computed once per card behaviour. */
const staticKindCache = new WeakMap<StaticHooks, Set<StaticKind>>();
function staticKinds(b: StaticHooks): Set<StaticKind> {
  let kinds = staticKindCache.get(b);
  if (!kinds) {
    kinds = new Set();
    for (const st of b.statics ?? []) {
      if (st.control) kinds.add('control');
      if (st.animate) kinds.add('animate');
      if (st.addSubtypes) kinds.add('subtypes');
      if (st.modify) kinds.add('modify');
    }
    staticKindCache.set(b, kinds);
  }
  return kinds;
}

/**
 * The battlefield: the permanents on it, phased in or phased out (702.26d: phasing is no zone
 * change). Phased-out permanents are kept apart from the phased-in ones (the Pawl shape), so that
 * every rule that enumerates the battlefield sees only permanents that exist (702.26b) without
 * knowing about phasing. A permanent's status and the map it is in change together, here only.
 */
export class Battlefield {
  /** Phased-in permanents: those that exist. */
  readonly phasedIn = new MembershipMap();
  /** Phased-out permanents; each has its `phased` state. */
  readonly phasedOut = new MembershipMap();

  constructor(
    /** The engine's seams (only `seesPhasedOut` is asked here). */
    private readonly seams: { seesPhasedOut(reader: PhasedOutReader): boolean },
    private readonly behaviour: (obj: GameObject) => StaticHooks | undefined,
  ) {}

  /** Puts a permanent onto the battlefield, phased in (it entered, or setup placed it there). */
  put(obj: GameObject): void {
    obj.phased = null;
    this.phasedIn.set(obj.id, obj);
  }

  /** Places a permanent on the battlefield phased out (a fixture's setup). */
  putPhasedOut(obj: GameObject, state: PhasedOutState): void {
    obj.phased = state;
    this.phasedOut.set(obj.id, obj);
  }

  /** The permanent leaves the battlefield, or ceases to exist (phased in or out). */
  remove(obj: GameObject): void {
    this.phasedIn.delete(obj.id);
    this.phasedOut.delete(obj.id);
    obj.phased = null;
  }

  /** 702.26b: the permanent's status becomes phased out. */
  phaseOut(obj: GameObject, state: PhasedOutState): void {
    this.phasedIn.delete(obj.id);
    this.phasedOut.set(obj.id, obj);
    obj.phased = state;
  }

  /** 702.26c: the permanent's status becomes phased in. */
  phaseIn(obj: GameObject): void {
    this.phasedOut.delete(obj.id);
    this.phasedIn.set(obj.id, obj);
    obj.phased = null;
  }

  isPhasedIn(obj: GameObject): boolean {
    return this.phasedIn.get(obj.id) === obj;
  }

  /**
   * The door to phased-out permanents: the rules that may look at them name themselves as a
   * reader (the list, with each rule's clause, is `PhasedOutReader`'s comment in types.ts).
   */
  phasedOutFor(reader: PhasedOutReader): Iterable<GameObject> {
    return this.seams.seesPhasedOut(reader) ? this.phasedOut.values() : [];
  }

  /** The phased-out permanent with that id, for a reader that may see it (see `phasedOutFor`). */
  phasedOutById(reader: PhasedOutReader, id: ObjectId): GameObject | undefined {
    return this.seams.seesPhasedOut(reader) ? this.phasedOut.get(id) : undefined;
  }

  /** The permanent an object reference designates, if it still exists as that object (702.26b, 400.7). */
  permanent(ref: ObjectRef, reader: PhasedOutReader = 'handle'): Permanent | undefined {
    const o = this.permanentById(ref.id, reader);
    return o && o.incarnation === ref.incarnation ? o : undefined;
  }

  /** The permanent with that id (a fixture's name, a choice), if it exists (702.26b). */
  permanentById(id: ObjectId, reader: PhasedOutReader = 'handle'): Permanent | undefined {
    return (this.phasedIn.get(id) ?? this.phasedOutById(reader, id)) as Permanent | undefined;
  }

  /** The object as a permanent if it exists for that reader (it is phased in, or the reader may see it phased out). */
  asPermanent(obj: GameObject, reader: PhasedOutReader = 'handle'): Permanent | undefined {
    const o = this.permanentById(obj.id, reader);
    return o === obj ? o : undefined;
  }

  /**
   * The lists below are asked for hundreds of times per fixture and change only when a permanent
   * enters, leaves, phases in or phases out; they are rebuilt when the maps' versions say so. A
   * rebuilt list is a new array, so a caller still iterating an older one is not disturbed.
   */
  private membershipSeen = -1;
  private permanentsList: readonly Permanent[] = [];
  private sourcesByKind = new Map<StaticKind, readonly Permanent[]>();

  private refreshMembership(): void {
    const version = this.phasedIn.version * 1_000_003 + this.phasedOut.version;
    if (version === this.membershipSeen) return;
    this.membershipSeen = version;
    this.permanentsList = [...this.phasedIn.values(), ...this.phasedOutFor('battlefield')] as Permanent[];
    this.sourcesByKind = new Map();
  }

  /**
   * The permanents that exist, as a reader that enumerates them sees them: the same as `permanents()`
   * by the rules; a faulty engine's reader may also treat phased-out ones as existing (seams.ts).
   */
  existingFor(reader: PhasedOutReader): readonly Permanent[] {
    const existing = this.permanents();
    // Asked on every state-based check, mostly with nothing phased out: then no array is made (the seam is still
    // asked first, as phasedOutFor would).
    const seen = this.phasedOutFor(reader);
    if (this.phasedOut.size === 0) return existing;
    const alsoSeen = [...seen].filter((o) => !existing.includes(o as Permanent));
    return alsoSeen.length === 0 ? existing : [...existing, ...(alsoSeen as Permanent[])];
  }

  /** Permanents that exist for the game: the phased-in ones (702.26b), in the order they were put there. */
  permanents(): readonly Permanent[] {
    this.refreshMembership();
    return this.permanentsList;
  }

  /**
   * The existing permanents with a static ability of that kind. Characteristics are computed very
   * often (every type, controller and keyword question), and most permanents have no such ability,
   * so the layer loops look only at the few that do.
   */
  sourcesWith(kind: StaticKind): readonly Permanent[] {
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
}

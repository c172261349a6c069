import type { Game } from './game-interface.js';
import { phasedInPrepared } from './prepare.js';
import type { GameObject, ObjectRef, PlayerId } from './types.js';

/** The phased-in permanents attached to `host` (this very object, 400.7). */
export function attachmentsOf(g: Game, host: GameObject): GameObject[] {
  return [...g.battlefield.values()].filter(
    (a) =>
      a.attachedTo &&
      'object' in a.attachedTo &&
      a.attachedTo.object === host.id &&
      a.attachedTo.incarnation === host.incarnation,
  );
}

/** "Can't phase in": resolved effects (The Phasing of Zhalfir, Teferi) and static abilities ("Permanents can't phase in"). */
export function cantPhaseIn(g: Game, obj: GameObject): boolean {
  if (
    g.effects.some(
      (e) =>
        e.change.kind === 'cantPhaseIn' &&
        g.seams.effects.applies(g, e) &&
        e.affected.some((r) => r.id === obj.id && r.incarnation === obj.incarnation),
    )
  )
    return true;
  return g.permanents().some((src) => g.behaviour(src)?.forbidsPhasingIn?.(g, src, obj) === true);
}

/** "Can't phase out": resolved effects only (Spatial Binding, Ertai's Familiar); no static ability says it. */
export function cantPhaseOut(g: Game, obj: GameObject): boolean {
  return g.effects.some(
    (e) =>
      e.change.kind === 'cantPhaseOut' && e.affected.some((r) => r.id === obj.id && r.incarnation === obj.incarnation),
  );
}

/**
 * Phases out a set of permanents simultaneously (702.26b). Anything attached to them phases out
 * indirectly with them (702.26g); an object named directly but also attached to one of them phases
 * out indirectly only (702.26h). Returns the objects that phased out.
 */
export function phaseOut(g: Game, named: GameObject[], opts: { untilLink?: number } = {}): GameObject[] {
  const seams = g.seams.phaseOut;
  const batches = seams.batches(g, named);
  if (batches.length > 1) return batches.flatMap((batch) => phaseOut(g, batch, opts));
  // "Can't phase out" stops phasing out for any reason (Ertai's Familiar ruling 2008-04-01), not only the untap step's.
  const direct = new Set(named.filter((o) => g.isPhasedIn(o) && seams.can(g, o, 'directly')));
  const indirect = new Set<GameObject>();
  const queue = [...direct];
  while (queue.length > 0) {
    const host = queue.shift()!;
    for (const a of seams.attachedTo(g, host)) {
      if (indirect.has(a)) continue;
      // An attachment that can't phase out stays behind (Spatial Binding ruling 2012-07-01); SBAs then see it attached to a phased-out permanent.
      if (!seams.can(g, a, 'indirectly')) continue;
      if (direct.has(a) && seams.namedAndAttached(g, a) === 'directly') continue;
      indirect.add(a);
      direct.delete(a); // 702.26h
      queue.push(a);
    }
  }
  const all = [...direct, ...indirect];
  if (all.length === 0) return [];
  // Decide every "phased out under" before anything moves: the event is simultaneous, and a
  // control effect that ends because one of them phased out must not change another's schedule.
  const under = new Map<GameObject, PlayerId>(all.map((o) => [o, g.controller(o)]));
  const before = all.map((o) => g.snapshotObject(o));
  for (const o of all) {
    const phasedUnder = under.get(o)!;
    g.field.phaseOut(
      o,
      direct.has(o)
        ? { how: 'directly', under: phasedUnder, untilLink: opts.untilLink }
        : { how: 'indirectly', under: phasedUnder },
    );
    seams.each(g, o); // 506.4: removed from combat
  }
  // Abilities that trigger when a permanent phases out look back in time: 603.10b since 2016-11-11, and
  // before that the same words in 603.6d's list (checked in the 2011-02-04 Comprehensive Rules file).
  // Phasing out indirectly is phasing out: "whenever this phases out" abilities trigger too (702.26g; only
  // attach/unattach abilities are exempt, 702.26j).
  // A look-back source outside the event's objects matches no "whenever this phases out" trigger.
  const ev = seams.event(g, before);
  g.emit({ type: 'phasesOut', objs: ev.objs }, ev.lookBack);
  seams.after(g, before, all);
  g.expireEffects(); // 702.26f: "for as long as" durations that tracked them end now
  return all;
}

/**
 * 610.4: "[these permanents] phase out until [watched] leaves the battlefield". The link makes a
 * second one-shot effect phase them in immediately after that event (Game.fireUntilLinks); until
 * then the untap step leaves them alone (610.4a). If the event already happened after the spell or
 * ability was put on the stack or triggered, nothing phases out (610.4b, 610.4c): callers pass the
 * watched object as it was then, so a permanent that left and came back is a new object.
 * `tapOnPhaseIn`: "Tap that creature as it phases in this way" (Oubliette).
 */
export function phaseOutUntilLeaves(
  g: Game,
  objs: GameObject[],
  watch: ObjectRef,
  opts: { tapOnPhaseIn?: boolean } = {},
): GameObject[] {
  if (g.seams.until.phaseOutSkipped(g, g.untilEventPassed(watch))) return [];
  const tapOnPhaseIn = opts.tapOnPhaseIn ?? false;
  g.seams.until.beforePhasingOut(g, objs, tapOnPhaseIn);
  const link = g.uid();
  const out = phaseOut(g, objs, { untilLink: link });
  // Everything that phased out, attachments too: Game.fireUntilLinks phases in only the permanents still
  // directly phased out with this link (seams.until.stillLinked), and their attachments come with them.
  g.untilLinks.set(link, { watch, kind: 'phaseIn', objects: out.map((o) => g.ref(o)), tapOnPhaseIn });
  return out;
}

/**
 * Phases in directly phased-out permanents simultaneously (702.26c), bringing back what phased out
 * indirectly with them (702.26g). A directly phased-out attachment comes back attached only if its
 * object is still in the same zone (702.26i).
 */
export function phaseIn(g: Game, named: GameObject[], opts: { tapped?: boolean } = {}): GameObject[] {
  const seams = g.seams.phaseIn;
  const direct = named.filter(
    (o) => g.phasedOutById('phase-in', o.id) === o && o.phased?.how === 'directly' && seams.can(g, o),
  );
  const all: GameObject[] = [];
  const queue = [...direct];
  while (queue.length > 0) {
    const host = queue.shift()!;
    all.push(host);
    for (const a of g.phasedOutFor('phase-in')) {
      if (
        a.phased?.how === 'indirectly' &&
        a.attachedTo &&
        'object' in a.attachedTo &&
        a.attachedTo.object === host.id &&
        !all.includes(a) &&
        !queue.includes(a)
      )
        queue.push(a);
    }
  }
  if (all.length === 0) return [];
  seams.order(g, all, {
    statusChanges: () => phaseInStatus(g, all, direct, opts.tapped ?? false),
    // 603.10: triggers are checked with the continuous effects that exist once they are back.
    triggersChecked: () => g.emit({ type: 'phasesIn', objs: all }),
  });
  seams.after(g, all);
  return all;
}

/** Each permanent's status becomes phased in, and its attachment is settled (702.26c, g, i). */
function phaseInStatus(g: Game, all: GameObject[], direct: GameObject[], tapped: boolean): void {
  const seams = g.seams.phaseIn;
  const buried: GameObject[] = [];
  const bury = (o: GameObject) => void buried.push(o);
  for (const o of all) {
    const wasDirect = o.phased?.how === 'directly';
    const wasBestowed = o.bestowed;
    g.field.phaseIn(o);
    if (wasDirect && o.attachedTo) {
      const t = o.attachedTo;
      const stillThere =
        'object' in t
          ? g.onBattlefield({ id: t.object, incarnation: t.incarnation }, 'phase-in') !== undefined
          : g.player(t.player).inGame;
      if (!stillThere) o.attachedTo = null;
    }
    // 702.103g (702.102f from 2019-07-12): a bestowed Aura that phases in unattached stops being bestowed.
    if (o.bestowed && !o.attachedTo) o.bestowed = false;
    if (tapped && direct.includes(o)) o.tapped = true; // "tap it as it phases in": no becomes-tapped trigger
    phasedInPrepared(g, o); // 722.3c: "or phases in prepared"
    seams.each(g, o, { wasDirect, wasBestowed, bury });
  }
  for (const o of buried) g.moveTo(o, 'graveyard');
}

/**
 * The untap step's phasing event (502.1, 702.26a): the active player's phased-in permanents with
 * phasing phase out and, simultaneously, what phased out under that player phases in.
 */
export function untapStepPhasing(g: Game): void {
  const active = g.active;
  const untap = g.seams.untap;
  const goingOut = (): GameObject[] => [...g.battlefield.values()].filter((o) => untap.phasesOut(g, o, active));
  const comingIn = [...g.phasedOutFor('untap-phase-in')].filter((o) => untap.phasesIn(g, o, active));
  phasingEvent(g, goingOut, comingIn);
}

/**
 * One simultaneous phasing event (502.1, Time and Tide): which permanents phase out is decided
 * before anything phases in, so a permanent that phases in doesn't phase straight back out.
 */
export function phasingEvent(g: Game, goingOut: () => GameObject[], comingIn: GameObject[]): void {
  g.seams.untap.phasingEvent(g, {
    phaseOut: () => void phaseOut(g, goingOut()),
    phaseIn: () => void phaseIn(g, comingIn),
  });
}

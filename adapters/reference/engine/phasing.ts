import type { Game } from './game.js';
import type { GameObject, ObjectRef, PlayerId } from './types.js';

/** How many instances of phasing a permanent has (702.26p makes any number past one redundant). */
function phasingInstances(g: Game, obj: GameObject): number {
  const printed = obj.card.abilities.filter((a) => a.key === 'phasing').length;
  const granted = g.effects.filter((e) => e.change.kind === 'addKeyword' && e.change.keyword === 'phasing' && e.affected.some((r) => r.id === obj.id && r.incarnation === obj.incarnation)).length
    + g.staticKeywordGrants(obj, 'phasing');
  return printed + granted + (g.has(obj, 'phasing') && printed + granted === 0 ? 1 : 0);
}

function attachmentsOf(g: Game, host: GameObject): GameObject[] {
  return [...g.battlefield.values()].filter((a) => a.attachedTo && 'object' in a.attachedTo && a.attachedTo.object === host.id && a.attachedTo.incarnation === host.incarnation);
}

/**
 * Phases out a set of permanents simultaneously (702.26b). Anything attached to them phases out
 * indirectly with them (702.26g); an object named directly but also attached to one of them phases
 * out indirectly only (702.26h). Returns the objects that phased out.
 */
export function phaseOut(g: Game, named: GameObject[], opts: { untilLink?: number } = {}): GameObject[] {
  // "Can't phase out" stops phasing out for any reason (Ertai's Familiar ruling 2008-04-01), not only
  // the untap step's; the fault lets other effects through.
  const direct = new Set(named.filter((o) => g.isPhasedIn(o) && (!g.cantPhaseOut(o) || (g.fault('cant-phase-out-only-at-untap') && g.step !== 'untap'))));
  const indirect = new Set<GameObject>();
  if (!g.fault('no-indirect-phasing')) {
    const queue = [...direct];
    while (queue.length > 0) {
      const host = queue.shift()!;
      for (const a of attachmentsOf(g, host)) {
        if (indirect.has(a)) continue;
        // An attachment that can't phase out stays behind (Spatial Binding ruling 2012-07-01); SBAs then see it attached to a phased-out permanent.
        if (g.cantPhaseOut(a) && !g.fault('indirect-ignores-cant-phase-out')) continue;
        if (direct.has(a) && g.fault('indirect-upgraded-to-direct')) continue;
        indirect.add(a);
        direct.delete(a); // 702.26h
        queue.push(a);
      }
    }
  }
  const all = [...direct, ...indirect];
  if (all.length === 0) return [];
  // Decide every "phased out under" before anything moves: the event is simultaneous, and a
  // control effect that ends because one of them phased out must not change another's schedule.
  const under = new Map<GameObject, PlayerId>(all.map((o) => [o, g.controller(o)]));
  const before = all.map((o) => g.snapshotObject(o));
  for (const o of all) {
    g.battlefield.delete(o.id);
    g.phasedOut.set(o.id, o);
    o.phased = { how: direct.has(o) ? 'directly' : 'indirectly', under: under.get(o)!, ...(opts.untilLink !== undefined && direct.has(o) ? { untilLink: opts.untilLink } : {}) };
    if (!g.fault('no-removal-from-combat')) g.removeFromCombat(o); // 506.4
    if (g.fault('counters-dropped')) o.counters = new Map();
    if (g.fault('phase-out-clears-damage')) o.damage = 0;
  }
  if (g.fault('tokens-vanish')) for (const o of all) if (o.token) { g.phasedOut.delete(o.id); g.objects.delete(o.id); }
  // Abilities that trigger when a permanent phases out look back in time: 603.10b since 2016-11-11, and
  // before that the same words in 603.6d's list (checked in the 2011-02-04 Comprehensive Rules file).
  const lookBack = !g.fault('phase-out-no-lookback') ? before : [];
  // Phasing out indirectly is phasing out: "whenever this phases out" abilities trigger too (702.26g; only
  // attach/unattach abilities are exempt, 702.26j). The fault drops the indirect ones (divergence D-6).
  const phasedOutEvent = g.fault('indirect-phasing-no-phase-triggers') ? before.filter((o) => direct.has(g.objects.get(o.id)!)) : before;
  g.emit({ type: 'phasesOut', objs: phasedOutEvent }, lookBack.filter((o) => phasedOutEvent.includes(o)));
  if (g.fault('phasing-is-zone-change')) for (const o of before) g.emit({ type: 'leaves', obj: o, to: 'graveyard' }, [o]);
  if (g.fault('attach-triggers-on-phasing')) for (const o of before) if (o.attachedTo) g.emit({ type: 'unattached', obj: o }, [o]);
  // Fault: resolved effects on a permanent end as it phases out, as under the pre-2009 zone rules (502.15g).
  if (g.fault('effects-end-on-phase-out')) for (let k = g.effects.length - 1; k >= 0; k--) if (g.effects[k]!.affected.some((r) => all.some((o) => o.id === r.id))) g.effects.splice(k, 1);
  g.expireEffects(); // 702.26f: "for as long as" durations that tracked them end now
  // Fault: phasing out is taken for leaving, so "until [this] leaves the battlefield" effects happen.
  if (g.fault('until-link-fires-on-phase-out')) for (const o of before) g.fireUntilLinks(o);
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
export function phaseOutUntilLeaves(g: Game, objs: GameObject[], watch: ObjectRef, opts: { tapOnPhaseIn?: boolean } = {}): GameObject[] {
  if (g.untilEventPassed(watch) && !g.fault('phase-out-until-ignores-passed-event')) return [];
  if (opts.tapOnPhaseIn && g.fault('tapped-as-it-phases-out')) {
    for (const o of objs) if (g.isPhasedIn(o) && !o.tapped) { o.tapped = true; g.emit({ type: 'tapped', obj: o }); }
  }
  const link = g.uid();
  g.untilLinks.set(link, { watch, kind: 'phaseIn', objects: [], tapOnPhaseIn: opts.tapOnPhaseIn ?? false });
  const out = phaseOut(g, objs, { untilLink: link });
  const entry = g.untilLinks.get(link);
  if (entry) entry.objects = out.filter((o) => o.phased?.untilLink === link).map((o) => g.ref(o));
  return out;
}

/**
 * Phases in directly phased-out permanents simultaneously (702.26c), bringing back what phased out
 * indirectly with them (702.26g). A directly phased-out attachment comes back attached only if its
 * object is still in the same zone (702.26i).
 */
export function phaseIn(g: Game, named: GameObject[], opts: { tapped?: boolean } = {}): GameObject[] {
  const direct = named.filter((o) => g.phasedOut.get(o.id) === o && o.phased?.how === 'directly' && !g.cantPhaseIn(o));
  const all: GameObject[] = [];
  const queue = [...direct];
  while (queue.length > 0) {
    const host = queue.shift()!;
    all.push(host);
    for (const a of g.phasedOut.values()) {
      if (a.phased?.how === 'indirectly' && a.attachedTo && 'object' in a.attachedTo && a.attachedTo.object === host.id && !all.includes(a) && !queue.includes(a)) queue.push(a);
    }
  }
  if (all.length === 0) return [];
  const buried: GameObject[] = [];
  for (const o of all) {
    const wasDirect = o.phased?.how === 'directly';
    g.phasedOut.delete(o.id);
    g.battlefield.set(o.id, o);
    o.phased = null;
    if (wasDirect && o.attachedTo) {
      const t = o.attachedTo;
      const stillThere = 'object' in t
        ? (() => { const h = g.objects.get(t.object); return !!h && h.zone === 'battlefield' && h.incarnation === t.incarnation; })()
        : g.player(t.player).inGame;
      if (!stillThere || g.fault('attachment-phases-in-unattached')) o.attachedTo = null;
    }
    // 702.103g (702.102f from 2019-07-12): a bestowed Aura that phases in unattached stops being bestowed.
    if (o.bestowed && !o.attachedTo && !g.fault('bestow-not-ended-on-phase-in')) o.bestowed = false;
    // 704.5n: an Equipment that phases in unattached stays on the battlefield; the fault buries it like an Aura.
    if (wasDirect && !o.attachedTo && g.hasSubtype(o, 'Equipment') && g.fault('equipment-phasing-in-unattached-dies')) buried.push(o);
    if (opts.tapped && direct.includes(o)) o.tapped = true; // "tap it as it phases in": no becomes-tapped trigger
    if (g.fault('phase-in-summoning-sick')) o.sick = true;
    if (g.fault('phase-in-clears-summoning-sickness')) o.sick = false;
    if (g.fault('phase-in-untapped')) o.tapped = false;
    if (g.fault('phase-in-forgets-history')) o.memory = {};
    if (g.fault('phase-in-counts-as-entering')) o.memory['enteredTurn'] = g.turnIndex;
    if (g.fault('phasing-makes-a-new-object')) o.incarnation++;
    if (g.fault('phase-in-enters-tapped') && g.entersTapped(o, g.controller(o))) o.tapped = true;
    if (g.fault('phase-in-new-controller')) {
      o.baseController = o.owner;
      for (let k = g.effects.length - 1; k >= 0; k--) {
        const e = g.effects[k]!;
        if (e.change.kind === 'control' && e.affected.some((r) => r.id === o.id && r.incarnation === o.incarnation)) g.effects.splice(k, 1);
      }
    }
  }
  for (const o of buried) g.moveTo(o, 'graveyard');
  g.emit({ type: 'phasesIn', objs: all });
  if (g.fault('phasing-is-zone-change')) for (const o of all) g.emit({ type: 'enters', obj: o });
  if (g.fault('attach-triggers-on-phasing')) for (const o of all) if (o.attachedTo) g.emit({ type: 'attached', obj: o });
  return all;
}

/**
 * The untap step's phasing event (502.1, 702.26a): the active player's phased-in permanents with
 * phasing phase out and, simultaneously, what phased out under that player phases in.
 */
export function untapStepPhasing(g: Game): void {
  const active = g.active;
  const goingOut = (): GameObject[] => g.fault('no-phase-out-at-untap')
    ? []
    : [...g.battlefield.values()].filter((o) => g.controller(o) === active && g.has(o, 'phasing') && !(g.fault('phasing-instances-toggle') && phasingInstances(g, o) % 2 === 0));
  const comingIn = g.fault('phased-out-stays-out')
    ? []
    : [...g.phasedOut.values()].filter((o) => {
        const p = o.phased!;
        if (p.how !== 'directly') {
          // 702.26g: an attachment that phased out indirectly phases in only along with its host. The
          // fault gives it the schedule of the player it phased out under (divergence D-5).
          if (!g.fault('indirect-phases-in-on-own-schedule') || p.under !== active) return false;
          p.how = 'directly';
          return true;
        }
        // 610.4a: phased out "until" something: not by the untap step.
        if (p.untilLink !== undefined && g.untilLinks.has(p.untilLink) && !g.fault('phase-out-until-returns-at-untap')) return false;
        // 702.26n: phased out under a player who left: in the first untap step of the turn after the one that player's would have begun.
        if (p.orphanedUntilTurn !== undefined) return !g.fault('orphan-never-phases-in') && (g.turnIndex >= p.orphanedUntilTurn || g.fault('orphan-phases-in-at-next-untap'));
        if (g.fault('phase-in-any-untap')) return true;
        if (g.fault('phase-in-current-controller')) return g.controller(o) === active;
        return p.under === active;
      });
  phasingEvent(g, goingOut, comingIn);
}

/**
 * One simultaneous phasing event (502.1, Time and Tide): which permanents phase out is decided
 * before anything phases in, so a permanent that phases in doesn't phase straight back out.
 */
export function phasingEvent(g: Game, goingOut: () => GameObject[], comingIn: GameObject[]): void {
  if (g.fault('phasing-not-simultaneous')) {
    phaseIn(g, comingIn);
    phaseOut(g, goingOut());
    return;
  }
  const out = goingOut();
  phaseOut(g, out);
  phaseIn(g, comingIn);
}

import type { Game } from './game.js';
import type { GameObject, PlayerId } from './types.js';

/** How many instances of phasing a permanent has (702.26p makes any number past one redundant). */
function phasingInstances(g: Game, obj: GameObject): number {
  const printed = obj.card.abilities.filter((a) => a.key === 'phasing').length;
  const granted = g.effects.filter((e) => e.change.kind === 'addKeyword' && e.change.keyword === 'phasing' && e.affected.some((r) => r.id === obj.id && r.incarnation === obj.incarnation)).length;
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
  const direct = new Set(named.filter((o) => g.isPhasedIn(o) && !g.cantPhaseOut(o)));
  const indirect = new Set<GameObject>();
  if (!g.fault('no-indirect-phasing')) {
    const queue = [...direct];
    while (queue.length > 0) {
      const host = queue.shift()!;
      for (const a of attachmentsOf(g, host)) {
        if (indirect.has(a)) continue;
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
  }
  if (g.fault('tokens-vanish')) for (const o of all) if (o.token) { g.phasedOut.delete(o.id); g.objects.delete(o.id); }
  // 603.10b: "when this phases out" abilities look back in time (from the 2016-11-11 edition).
  const lookBack = g.rules['RR-PHASE-OUT-LOOKBACK'] && !g.fault('phase-out-no-lookback') ? before : [];
  g.emit({ type: 'phasesOut', objs: before }, lookBack);
  if (g.fault('phasing-is-zone-change')) for (const o of before) g.emit({ type: 'leaves', obj: o, to: 'graveyard' }, [o]);
  if (g.fault('attach-triggers-on-phasing')) for (const o of before) if (o.attachedTo) g.emit({ type: 'unattached', obj: o }, [o]);
  g.expireEffects(); // 702.26f: "for as long as" durations that tracked them end now
  return all;
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
    // 702.103g: a bestowed Aura that phases in unattached stops being bestowed.
    if (o.bestowed && !o.attachedTo) o.bestowed = false;
    if (opts.tapped && direct.includes(o)) o.tapped = true; // "tap it as it phases in": no becomes-tapped trigger
    if (g.fault('phase-in-summoning-sick')) o.sick = true;
    if (g.fault('phase-in-new-controller')) { o.baseController = o.owner; }
  }
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
  const goingOut = g.fault('no-phase-out-at-untap')
    ? []
    : [...g.battlefield.values()].filter((o) => g.controller(o) === active && g.has(o, 'phasing') && !(g.fault('phasing-instances-toggle') && phasingInstances(g, o) % 2 === 0));
  const comingIn = g.fault('phased-out-stays-out')
    ? []
    : [...g.phasedOut.values()].filter((o) => {
        const p = o.phased!;
        if (p.how !== 'directly') return false;
        // 610.4a: phased out "until" something: not by the untap step.
        if (p.untilLink !== undefined && g.untilLinks.has(p.untilLink) && !g.fault('phase-out-until-returns-at-untap')) return false;
        if (p.orphanedUntilTurn !== undefined) return !g.fault('orphan-never-phases-in') && g.turnIndex >= p.orphanedUntilTurn;
        if (g.fault('phase-in-any-untap')) return true;
        if (g.fault('phase-in-current-controller')) return g.controller(o) === active;
        return p.under === active;
      });
  phaseOut(g, goingOut);
  phaseIn(g, comingIn);
}

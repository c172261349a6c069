import type { CatalogueCard } from '../../../harness/generated/cards.js';
import { battleEnters } from './battles.js';
import { countersCeaseToExist, entersWithCounters } from './counters.js';
import { entersTransformed } from './day-night.js';
import type { Game } from './game-interface.js';
import { becomePrepared } from './prepare.js';
import type { GameObject, Permanent, PlayerId, Zone } from './types.js';

// Zone changes (400.7): entering and leaving the battlefield, tokens, and the verbs that move permanents.

/**
 * Cards the owner has outside the game (a Wish's sideboard, 400.11): the setup's `outside` cards.
 * Phased-out permanents are on the battlefield, never outside the game (702.26d).
 */
export function cardsOutsideTheGame(g: Game, owner: PlayerId): GameObject[] {
  return [...g.cardsIn(['outside']), ...g.phasedOutFor('outside-the-game')].filter((o) => o.owner === owner);
}

/** Moves an object to another zone as a new object (400.7). Leaving the battlefield triggers. */
export function moveTo(g: Game, obj: GameObject, destination: Zone, opts: { triggers?: boolean } = {}): void {
  const from = obj.zone;
  // 614.1a: "If [it] would die this turn, exile it instead" (Gallifrey Falls) replaces dying.
  const dies = from === 'battlefield' && destination === 'graveyard' && g.isType(obj, 'Creature');
  // 702.34a: a card cast with flashback is exiled instead of going anywhere else as it leaves the stack.
  const flashedBack = obj.memory['castWithFlashback'] === true && g.seams.cards.flashbackExiles(g, obj);
  // 702.127a: so is a split card cast from a graveyard as its half with aftermath.
  const afterAftermath = obj.memory['castWithAftermath'] === true && g.seams.cards.aftermathExiles(g, obj);
  const to: Zone =
    flashedBack ||
    afterAftermath ||
    (dies && g.effects.some((e) => e.change.kind === 'exileIfDies' && g.seams.effects.affects(g, e, obj)))
      ? 'exile'
      : destination;
  const wasOnBattlefield = from === 'battlefield';
  const before = wasOnBattlefield ? g.snapshotObject(obj) : undefined;
  if (before) g.rememberLastKnown(obj, before); // 608.2h, before the layers stop seeing it
  g.field.remove(obj);
  const si = g.stack.findIndex((s) => s.kind === 'spell' && s.source === obj);
  if (si >= 0) g.stack.splice(si, 1);
  obj.zone = to;
  obj.incarnation++;
  obj.timestamp = g.tick();
  obj.tapped = false;
  countersCeaseToExist(obj);
  obj.damage = 0;
  obj.combat = null;
  obj.bestowed = false;
  delete obj.protector; // a new object has no designations (400.7)
  delete obj.prepared;
  obj.transformed = false; // 712.14: a double-faced card enters (and leaves) front face up
  obj.memory = {};
  // 707.2: a copy effect lasts while it is on the battlefield; elsewhere it is the card it is (Clone again).
  if (obj.printed) [obj.card, obj.printed] = [obj.printed, undefined];
  obj.baseController = obj.owner;
  if (wasOnBattlefield) {
    obj.attachedTo = null;
    // Anything attached to it is now attached to an illegal object; SBAs deal with it (704.5m/n).
    if (opts.triggers !== false) announceLeaving(g, before!, to, [before!]);
    g.fireUntilLinks(before!);
  } else {
    obj.attachedTo = null;
  }
}

/**
 * Offers the events of a permanent leaving the battlefield (`before`, as it was) to triggered
 * abilities, with `lookBack` the sources that look back in time: leaves-the-battlefield abilities
 * (603.10a). An attachment that leaves becomes unattached, and "becomes unattached" abilities look
 * back too (603.10c), so its own such ability triggers although it has left.
 */
function announceLeaving(g: Game, before: GameObject, to: Zone, lookBack: GameObject[]): void {
  g.emit({ type: 'leaves', obj: before, to }, lookBack);
  if (before.attachedTo && g.seams.looksBack(g, 'unattached-leaving'))
    g.emit({ type: 'unattached', obj: before }, lookBack);
}

/** A frozen copy of an object as it was, for look-back triggers. */
export function snapshotObject(obj: GameObject): GameObject {
  return {
    ...obj,
    counters: new Map(obj.counters),
    memory: { ...obj.memory },
    combat: obj.combat ? { ...obj.combat } : null,
  };
}

/** Puts a permanent onto the battlefield (a new object) under a controller. */
export function enterBattlefield(
  g: Game,
  obj: GameObject,
  controller: PlayerId,
  opts: { tapped?: boolean; attachTo?: GameObject['attachedTo']; protector?: PlayerId } = {},
): void {
  // Replacement effects look at the object as it is about to enter (still in its old zone).
  const tapped = (opts.tapped ?? false) || g.entersTapped(obj, controller);
  if (obj.zone !== 'battlefield' && obj.zone !== 'stack') obj.incarnation++;
  obj.zone = 'battlefield';
  obj.timestamp = g.tick();
  obj.baseController = controller;
  obj.tapped = tapped;
  obj.sick = true;
  obj.attachedTo = opts.attachTo ?? null;
  if (entersTransformed(g, obj)) obj.transformed = true; // 702.145b
  // History that "entered this turn" / echo conditions check (phasing in never sets it, 702.26d).
  obj.memory['enteredTurn'] = g.turnIndex;
  // 306.5b: a planeswalker enters with loyalty counters equal to its printed loyalty.
  if (obj.card.types.includes('Planeswalker') && obj.card.loyalty !== undefined && !obj.counters.has('loyalty'))
    entersWithCounters(obj, 'loyalty', obj.card.loyalty);
  battleEnters(g, obj, controller, opts.protector); // 310.4b, 310.9a
  g.field.put(obj);
  // 722.3a: "This creature enters prepared", like entering tapped, is how it enters; 722.3c makes the copy.
  if (g.behaviour(obj)?.entersPrepared === true) becomePrepared(g, obj);
  g.emit({ type: 'enters', obj });
}

/**
 * Whether a replacement effect makes this object enter tapped (614.1c): its own ("enters tapped")
 * or one of a permanent that exists (Frozen Aether, Kismet). Only entering applies them: phasing
 * in is not entering (702.26d).
 */
export function entersTapped(g: Game, entering: GameObject, controller: PlayerId): boolean {
  const sources = [entering, ...g.permanents().filter((p) => p !== entering)];
  return sources.some((src) => g.behaviour(src)?.makesEnterTapped?.(g, src, entering, controller) === true);
}

export function createToken(
  g: Game,
  cardName: string,
  controller: PlayerId,
  catalogue: (name: string) => CatalogueCard,
  opts: { tapped?: boolean } = {},
): GameObject {
  const obj: GameObject = {
    id: g.newObjectId(),
    card: catalogue(cardName),
    owner: controller,
    zone: 'library',
    token: true,
    incarnation: 0,
    timestamp: 0,
    baseController: controller,
    tapped: false,
    counters: new Map(),
    damage: 0,
    attachedTo: null,
    sick: true,
    combat: null,
    phased: null,
    bestowed: false,
    memory: {},
  };
  g.objects.set(obj.id, obj);
  g.enterBattlefield(obj, controller, opts);
  return obj;
}

// The verbs take a `Permanent`: only one that exists can be destroyed, sacrificed, exiled or
// bounced (702.26b), and the type says so; resolving a handle to one is the battlefield's job.

export function destroy(g: Game, perm: Permanent): boolean {
  if (g.has(perm, 'indestructible')) return false;
  g.moveTo(perm, 'graveyard');
  return true;
}

/** Destroys several permanents at once ("destroy all ..."): one simultaneous event (see moveAllTo). */
export function destroyAll(g: Game, perms: readonly Permanent[]): void {
  g.moveAllTo(
    perms.filter((o) => !g.has(o, 'indestructible')),
    'graveyard',
  );
}

/**
 * Moves several permanents to a zone in one simultaneous event. Leaves-the-battlefield abilities
 * look back in time (603.10a), so each of them sees every object that left with it, itself included.
 */
export function moveAllTo(g: Game, objs: readonly GameObject[], to: Zone): void {
  const before = objs.filter((o) => o.zone === 'battlefield').map((o) => ({ o, snap: g.snapshotObject(o) }));
  for (const o of objs) g.moveTo(o, to, { triggers: false });
  const snaps = before.map((b) => b.snap);
  for (const b of before) announceLeaving(g, b.snap, b.o.zone, snaps);
}

/** 701.21a: a player sacrifices a permanent they control. */
export function sacrifice(g: Game, perm: Permanent, player: PlayerId): boolean {
  if (g.controller(perm) !== player) return false;
  g.moveTo(perm, 'graveyard');
  return true;
}

/** Exiles a permanent. */
export function exile(g: Game, perm: Permanent): void {
  g.moveTo(perm, 'exile');
}

/** Exiles a card from another zone (a graveyard, a hand, the stack): no permanent, so no phasing question. */
export function exileCard(g: Game, card: GameObject): void {
  if (card.zone === 'battlefield') throw new Error(`${card.id} is a permanent: exile it as one (Game.exile)`);
  g.moveTo(card, 'exile');
}

/** Returns a permanent to its owner's hand. */
export function returnToHand(g: Game, perm: Permanent): void {
  g.moveTo(perm, 'hand');
}

/**
 * Ends "until [this] leaves the battlefield" links when the watched object leaves (not when it
 * phases out): the second one-shot effect happens immediately after the event (610.4, 610.3).
 */
export function fireUntilLinks(g: Game, left: GameObject): void {
  for (const [id, link] of [...g.untilLinks]) {
    if (link.watch.id !== left.id || link.watch.incarnation !== left.incarnation) continue;
    g.untilLinks.delete(id);
    if (link.kind === 'phaseIn') {
      // 610.4a: only a permanent still phased out *this way* phases in; one that phased in by another
      // effect has used the link up, even if it has phased out again since.
      const objs = link.objects
        .map((r) => g.phasedOutById('phase-in', r.id))
        .filter(
          (o): o is GameObject =>
            !!o &&
            g.seams.until.stillLinked(o, id) &&
            o.incarnation === link.objects.find((r) => r.id === o.id)!.incarnation,
        );
      g.seams.until.phaseInLinked(g, objs, link.tapOnPhaseIn);
    } else {
      for (const r of link.objects) {
        const o = g.cardIn(['exile'], r);
        if (o) g.enterBattlefield(o, o.owner);
      }
    }
  }
}

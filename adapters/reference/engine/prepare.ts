// Preparation cards (722): the prepared designation a permanent with a prepare spell can have, and the copy of
// its prepare spell its controller gets in exile while it has it. Phasing reaches both: a phased-out permanent
// keeps the designation (702.26d) but doesn't exist (702.26b), so its copy stops being kept and ceases to exist
// (704.5e); as it phases in prepared, its controller gets a new copy (722.3c).
import type { PrepareSpellOf } from './card-types.js';
import type { CardBehaviour, Game } from './game-interface.js';
import { IllegalAction } from './errors.js';
import { newObject } from './new-object.js';
import type { GameObject, PlayerId } from './types.js';

/**
 * The rules of prepare spells (722.2), by the name a copy of one has (722.3c): a copy is no card, so no module is
 * named after it; its preparation card's module holds its spell. Built once per map of card modules.
 */
const prepareSpellMaps = new WeakMap<ReadonlyMap<string, CardBehaviour>, ReadonlyMap<string, CardBehaviour>>();
export function prepareSpellsIn(behaviours: ReadonlyMap<string, CardBehaviour>): ReadonlyMap<string, CardBehaviour> {
  let spells = prepareSpellMaps.get(behaviours);
  if (!spells) {
    spells = new Map(
      [...behaviours.values()].flatMap((b) =>
        b.prepare ? [[b.prepare.card.name, { name: b.prepare.card.name, spell: b.prepare }] as const] : [],
      ),
    );
    prepareSpellMaps.set(behaviours, spells);
  }
  return spells;
}

/**
 * 722.3a: the permanent becomes prepared, if it has a prepare spell and isn't prepared already; 722.3c: as it
 * does, its controller gets a copy of its prepare spell in exile.
 */
export function becomePrepared(g: Game, perm: GameObject): void {
  if (perm.prepared === true) return;
  const spell = g.behaviour(perm)?.prepare;
  if (!spell) return;
  perm.prepared = true;
  makePrepareCopy(g, perm, spell);
}

/** 722.3c: the copy of `perm`'s prepare spell, made in exile by its controller and remembering `perm`. */
export function makePrepareCopy(g: Game, perm: GameObject, spell: PrepareSpellOf<Game>): void {
  const maker = g.controller(perm);
  const copy = newObject({
    id: g.newObjectId(),
    card: spell.card,
    owner: maker,
    zone: 'exile',
    timestamp: g.tick(),
    prepareCopyOf: g.ref(perm),
  });
  g.objects.set(copy.id, copy);
}

/** 722.3c, 702.26d: a permanent with a prepare spell that phases in prepared gets a new copy (its old one ceased). */
export function phasedInPrepared(g: Game, perm: GameObject): void {
  const spell = g.behaviour(perm)?.prepare;
  if (spell && g.seams.phaseIn.preparedCopy(g, perm, perm.prepared === true)) makePrepareCopy(g, perm, spell);
}

/** The permanent a copy in exile is kept for (722.3c): it exists (702.26b) and is still prepared; else undefined. */
function keptFor(g: Game, copy: GameObject): GameObject | undefined {
  const perm = copy.prepareCopyOf && g.field.permanent(copy.prepareCopyOf, 'prepare-copy');
  return perm?.prepared === true ? perm : undefined;
}

/**
 * 704.5e: whether this copy of a prepare spell ceases to exist: out of the stack it does, except in exile while its
 * permanent is on the battlefield, prepared (722.3c).
 */
export function prepareCopyCeases(g: Game, copy: GameObject): boolean {
  return copy.zone !== 'stack' && (copy.zone !== 'exile' || keptFor(g, copy) === undefined);
}

/**
 * The copy in exile a cast action's `prepareCopy` casts, with its permanent: the one kept for `permanentId`, which
 * only the permanent's controller may cast (722.3c). Refused when there is none: the permanent isn't prepared, or
 * doesn't exist.
 */
export function prepareCopyToCast(
  g: Game,
  player: PlayerId,
  permanentId: string,
): { copy: GameObject; perm: GameObject } {
  const copy = g.cardsIn(['exile']).find((o) => o.prepareCopyOf?.id === permanentId);
  const perm = copy && keptFor(g, copy);
  if (!perm)
    throw new IllegalAction(
      `${permanentId} has no copy of a prepare spell in exile: it is not a prepared permanent that exists (722.3c, 702.26b)`,
    );
  if (g.controller(perm) !== player)
    throw new IllegalAction(
      `only ${g.controller(perm)}, who controls ${permanentId}, may cast its prepare spell's copy (722.3c)`,
    );
  return { copy, perm };
}

/** 722.3c, 601.2i: the permanent whose copy was just cast stops being prepared. */
export function unprepare(g: Game, perm: GameObject): void {
  if (g.seams.cards.castCopyUnprepares(g, perm, true)) perm.prepared = false;
}

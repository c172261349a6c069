// Preparation cards (722): the prepared designation a permanent with a prepare spell can have, and the copy of
// its prepare spell its controller gets in exile while it has it. Phasing reaches both: a phased-out permanent
// keeps the designation (702.26d) but doesn't exist (702.26b), so its copy stops being kept and ceases to exist
// (704.5e); as it phases in prepared, its controller gets a new copy (722.3c).
import type { CardBehaviour, Game } from './game-interface.js';
import { IllegalAction, Unsupported } from './errors.js';
import { newObject } from './new-object.js';
import type { GameObject, ObjectRef, PlayerId } from './types.js';

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

/** Each game's copies of prepare spells made so far, so that state-based actions look at them alone. */
const copiesMade = new WeakMap<Game, Set<GameObject>>();

/**
 * 722.3a: the permanent becomes prepared, if it has a prepare spell and isn't prepared already; 722.3c: as it
 * does, its controller gets a copy of its prepare spell in exile.
 */
export function becomePrepared(g: Game, perm: GameObject): void {
  if (perm.prepared === true || !g.behaviour(perm)?.prepare) return;
  perm.prepared = true;
  makePrepareCopy(g, perm);
}

/** 722.3c: the copy of `perm`'s prepare spell, made in exile by its controller and remembering `perm`. */
export function makePrepareCopy(g: Game, perm: GameObject): GameObject {
  const spell = g.behaviour(perm)?.prepare;
  if (!spell) throw new Unsupported(`${perm.card.name} has no prepare spell`);
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
  const made = copiesMade.get(g) ?? new Set<GameObject>();
  made.add(copy);
  copiesMade.set(g, made);
  return copy;
}

/** 722.3c, 702.26d: a permanent that phases in prepared gets a new copy (the old one ceased as it phased out). */
export function phasedInPrepared(g: Game, perm: GameObject): void {
  if (g.seams.phaseIn.preparedCopy(g, perm, perm.prepared === true && g.behaviour(perm)?.prepare !== undefined))
    makePrepareCopy(g, perm);
}

/** The permanent a copy in exile is kept for (722.3c): it exists (702.26b) and is still prepared; else undefined. */
function keptFor(g: Game, ref: ObjectRef): GameObject | undefined {
  const perm = g.field.permanent(ref, 'prepare-copy');
  return perm?.prepared === true ? perm : undefined;
}

/**
 * 704.5e: a copy of a card outside the stack and the battlefield ceases to exist, except a copy of a prepare spell
 * in exile while its permanent is on the battlefield, prepared (722.3c). Whether any ceased.
 */
export function prepareCopiesCease(g: Game): boolean {
  const made = copiesMade.get(g);
  if (!made) return false;
  let ceased = false;
  for (const o of made) {
    if (g.objects.get(o.id) !== o) {
      made.delete(o); // it ceased already (its owner left the game, 800.4a)
      continue;
    }
    if (o.zone === 'stack' || (o.zone === 'exile' && keptFor(g, o.prepareCopyOf!))) continue;
    g.ceaseToExist(o);
    made.delete(o);
    ceased = true;
  }
  return ceased;
}

/**
 * The copy in exile a cast action's `prepareCopy` casts: the one kept for `permanentId`, which only the permanent's
 * controller may cast (722.3c). Refused when there is none: the permanent isn't prepared, or doesn't exist.
 */
export function prepareCopyToCast(g: Game, player: PlayerId, permanentId: string): GameObject {
  const copy = [...(copiesMade.get(g) ?? [])].find(
    (o) => g.objects.get(o.id) === o && o.zone === 'exile' && o.prepareCopyOf?.id === permanentId,
  );
  const perm = copy?.prepareCopyOf ? keptFor(g, copy.prepareCopyOf) : undefined;
  if (!copy || !perm)
    throw new IllegalAction(
      `${permanentId} has no copy of a prepare spell in exile: it is not a prepared permanent that exists (722.3c, 702.26b)`,
    );
  if (g.controller(perm) !== player)
    throw new IllegalAction(
      `only ${g.controller(perm)}, who controls ${permanentId}, may cast its prepare spell's copy (722.3c)`,
    );
  return copy;
}

/** 722.3c, 601.2i: the permanent whose copy was just cast stops being prepared. */
export function unprepareFor(g: Game, copy: GameObject): void {
  const perm = copy.prepareCopyOf ? g.field.permanent(copy.prepareCopyOf, 'prepare-copy') : undefined;
  if (perm && g.seams.cards.castCopyUnprepares(g, perm, true)) perm.prepared = false;
}

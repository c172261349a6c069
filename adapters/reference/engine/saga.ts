import type { TriggeredAbility } from './card-behaviour.js';
import type { Game } from './game-interface.js';
import { putCounters } from './counters.js';
import type { GameObject, StackItem } from './types.js';

/** A Saga's final chapter number (714.2): the number of its last chapter ability in the catalogue. */
export function finalChapter(obj: GameObject): number {
  return Math.max(
    0,
    ...obj.card.abilities
      .filter((a) => a.kind === 'chapter')
      .map((a) => Number(/^chapter-(\d+)$/.exec(a.key)?.[1] ?? 0)),
  );
}

function isSaga(g: Game, obj: GameObject): boolean {
  return g.hasSubtype(obj, 'Saga');
}

/** 714.3b: as a player's precombat main phase begins, they put a lore counter on each Saga they control. */
export function addLoreCounters(g: Game): void {
  for (const saga of g.permanents().filter((o) => isSaga(g, o) && g.controller(o) === g.active)) {
    const before = saga.counters.get('lore') ?? 0;
    putCounters(saga, 'lore', 1);
    g.emit({ type: 'loreAdded', obj: saga, before, after: before + 1 });
  }
}

/**
 * 714.4: a Saga whose lore counters reach its final chapter number is sacrificed, once none of its
 * chapter abilities has triggered without having left the stack. Returns the Sagas to sacrifice.
 */
export function sagasToSacrifice(g: Game): GameObject[] {
  return g.permanents().filter((o) => {
    if (!isSaga(g, o)) return false;
    const last = finalChapter(o);
    if (last === 0 || (o.counters.get('lore') ?? 0) < last) return false;
    const chapterPending =
      g.pending.some((t) => t.source === o && t.key.startsWith('chapter-')) ||
      g.stack.some(
        (s) =>
          s.kind === 'triggered' &&
          s.source === o &&
          s.sourceRef.incarnation === o.incarnation &&
          s.abilityKey.startsWith('chapter-'),
      );
    return !g.seams.cards.sagaChapterPending(g, o, chapterPending);
  });
}

/**
 * A chapter ability (714.2b): it triggers when lore counters put on the Saga make their number reach
 * or pass the chapter's number — as the Saga enters with them (714.3a; with read ahead only the
 * chosen chapter, 702.155c) or later (714.3b). Returns one definition per event.
 */
export function chapterAbility(
  n: number,
  def: { targets?: TriggeredAbility['targets']; resolve(g: Game, item: StackItem): void },
): TriggeredAbility[] {
  const key = `chapter-${n}`;
  const crosses = (before: number, after: number) => before < n && after >= n;
  return [
    {
      key,
      event: 'enters',
      matches: (_g, self, ev) =>
        ev.type === 'enters' &&
        ev.obj === self &&
        crosses(Number(self.memory['loreBefore'] ?? 0), self.counters.get('lore') ?? 0),
      ...def,
    },
    {
      key,
      event: 'loreAdded',
      matches: (_g, self, ev) => ev.type === 'loreAdded' && ev.obj === self && crosses(ev.before, ev.after),
      ...def,
    },
  ];
}

// Where a new edition goes in the edition groups: into the group of the edition before it (or after it)
// when its phasing rule is word for word that group's, otherwise into a new group of its own.
import type { EditionGroup, EditionsFile } from '../sources/load-sources.js';
import { ImportRefused } from './import-errors.js';
import type { PrintedPhasingRule } from './phasing-rule.js';
import { sameWording } from './text-similarity.js';

export interface Placement {
  /** The group the edition joins, or the name of the new group. */
  group: string;
  isNew: boolean;
  /** The group whose text the new one is compared with (the one in force before it, else the one after). */
  reference: EditionGroup;
  /** Index in `groups` where a new group goes. */
  position: number;
}

/**
 * The same rule: same numbers, same words, same examples. Typography is ignored: the archives print one
 * edition's text with straight quotes and the next one's with curly ones, and the group keeps the text as
 * first quoted.
 */
export const samePrintedRule = (printed: PrintedPhasingRule, group: EditionGroup): boolean =>
  printed.rule === group.rule &&
  printed.clauses.length === group.clauses.length &&
  printed.clauses.every((c, i) => {
    const q = group.clauses[i]!;
    return (
      c.id === q.id &&
      sameWording(c.text, q.text) &&
      c.examples.length === q.examples.length &&
      c.examples.every((e, j) => sameWording(e, q.examples[j]!))
    );
  });

/** A free name for a group inserted after `before`: the next letter when appending, else A2, A3, … */
function newGroupName(editions: EditionsFile, before: EditionGroup | undefined, appending: boolean): string {
  const names = new Set(editions.groups.map((g) => g.group));
  const last = editions.groups[editions.groups.length - 1]!.group;
  if (appending && /^[A-Y]$/.test(last)) return String.fromCharCode(last.charCodeAt(0) + 1);
  const stem = (before ?? editions.groups[0]).group.charAt(0);
  for (let n = 2; n <= 9; n++) if (!names.has(`${stem}${n}`)) return `${stem}${n}`;
  throw new ImportRefused(`no free group name after ${stem}; give one with --group`);
}

export function placeEdition(
  editions: EditionsFile,
  date: string,
  printed: PrintedPhasingRule,
  groupName: string | undefined,
): Placement {
  const groupOf = (name: string) => editions.groups.find((g) => g.group === name)!;
  const before = editions.editions.filter((e) => e.date < date).at(-1);
  const after = editions.editions.find((e) => e.date > date);
  const prev = before && groupOf(before.group);
  const next = after && groupOf(after.group);
  const reference = (prev ?? next)!;
  if (prev && samePrintedRule(printed, prev)) return { group: prev.group, isNew: false, reference, position: -1 };
  if (next && samePrintedRule(printed, next)) return { group: next.group, isNew: false, reference, position: -1 };
  if (prev && next && prev === next)
    throw new ImportRefused(
      `its phasing rule differs from group ${prev.group}'s, on both sides of ${date}: splitting a group is an edit of the data, not an import`,
    );
  const name = groupName ?? newGroupName(editions, prev, after === undefined);
  if (editions.groups.some((g) => g.group === name)) throw new ImportRefused(`group ${name} already exists`);
  const position = prev ? editions.groups.indexOf(prev) + 1 : 0;
  return { group: name, isNew: true, reference, position };
}

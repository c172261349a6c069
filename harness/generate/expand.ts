import { impliedCapabilities, usedCards } from '../requirements/implied-requirements.js';
import type { Fixture } from '../generated/fixture.js';
import type { Cell, Family, FixtureDraft, NoFixture } from './family.js';
import { bundledRangeFacts, earliestStart, type RangeFacts } from '../sources/range-floor.js';

/** One cell of a family, with its fixture or the reason it has none. */
export interface ExpandedCell {
  family: string;
  /** The axis values joined by '.', in axis order. */
  key: string;
  axes: Cell;
  fixture?: Fixture;
  none?: NoFixture;
}

/** The fixture id of a cell: sweep-<family>-<values joined by '-'>. Stable as long as the axis values are. */
export const sweepId = (family: string, values: readonly string[]): string => `sweep-${family}-${values.join('-')}`;

/** Every combination of the family's axis values, first axis slowest. */
export function cells(family: Family): Cell[] {
  let out: Record<string, string>[] = [{}];
  for (const axis of family.axes) out = out.flatMap((c) => axis.values.map((v) => ({ ...c, [axis.name]: v })));
  return out;
}

/**
 * A cell's range starts no earlier than the game it plays: the edition in force when its cards were first
 * printed, the first with the rules it cites (the same floor lint checks). A cell the floor leaves no edition
 * of has no fixture.
 */
function rangeInTheGame(draft: FixtureDraft, facts: RangeFacts): FixtureDraft['editions'] | NoFixture {
  const body: Fixture = { ...draft, id: '', requires: { capabilities: [], cards: [] } };
  const floor = earliestStart(body, usedCards(body), facts);
  if (!floor || floor.edition <= draft.editions.from) return draft.editions;
  if (draft.editions.before !== undefined && draft.editions.before <= floor.edition)
    return { kind: 'illegal', reason: `its range ends before the game had ${floor.because}` };
  return { ...draft.editions, from: floor.edition };
}

export function expandFamily(family: Family, facts: RangeFacts = bundledRangeFacts()): ExpandedCell[] {
  return cells(family).map((axes) => {
    const values = family.axes.map((a) => axes[a.name]!);
    const key = values.join('.');
    const none = family.legality(axes);
    if (none) return { family: family.id, key, axes, none };
    const built = family.build(axes);
    const editions = rangeInTheGame(built, facts);
    if ('kind' in editions) return { family: family.id, key, axes, none: editions };
    const draft = { ...built, editions };
    const body: Fixture = { ...draft, id: '', requires: { capabilities: [], cards: [] } };
    const fixture: Fixture = {
      $schema: '../../../schema/fixture.schema.json',
      id: sweepId(family.id, values),
      title: draft.title,
      status: draft.status,
      sources: draft.sources,
      ...(draft.notes !== undefined ? { notes: draft.notes } : {}),
      generated: { family: family.id, cell: key, axes: { ...axes } },
      editions: draft.editions,
      // What the content implies is exactly what it needs: the same functions lint checks with.
      requires: { capabilities: [...impliedCapabilities(body)].sort(), cards: [...usedCards(body)].sort() },
      setup: draft.setup,
      actions: draft.actions,
      expect: draft.expect,
    };
    return { family: family.id, key, axes, fixture };
  });
}

/** The file text the generator writes for a fixture (the corpus's formatting: two-space JSON, final newline). */
export const fixtureText = (f: Fixture): string => JSON.stringify(f, null, 2) + '\n';

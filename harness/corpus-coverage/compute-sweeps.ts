// The sweep matrix: for each generator family whose fixtures are in the corpus, every cell with the fixture
// that fills it or the reason it has none. The reasons and the cell → fixture id mapping come from the family
// declarations themselves (harness/generate/families), so the matrix and the generator cannot disagree.
import type { LoadedFixture } from '../corpus/load-corpus.js';
import type { SweepCell, SweepFamily } from '../generated/coverage.js';
import { cells, sweepId } from '../generate/expand.js';
import type { Family } from '../generate/family.js';
import { FAMILIES } from '../generate/families/index.js';

/**
 * One entry per family with at least one fixture in the corpus (a corpus without a family's directory is
 * another corpus, not a gap), and per family with no legal cell at all, whose reasons are all it has to
 * show. A legal cell whose fixture is absent is `missing`: a gate failure.
 */
export function computeSweeps(
  fixtures: readonly LoadedFixture[],
  families: readonly Family[] = FAMILIES,
): SweepFamily[] {
  const byId = new Map(fixtures.map((lf) => [lf.fixture.id, lf.fixture]));
  const out: SweepFamily[] = [];
  for (const family of families) {
    const hasLegalCell = cells(family).some((axes) => family.legality(axes) === null);
    if (hasLegalCell && !fixtures.some((lf) => lf.fixture.generated?.family === family.id)) continue;
    const rows: SweepCell[] = cells(family).map((axes) => {
      const values = family.axes.map((a) => axes[a.name]!);
      const cell = values.join('.');
      const none = family.legality(axes);
      if (none) return { cell, axes: { ...axes }, reason: { ...none } };
      const id = sweepId(family.id, values);
      const f = byId.get(id);
      if (!f) return { cell, axes: { ...axes }, missing: id };
      return { cell, axes: { ...axes }, fixture: id, status: f.status };
    });
    const count = (p: (c: SweepCell) => boolean): number => rows.filter(p).length;
    out.push({
      family: family.id,
      title: family.title,
      axes: family.axes.map((a) => ({ name: a.name, describe: a.describe, values: [...a.values] })),
      counts: {
        cells: rows.length,
        approved: count((c) => c.status === 'approved'),
        proposed: count((c) => c.status === 'proposed'),
        illegal: count((c) => c.reason?.kind === 'illegal'),
        notExpressible: count((c) => c.reason?.kind === 'not-expressible'),
        needsCard: count((c) => c.reason?.kind === 'needs-card'),
        missing: count((c) => c.missing !== undefined),
      },
      cells: rows,
    });
  }
  return out;
}

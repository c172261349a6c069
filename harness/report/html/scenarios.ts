import { readFileSync } from 'node:fs';
import path from 'node:path';
import { scenarioProse, type ScenarioProse } from '../../explain/scenario-prose.js';
import type { Fixture } from '../../generated/fixture.js';
import { defaultFixturesDir } from '../../corpus/load-corpus.js';

/**
 * The scenario of each fixture a report's rows name, read from the bundled corpus (a result's `file`
 * is relative to the corpus root). A fixture that is not there, or whose file now holds another id (a
 * report from another corpus), gets no scenario rather than a wrong one.
 */
export function scenariosOf(
  rows: readonly { id: string; file: string }[],
  root = defaultFixturesDir(),
): Record<string, ScenarioProse> {
  const out: Record<string, ScenarioProse> = {};
  const tried = new Set<string>();
  for (const { id, file } of rows) {
    if (tried.has(id)) continue;
    tried.add(id);
    const absolute = path.resolve(root, file);
    if (!absolute.startsWith(path.resolve(root) + path.sep)) continue;
    try {
      const f = JSON.parse(readFileSync(absolute, 'utf8')) as Fixture;
      if (f.id === id && Array.isArray(f.actions) && Array.isArray(f.expect) && f.setup) out[id] = scenarioProse(f);
    } catch {
      // not in this corpus: the row is shown without its scenario
    }
  }
  return out;
}

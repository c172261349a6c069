import path from 'node:path';
import type { LoadedFixture } from '../corpus/load-corpus.js';
import { appliesIn } from '../model/applicability.js';

/** One (fixture, edition) pair to run. */
export interface WorkItem {
  lf: LoadedFixture;
  edition: string;
  /** The fixture file relative to the corpus root, with forward slashes (as written into results). */
  file: string;
}

/** What a run is to execute, built once by buildWorkList and read by every front door. */
export interface WorkList {
  /** The selected fixtures, in corpus order. */
  fixtures: readonly LoadedFixture[];
  /** The selected editions, oldest first. */
  editions: readonly string[];
  /** Every pair that applies, fixture by fixture, each fixture's editions oldest first. */
  items: readonly WorkItem[];
  /** `id@edition` of every item. */
  planned: ReadonlySet<string>;
}

export const pairKey = (id: string, edition: string): string => `${id}@${edition}`;

/** Path of a fixture file as results name it: relative to the corpus root, forward slashes. */
export const relativeFixtureFile = (corpusRoot: string, file: string): string =>
  path.relative(corpusRoot, path.resolve(file)).split(path.sep).join('/');

/**
 * The (fixture, edition) pairs that apply. Fixture by fixture, each fixture's editions oldest first:
 * running one scenario's editions back to back keeps an engine's code paths for it warm (measured
 * ~15% faster in process than edition by edition), and it is the order every report lists results in.
 */
export function buildWorkList(
  fixtures: readonly LoadedFixture[],
  editions: readonly string[],
  corpusRoot: string,
): WorkList {
  const items: WorkItem[] = [];
  const planned = new Set<string>();
  for (const lf of fixtures) {
    const file = relativeFixtureFile(corpusRoot, lf.file);
    for (const edition of editions) {
      if (!appliesIn(lf.fixture, edition)) continue;
      items.push({ lf, edition, file });
      planned.add(pairKey(lf.fixture.id, edition));
    }
  }
  return { fixtures, editions, items, planned };
}

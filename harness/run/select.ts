import type { LoadedFixture } from '../corpus/load-corpus.js';
import { knownEditions } from '../corpus/references.js';
import { editionInForceOn } from '../model/edition-dates.js';
import { UsageError } from '../errors.js';
import { isCalendarDate } from './dates.js';
import { suggestion } from './did-you-mean.js';

/**
 * Turns --edition into the list of edition dates to run: a date (the edition in force then),
 * "latest" (the default), or "all" (every edition in the sources index).
 */
export function selectEditions(spec: string | undefined): string[] {
  const all = knownEditions();
  if (spec === undefined || spec === 'latest') return [all[all.length - 1]!];
  if (spec === 'all') return all;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(spec))
    throw new UsageError(
      `--edition expects YYYY-MM-DD, "latest" or "all", not "${spec.slice(0, 80)}"${suggestion(spec, ['latest', 'all'])}`,
    );
  if (!isCalendarDate(spec)) throw new UsageError(`--edition ${spec} is not a calendar date (YYYY-MM-DD)`);
  const e = editionInForceOn(all, spec);
  if (!e) throw new UsageError(`no edition in the sources index was in force on ${spec} (the first is ${all[0]})`);
  return [e];
}

/** --filter: a glob over fixture ids (* and ?), or a plain substring of the id, title or file. */
export function filterFixtures(fixtures: LoadedFixture[], pattern: string | undefined): LoadedFixture[] {
  if (!pattern) return fixtures;
  if (/[*?]/.test(pattern)) {
    const re = new RegExp(
      '^' +
        pattern
          .split('')
          .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
          .join('') +
        '$',
    );
    return fixtures.filter((f) => re.test(f.fixture.id));
  }
  return fixtures.filter(
    (f) => f.fixture.id.includes(pattern) || f.fixture.title.includes(pattern) || f.file.includes(pattern),
  );
}

import { readFileSync } from 'node:fs';
import type { EngineInfo } from '../adapter.js';
import { UsageError } from '../errors.js';
import { knownEditions } from '../corpus/references.js';
import { fromRoot } from '../paths.js';
import { loadCatalogue } from '../sources/load-sources.js';
import { isCalendarDate } from './dates.js';
import { suggestion } from './did-you-mean.js';

let capabilityCache: string[] | undefined;
/** The capability names fixtures can require (the fixture schema's Capability list). */
export function knownCapabilities(): string[] {
  capabilityCache ??= (
    JSON.parse(readFileSync(fromRoot('schema', 'fixture.schema.json'), 'utf8')) as {
      $defs: { Capability: { enum: string[] } };
    }
  ).$defs.Capability.enum;
  return [...capabilityCache];
}

const suggest = (name: string, known: Iterable<string>) => suggestion(name, known);

/** How many unknown names of one kind are named; the rest are counted (50,000 typos make one screen, not 2 MB). */
export const MAX_NAMED_UNKNOWNS = 10;

/**
 * One problem line per unknown name, for the first MAX_NAMED_UNKNOWNS of them (each with its
 * nearest known name), then one line counting the rest: linear in the number of names declared.
 */
function unknownNames(kind: string, declared: readonly string[], known: Set<string>, where: string): string[] {
  const unknown = declared.filter((name) => !known.has(name));
  const named = unknown
    .slice(0, MAX_NAMED_UNKNOWNS)
    .map((name) => `unknown ${kind} "${name.slice(0, 200)}"${suggest(name, known)}; ${where}`);
  const more = unknown.length - named.length;
  return more > 0 ? [...named, `… and ${more} more unknown ${kind} name(s) (${unknown.length} in all)`] : named;
}

/**
 * What is wrong with an engine's declaration, one line per problem: a capability the fixture schema
 * does not list, a card the catalogue does not have, an edition range bound that is not a date or
 * not an edition's effective date. A typo here would otherwise make every fixture needing the name
 * `untested` and the run green, so the run stops instead (exit 2).
 */
export function declarationProblems(info: EngineInfo): string[] {
  const problems: string[] = [];
  const capabilities = new Set(knownCapabilities());
  problems.push(
    ...unknownNames('capability', info.capabilities, capabilities, 'the capabilities are listed in docs/FIXTURES.md'),
  );
  if (info.cards !== '*') {
    const cards = new Set(loadCatalogue().cards.map((c) => c.name));
    problems.push(...unknownNames('card', info.cards, cards, 'card names come from fixtures/cards/catalogue.json'));
  }
  problems.push(...editionRangeProblems(info.editions));
  return problems;
}

/**
 * The edition ranges' problems: bounds that are not dates or not an edition's effective date, and
 * empty ranges. Like unknown names, the first MAX_NAMED_UNKNOWNS are said (with a suggestion) and
 * the rest counted, so that a declaration with 50,000 bad ranges costs linear time and one screen.
 */
function editionRangeProblems(ranges: EngineInfo['editions']): string[] {
  const editions = knownEditions();
  const known = new Set(editions);
  const said: string[] = [];
  let count = 0;
  const problem = (line: () => string) => {
    if (count++ < MAX_NAMED_UNKNOWNS) said.push(line());
  };
  ranges.forEach((range, i) => {
    for (const bound of ['from', 'before'] as const) {
      const date = range[bound];
      if (date === undefined) continue;
      if (!isCalendarDate(date))
        problem(
          () => `editions[${i}].${bound} "${date.slice(0, 80)}" is not a date (YYYY-MM-DD)${suggest(date, known)}`,
        );
      else if (!known.has(date))
        problem(
          () =>
            `editions[${i}].${bound} ${date} is not the effective date of an edition${suggest(date, known)} (fixtures/sources/editions.json lists them, ${editions[0]} … ${editions[editions.length - 1]})`,
        );
    }
    if (range.before !== undefined && range.before <= range.from)
      problem(() => `editions[${i}] is empty: before ${range.before} is not after from ${range.from}`);
  });
  return count > said.length
    ? [...said, `… and ${count - said.length} more edition-range problem(s) (${count} in all)`]
    : said;
}

/** Throws a UsageError (exit 2) naming every problem of the declaration. */
export function checkDeclarations(info: EngineInfo, who: string): void {
  const problems = declarationProblems(info);
  if (problems.length === 0) return;
  throw new UsageError(`${who} declares names phasing-cts does not know:\n${problems.map((p) => `  ${p}`).join('\n')}`);
}

// The bundled sources index's editions as tests need them, read in one place (fixtures/sources/editions.json,
// through load-sources.ts), so that adding a Comprehensive Rules edition (docs/EDITIONS.md) changes no test.
// A test still checks concrete values that can fail: RECORDED is the index as the tests were written against
// it, and an edition added later never changes those facts (history only grows at the end). So a test asserts
// them literally for the editions up to RECORDED.newest and derives from the index only what came after it
// (load-sources.test.ts checks these values against the index and the notes). Used by tests only.
import { loadEditions } from '../load-sources.js';

/**
 * The index when these tests were written: its newest edition, how many editions, and its groups. The 18
 * editions of 2010–2015 read from the archive by import-edition (group A2 among them) are part of it: filling
 * history before the newest edition is a recorded change, made once, not something a new edition does.
 */
export const RECORDED = {
  newest: '2026-08-07',
  editions: 95,
  groups: ['P1', 'P2', 'A', 'A2', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'],
} as const;

const index = loadEditions();

/** Effective dates of every edition, in the index's order (date order; load-sources.test.ts checks it). */
export const EDITION_DATES: readonly string[] = index.editions.map((e) => e.date);

/** The newest edition: the last entry of the index, the edition a run defaults to. */
export const NEWEST_EDITION: string = EDITION_DATES[EDITION_DATES.length - 1]!;

/** The edition groups' names, oldest first. */
export const GROUP_NAMES: readonly string[] = index.groups.map((g) => g.group);

/** Editions that took effect after RECORDED.newest (none when the index is as recorded). */
export const EDITIONS_SINCE_RECORDED: readonly string[] = EDITION_DATES.filter((d) => d > RECORDED.newest);

/** Groups after RECORDED's last one (none until an edition changes the phasing rule's text). */
export const GROUPS_SINCE_RECORDED: readonly string[] = GROUP_NAMES.slice(RECORDED.groups.length);

/** The day after a YYYY-MM-DD date. */
export function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * A hypothetical edition for a test that adds one to a scratch copy of the index: the day after the newest
 * edition, in a new group named with the letter after the last group's, so that it stays after every real
 * edition and group however many are added.
 */
export function hypotheticalNextEdition(): { date: string; group: string } {
  const last = GROUP_NAMES[GROUP_NAMES.length - 1]!;
  if (!/^[A-Y]$/.test(last))
    throw new Error(`edition-facts: cannot name a group after "${last}"; give hypotheticalNextEdition a naming rule`);
  return { date: dayAfter(NEWEST_EDITION), group: String.fromCharCode(last.charCodeAt(0) + 1) };
}

// The number a rule of the readers index (fixtures/sources/readers.json) has in an edition: the one place that
// reads its `numbers`, for coverage and for import-edition.
import type { ReaderRule } from '../generated/sources.js';

/** The rule's number in an edition where it exists: the last `numbers` entry starting on or before it. */
export function readerNumberIn(reader: ReaderRule, edition: string): string | undefined {
  let number: string | undefined;
  for (const n of reader.numbers) if (n.from <= edition) number = n.rule;
  return number;
}

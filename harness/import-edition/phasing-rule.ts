// The phasing rule of a Comprehensive Rules text, found by its heading ("702.xx. Phasing"), never by a
// fixed number: it was 702.23 in 2009, 702.24 in 2011, 702.25 from 2013 and 702.26 from 2021.
import { CrTextError } from './import-errors.js';
import type { CrText } from './read-cr-text.js';

/** One subrule as printed, before a meaning is given to it. */
export interface PrintedClause {
  id: string;
  letter: string;
  text: string;
  examples: string[];
}

export interface PrintedPhasingRule {
  rule: string;
  clauses: PrintedClause[];
  /** The file lines it was read from (heading, subrules, examples), for an excerpt. */
  lines: number[];
}

export function findPhasingRule(cr: CrText): PrintedPhasingRule {
  const headings = cr.rules.filter((r) => /^702\.\d+$/.test(r.number) && r.text === 'Phasing');
  if (headings.length !== 1)
    throw new CrTextError(`expected one "702.xx. Phasing" heading among the rules, found ${headings.length}`);
  const heading = headings[0]!;
  const subrule = new RegExp(`^${heading.number.replace('.', '\\.')}([a-z])$`);
  const clauses: PrintedClause[] = [];
  const lines = [heading.line];
  for (const r of cr.rules) {
    const m = subrule.exec(r.number);
    if (!m) continue;
    clauses.push({ id: r.number, letter: m[1]!, text: r.text, examples: [...r.examples] });
    lines.push(r.line, ...r.moreLines);
  }
  if (clauses.length === 0) throw new CrTextError(`rule ${heading.number} "Phasing" has no subrules`);
  return { rule: heading.number, clauses, lines };
}

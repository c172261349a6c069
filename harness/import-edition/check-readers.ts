// Finds each rule of the readers index (fixtures/sources/readers.json, the rules that read permanents) in a new
// rules text: at its number with its recorded wording, or moved, reworded, or gone. What differs is reported
// for a person to record in readers.json (docs/EDITIONS.md), never written on a guess.
import type { ReaderRule } from '../generated/sources.js';
import { readerNumberIn } from '../sources/reader-numbers.js';
import type { CrText } from './read-cr-text.js';
import { SAME_RULE_THRESHOLD, sameWording, similarity } from './text-similarity.js';

/** A rule found under another number must be this close to the recorded wording to count as moved. */
const MOVED_THRESHOLD = 0.8;

export interface ReaderFinding {
  rule: string;
  status: 'ok' | 'moved' | 'reworded' | 'vanished';
  /** Where the file has it, when moved. */
  now?: string;
}

function findReader(reader: ReaderRule, edition: string, cr: CrText): ReaderFinding {
  const rule = readerNumberIn(reader, edition) ?? reader.rule;
  const atNumber = cr.byNumber.get(rule);
  if (atNumber && sameWording(atNumber.text, reader.text)) return { rule, status: 'ok' };
  const hereScore = atNumber ? similarity(atNumber.text, reader.text) : 0;
  let best: { number: string; score: number } | undefined;
  for (const r of cr.rules) {
    if (r.number === rule) continue;
    const score = sameWording(r.text, reader.text) ? 1 : similarity(r.text, reader.text);
    if (!best || score > best.score) best = { number: r.number, score };
  }
  if (best && best.score >= MOVED_THRESHOLD && best.score > hereScore)
    return { rule, status: 'moved', now: best.number };
  return { rule, status: hereScore >= SAME_RULE_THRESHOLD ? 'reworded' : 'vanished' };
}

/** Every reader that exists in `edition`, checked against the file; only those that differ need a person. */
export function checkReaders(readers: readonly ReaderRule[], edition: string, cr: CrText): ReaderFinding[] {
  return readers.filter((r) => readerNumberIn(r, edition) !== undefined).map((r) => findReader(r, edition, cr));
}

/** One line per reader that differs, saying what to record in readers.json. */
export function readerFindingLines(findings: readonly ReaderFinding[], edition: string): string[] {
  return findings.flatMap((f) =>
    f.status === 'moved'
      ? [`  ${f.rule} is now ${f.now!}: add {"from": "${edition}", "rule": "${f.now!}"} to its numbers`]
      : f.status === 'reworded'
        ? [`  ${f.rule} reworded: quote the new text (and textHash) if it still reads permanents the same way`]
        : f.status === 'vanished'
          ? [`  ${f.rule} not found, neither at its number nor by its wording: removed, or rewritten?`]
          : [],
  );
}

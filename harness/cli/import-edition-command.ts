import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadCheckedCorpus } from '../corpus/check-corpus.js';
import { UsageError } from '../errors.js';
import { applyImport } from '../import-edition/apply-import.js';
import { checkReaders, readerFindingLines } from '../import-edition/check-readers.js';
import { checkRelatedRules } from '../import-edition/check-related-rules.js';
import { ImportRefused } from '../import-edition/import-errors.js';
import { findPhasingRule } from '../import-edition/phasing-rule.js';
import { planImport, type ImportPlan } from '../import-edition/plan-import.js';
import { recordExcerpt, type ExcerptOrigin } from '../import-edition/excerpt-list.js';
import { decodeCrBytes, excerptText, parseCrText, type CrText } from '../import-edition/read-cr-text.js';
import { readSourcesData, writeSourcesData } from '../import-edition/sources-data-files.js';
import { writeFileAtomic } from '../model/atomic-file.js';
import { computeRulesDiff } from '../rules-diff/compute-rules-diff.js';
import { formatRulesDiffTerminal } from '../rules-diff/render-rules-diff.js';
import { SOURCE_FILES, sourcesDir, type ReaderRule } from '../sources/load-sources.js';
import { readerNumberIn } from '../sources/reader-numbers.js';
import { loadSourcesIndex } from '../sources/sources-index.js';

export interface ImportEditionOptions {
  accept?: boolean;
  insert?: boolean;
  meaning?: string[];
  group?: string;
  note?: string;
  source?: string;
  sources?: string;
  fixtures?: string;
  excerpt?: string;
}

/** A rules text is under 1 MB today; anything far larger is not one. */
const MAX_BYTES = 16 * 1024 * 1024;

function readCrFile(file: string): CrText {
  try {
    const size = statSync(file).size;
    if (size > MAX_BYTES) throw new ImportRefused(`${size} bytes: larger than any rules text (${MAX_BYTES} at most)`);
    return parseCrText(decodeCrBytes(readFileSync(file)));
  } catch (e) {
    if (e instanceof ImportRefused) throw new UsageError(`${file}: ${e.message}`);
    throw new UsageError(`${file}: cannot read: ${e instanceof Error ? e.message : String(e)}`);
  }
}

function parseMeaningAnswers(answers: readonly string[]): Map<string, string> {
  const given = new Map<string, string>();
  for (const a of answers) {
    const m = /^([a-z])=(PH-[A-Z0-9+-]+)$/.exec(a);
    if (!m) throw new UsageError(`--meaning expects LETTER=PH-MEANING (e.g. e=PH-CE-SET), not "${a}"`);
    given.set(m[1]!, m[2]!);
  }
  return given;
}

function describePlan(plan: ImportPlan): string {
  const where = plan.placement.isNew
    ? `a new group ${plan.placement.group} (its phasing rule differs from group ${plan.placement.reference.group}'s)`
    : `group ${plan.placement.group} (phasing rule ${plan.printed.rule} word for word)`;
  const counts = new Map<string, number>();
  for (const f of plan.related.findings) counts.set(f.status, (counts.get(f.status) ?? 0) + 1);
  const related = [...counts].map(([status, n]) => `${n} ${status}`).join(', ');
  return `edition ${plan.date}: ${where}; related rules: ${related || 'not recorded before 2011-02-04'}`;
}

/** The readers index of a sources directory (none in a directory laid out before it existed). */
function readersIn(dir: string): ReaderRule[] {
  return existsSync(path.join(dir, SOURCE_FILES.readers)) ? loadSourcesIndex(dir).readers.readers : [];
}

/** The lines of the rules that read permanents, as numbered in `edition` (for an excerpt). */
function readerLines(cr: CrText, readers: readonly ReaderRule[], edition: string): number[] {
  return readers.flatMap((r) => {
    const number = readerNumberIn(r, edition);
    const at = number === undefined ? undefined : cr.byNumber.get(number);
    return at ? [at.line, ...at.moreLines] : [];
  });
}

/**
 * The excerpt a test keeps instead of the whole file: the lines that decide what the import writes. The
 * related rules' lines only for an edition at least as new as the newest indexed: before it, what they show
 * is reported, not written (plan-import.ts).
 */
async function writeExcerpt(cr: CrText, file: string, sources: string, from: ExcerptOrigin): Promise<void> {
  const data = readSourcesData(sources);
  const phasing = findPhasingRule(cr);
  const newest = data.editions.editions[data.editions.editions.length - 1]!.date;
  const related = cr.effective >= newest ? checkRelatedRules(data.related.rules, cr.effective, cr).lines : [];
  const readers = cr.effective >= newest ? readerLines(cr, readersIn(sources), cr.effective) : [];
  await writeFileAtomic(file, excerptText(cr, [...phasing.lines, ...related, ...readers]));
  await recordExcerpt(file, cr.effective, from);
}

/**
 * The rules that read permanents, found in a new newest edition: a count, and what to record in readers.json
 * for each that moved, changed or vanished (reported; the import writes nothing there).
 */
function reportReaders(readers: readonly ReaderRule[], cr: CrText): void {
  if (readers.length === 0) return;
  const findings = checkReaders(readers, cr.effective, cr);
  const lines = readerFindingLines(findings, cr.effective);
  const ok = findings.length - lines.length;
  process.stdout.write(
    `rules that read permanents (readers.json): ${ok} ok${lines.length > 0 ? `, ${lines.length} to re-read by hand:` : ''}\n`,
  );
  for (const line of lines) process.stdout.write(`${line}\n`);
}

async function printRulesDiff(dir: string, date: string, fixtures: string | undefined): Promise<void> {
  const index = loadSourcesIndex(dir);
  const previous = index.editions.editions.filter((e) => e.date < date).at(-1);
  if (!previous) return;
  const corpus = await loadCheckedCorpus(fixtures);
  const diff = computeRulesDiff({ index, fixtures: corpus.fixtures, from: previous.date, to: date });
  process.stdout.write(`\n${formatRulesDiffTerminal(diff)}\n`);
}

/**
 * `phasing-cts import-edition FILE.txt`: adds the edition of an official rules text to the sources data.
 * Exit 0 when written, 1 when questions wait for a person (nothing written), 2 when the file or the
 * request is refused (nothing written).
 */
export async function importEditionCommand(file: string, opts: ImportEditionOptions): Promise<number> {
  const dir = opts.sources ?? sourcesDir();
  const given = parseMeaningAnswers(opts.meaning ?? []);
  const cr = readCrFile(file);
  try {
    if (opts.excerpt) {
      const bytes = readFileSync(file);
      const origin = {
        from: opts.source ?? path.basename(file),
        sha256: createHash('sha256').update(bytes).digest('hex'),
        bytes: bytes.length,
      };
      await writeExcerpt(cr, opts.excerpt, dir, origin);
      process.stdout.write(`wrote ${opts.excerpt}: the ${cr.effective} edition's lines that import-edition reads\n`);
      return 0;
    }
    const data = readSourcesData(dir);
    const source = opts.source ?? path.basename(file);
    const plan = planImport(cr, data, {
      insert: Boolean(opts.insert),
      meanings: given,
      group: opts.group,
      note: opts.note,
      source,
    });
    process.stdout.write(`${describePlan(plan)}\n`);
    if (!plan.inserted) reportReaders(readersIn(dir), cr);
    if (plan.inserted && plan.related.judgements.length > 0) {
      process.stdout.write(
        `\nRelated rules that differ from the history the index infers for ${plan.date} (reported, not written):\n`,
      );
      for (const j of plan.related.judgements) process.stdout.write(`  ${j.subject}: ${j.question}\n`);
    }
    if (plan.judgements.length > 0) {
      process.stdout.write(`\nTo confirm (${plan.judgements.length}):\n`);
      for (const j of plan.judgements) process.stdout.write(`  ${j.subject}: ${j.question}\n`);
      const blocking = plan.judgements.some((j) => !j.acceptable);
      if (blocking || !opts.accept) {
        process.stdout.write(
          `\nNothing written: ${blocking ? 'answer the questions --accept cannot (--meaning, or an edit of the data), then re-run' : 're-run with --accept to confirm them, or edit the data'}.\n`,
        );
        return 1;
      }
    }
    const written = writeSourcesData(dir, data, applyImport(data, plan));
    process.stdout.write(`wrote ${written.join(', ')} in ${dir}\n`);
  } catch (e) {
    if (e instanceof ImportRefused) throw new UsageError(`${file}: ${e.message}`);
    throw e;
  }
  await printRulesDiff(dir, cr.effective, opts.fixtures);
  return 0;
}

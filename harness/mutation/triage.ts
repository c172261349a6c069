// The triage of surviving mutants (issue 12, item 5; keyed by line since issue 25): harness/mutation/triage.json
// names each mutant Stryker left alive in the reference engine by file, line, mutator, the code it replaced and
// its replacement, and says why it lives. The line is part of the key so that a new survivor with the same
// text elsewhere in the file cannot pass under an older entry's reason; an edit that moves code makes its
// entries stale, and `npm run mutation:triage` lists them with the survivors to re-file. It compares the last
// run's report (reports/mutation/mutation.json) with the file.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const VERDICTS = ['equivalent', 'unreachable', 'needs a fixture'] as const;
export type Verdict = (typeof VERDICTS)[number];

export interface TriageEntry {
  file: string;
  /** 1-based line where the mutated code starts. */
  line: number;
  mutator: string;
  original: string;
  replacement: string;
  verdict: Verdict;
  /** Why it is equivalent or unreachable; for "needs a fixture", the rule and the fixture (or the branch) that kills it. */
  why: string;
}

/** One-line problems with the triage file itself: shape, verdicts, files and code that no longer exist. */
export function triageProblems(entries: unknown, root: string): string[] {
  if (!Array.isArray(entries)) return ['triage.json: expected an array of entries'];
  const problems: string[] = [];
  const seen = new Set<string>();
  entries.forEach((e: unknown, i) => {
    const at = `triage.json /${i}`;
    const o = e as Partial<Record<keyof TriageEntry, unknown>>;
    for (const k of ['file', 'mutator', 'original', 'replacement', 'verdict', 'why'] as const) {
      if (typeof o[k] !== 'string') problems.push(`${at}/${k}: expected a string`);
    }
    if (!Number.isInteger(o.line) || (o.line as number) < 1) problems.push(`${at}/line: expected a line number`);
    if (problems.length > 0 && problems.at(-1)!.startsWith(at)) return;
    const t = o as TriageEntry;
    if (!VERDICTS.includes(t.verdict)) problems.push(`${at}/verdict: expected one of ${VERDICTS.join(', ')}`);
    if (t.why.trim().length < 10) problems.push(`${at}/why: expected a reason`);
    const path = join(root, t.file);
    if (!existsSync(path)) problems.push(`${at}/file: ${t.file} does not exist`);
    else {
      const lines = readFileSync(path, 'utf8').split('\n');
      const first = t.original.split('\n')[0]!;
      if (!holdsAsCode(lines[t.line - 1] ?? '', first))
        problems.push(`${at}/original: line ${t.line} of ${t.file} no longer holds ${JSON.stringify(first)}`);
    }
    const key = keyOf(t);
    if (seen.has(key)) problems.push(`${at}: duplicate entry`);
    seen.add(key);
  });
  return problems;
}

/**
 * Whether `line` holds `code` as a whole piece of code: an entry for the identifier `o` must not be
 * matched by `info`, so where the code starts or ends with a word character, its neighbour in the line
 * must not be one.
 */
export function holdsAsCode(line: string, code: string): boolean {
  const word = /\w/;
  for (let at = line.indexOf(code); at !== -1; at = line.indexOf(code, at + 1)) {
    const before = line[at - 1] ?? '';
    const after = line[at + code.length] ?? '';
    if (word.test(code[0] ?? '') && word.test(before)) continue;
    if (word.test(code.at(-1) ?? '') && word.test(after)) continue;
    return true;
  }
  return false;
}

export const keyOf = (m: Pick<TriageEntry, 'file' | 'line' | 'mutator' | 'original' | 'replacement'>): string =>
  JSON.stringify([m.file, m.line, m.mutator, m.original, m.replacement]);

interface ReportMutant {
  mutatorName: string;
  replacement?: string;
  status: string;
  location: { start: { line: number; column: number }; end: { line: number; column: number } };
}
export interface Report {
  files: Record<string, { source: string; mutants: ReportMutant[] }>;
}

/** The surviving mutants of a Stryker JSON report, as untriaged entries. */
export function survivorsOf(report: Report): Omit<TriageEntry, 'verdict' | 'why'>[] {
  const out: Omit<TriageEntry, 'verdict' | 'why'>[] = [];
  for (const [file, { source, mutants }] of Object.entries(report.files)) {
    const lines = source.split('\n');
    for (const m of mutants) {
      if (m.status !== 'Survived') continue;
      out.push({
        file,
        line: m.location.start.line,
        mutator: m.mutatorName,
        original: slice(lines, m.location),
        replacement: m.replacement ?? '',
      });
    }
  }
  return out;
}

/** Source text between 1-based line/column positions (end exclusive). */
function slice(lines: string[], loc: ReportMutant['location']): string {
  const { start, end } = loc;
  if (start.line === end.line) return lines[start.line - 1]!.slice(start.column - 1, end.column - 1);
  const parts = [lines[start.line - 1]!.slice(start.column - 1)];
  for (let l = start.line + 1; l < end.line; l++) parts.push(lines[l - 1]!);
  parts.push(lines[end.line - 1]!.slice(0, end.column - 1));
  return parts.join('\n');
}

/** One mutated file's figures: Stryker's, and the same with the survivors triaged `equivalent` left out. */
export interface FileScore {
  file: string;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  /** Survivors whose entry in triage.json says `equivalent`. */
  equivalent: number;
  /** Killed + timeout + survived: the mutants some test ran against (Stryker's "covered"). */
  covered: number;
  /** Stryker's mutation score based on covered code: (killed + timeout) / covered, in percent; null if none. */
  score: number | null;
  /** (killed + timeout) / (covered - equivalent), in percent: an equivalent mutant cannot be killed. */
  scoreWithoutEquivalent: number | null;
}

export const percent = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((10_000 * part) / whole) / 100;

/** Per mutated file, Stryker's covered-code score and the score excluding survivors triaged equivalent. */
export function scoresOf(report: Report, entries: readonly TriageEntry[]): FileScore[] {
  const equivalent = new Set(entries.filter((e) => e.verdict === 'equivalent').map(keyOf));
  const survivors = survivorsOf(report);
  return Object.entries(report.files).map(([file, { mutants }]) => {
    const count = (status: string) => mutants.filter((m) => m.status === status).length;
    const killed = count('Killed');
    const timeout = count('Timeout');
    const survived = count('Survived');
    const eq = survivors.filter((s) => s.file === file && equivalent.has(keyOf(s))).length;
    const covered = killed + timeout + survived;
    return {
      file,
      killed,
      timeout,
      survived,
      noCoverage: count('NoCoverage'),
      equivalent: eq,
      covered,
      score: percent(killed + timeout, covered),
      scoreWithoutEquivalent: percent(killed + timeout, covered - eq),
    };
  });
}

/** One line for a file's figures, both scores labelled. */
export function formatScore(s: FileScore): string {
  const pct = (v: number | null) => (v === null ? 'n/a' : `${v.toFixed(2)}%`);
  const detected = s.killed + s.timeout;
  return (
    `${s.file}: ${pct(s.score)} Stryker (${s.killed} killed + ${s.timeout} timeout of ${s.covered} covered); ` +
    `${pct(s.scoreWithoutEquivalent)} excluding the ${s.equivalent} survivors triaged equivalent ` +
    `(${detected} of ${s.covered - s.equivalent}); ${s.noCoverage} without coverage`
  );
}

// `npm run mutation:triage [report.json ...]`: after `npm run mutation`, lists the surviving mutants harness/mutation/triage.json
// does not account for (as entries to fill in) and the entries whose mutant no longer survives in a mutated
// file, and prints per mutated file Stryker's score (killed + timeout of covered) beside the score with the
// survivors triaged `equivalent` left out. Exit 0 when the two agree, 1 when they do not, 2 when a file is missing or malformed.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatScore, keyOf, scoresOf, survivorsOf, triageProblems, type Report, type TriageEntry } from './triage.js';

const root = process.cwd();
// Reports to read: the arguments (several, as run-per-file.sh leaves them), or the last run's report.
const REPORTS = process.argv.length > 2 ? process.argv.slice(2) : ['reports/mutation/mutation.json'];
const REPORT = REPORTS.join(', ');
const TRIAGE = 'harness/mutation/triage.json';

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(resolve(root, file), 'utf8'));
  } catch (e) {
    process.stderr.write(`${file}: ${(e as Error).message.split('\n')[0]} (run \`npm run mutation\` first?)\n`);
    process.exit(2);
  }
}

const report: Report = { files: {} };
for (const file of REPORTS) Object.assign(report.files, (readJson(file) as Report).files);
const triage = readJson(TRIAGE);
const problems = triageProblems(triage, root);
if (problems.length > 0) {
  for (const p of problems) process.stderr.write(`${p}\n`);
  process.exit(2);
}
const entries = triage as TriageEntry[];
const survivors = survivorsOf(report);
const triaged = new Set(entries.map(keyOf));
const alive = new Set(survivors.map(keyOf));
const untriaged = survivors.filter((s) => !triaged.has(keyOf(s)));
const mutated = new Set(Object.keys(report.files));
const stale = entries.filter((e) => mutated.has(e.file) && !alive.has(keyOf(e)));

const byVerdict = new Map<string, number>();
for (const e of entries) if (alive.has(keyOf(e))) byVerdict.set(e.verdict, (byVerdict.get(e.verdict) ?? 0) + 1);
process.stdout.write(
  `${survivors.length} survivors in ${REPORT}: ${[...byVerdict].map(([v, n]) => `${n} ${v}`).join(', ') || 'none triaged'}; ` +
    `${untriaged.length} untriaged, ${stale.length} entries no longer survive.\n`,
);
for (const score of scoresOf(report, entries)) process.stdout.write(`${formatScore(score)}\n`);
if (untriaged.length > 0) {
  process.stdout.write('Untriaged (add to harness/mutation/triage.json with a verdict and why):\n');
  process.stdout.write(`${JSON.stringify(untriaged, null, 2)}\n`);
}
for (const e of stale)
  process.stdout.write(`no longer survives: ${e.file} ${e.mutator} ${JSON.stringify(e.original)}\n`);
process.exit(untriaged.length > 0 || stale.length > 0 ? 1 : 0);

// `npm run mutation:record -- REPORT.json ...`: writes each mutated file's figures from
// Stryker's JSON reports into the scores ledger (harness/mutation/scores.json), with the commit they hold
// for. A file whose source in the report differs from that file at HEAD is refused: its figures would be for
// code the commit does not have. Exit 0 when every file was recorded, 1 when some were refused, 2 on bad input.
import { readFileSync } from 'node:fs';
import { readLedger, git, writeLedger } from './ledger-io.js';
import { recordScores, type ScoreRecord } from './scores.js';
import { scoresOf, type Report, type TriageEntry } from './triage.js';

const reports = process.argv.slice(2);
const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(2);
};
if (reports.length === 0 || reports.some((a) => a.startsWith('--')))
  fail('usage: npm run mutation:record -- REPORT.json ... (Stryker JSON reports)');

const readJson = (file: string): unknown => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    return fail(`${file}: ${(e as Error).message.split('\n')[0]}`);
  }
};
// Reports of different test sets would make one record mean two things: one set per call.
const report: Report = { files: {} };
const testSets = new Set<string>();
for (const file of reports) {
  const json = readJson(file) as Partial<Report> & { config?: { vitest?: { configFile?: unknown } } };
  if (typeof json.files !== 'object' || json.files === null)
    fail(`${file}: expected a Stryker JSON report (no "files")`);
  const tests = json.config?.vitest?.configFile;
  if (typeof tests !== 'string') fail(`${file}: expected config.vitest.configFile (a Stryker report of a vitest run)`);
  testSets.add(tests as string);
  Object.assign(report.files, json.files);
}
if (testSets.size > 1) fail(`reports of different test sets (${[...testSets].join(', ')}): record them in two calls`);
const head =
  git('rev-parse', 'HEAD')?.trim() ?? fail('mutation:record needs a git checkout (git rev-parse HEAD failed)');
const refused: string[] = [];
for (const [file, { source }] of Object.entries(report.files)) {
  if (git('show', `HEAD:${file}`) !== source) {
    refused.push(file);
    delete report.files[file];
  }
}
let ledger: ScoreRecord[];
try {
  ledger = readLedger();
} catch (e) {
  ledger = fail((e as Error).message);
}
const triage = readJson('harness/mutation/triage.json') as TriageEntry[];
// Ignored mutants: static ones a run with --ignoreStatic left out, so a reader knows the score is without them.
const scores = scoresOf(report, triage).map((s) => ({
  ...s,
  ignored: report.files[s.file]!.mutants.filter((m) => m.status === 'Ignored').length,
}));
const run = { commit: head.slice(0, 12), date: new Date().toISOString().slice(0, 10), tests: [...testSets][0]! };
await writeLedger(recordScores(ledger, scores, run));
process.stdout.write(`recorded ${scores.length} file(s) at ${run.commit} in harness/mutation/scores.json\n`);
for (const file of refused)
  process.stdout.write(`not recorded: ${file} differs at HEAD from the code the report mutated (run it again)\n`);
process.exit(refused.length > 0 ? 1 : 0);

// `npm run mutation:status [-- --all]`: every file `npm run mutation` mutates against the scores ledger
// (harness/mutation/scores.json): how many were measured, how many meet 90% of covered mutants killed with
// the survivors triaged equivalent left out, which changed since their run (git), and which were never
// measured. Lists the files that need a run (all of them with --all). Exit 0; 2 when the ledger is malformed.
import { readFileSync } from 'node:fs';
import { fromRoot } from '../paths.js';
import { git, mutatedFiles, readLedger } from './ledger-io.js';
import { SCORE_TARGET, standings, type FileStanding, type ScoreRecord } from './scores.js';
import { isTypeOnly } from './type-only.js';

const all = process.argv.includes('--all');
// A reader that stops early (`| head`) closes the pipe: nothing is left to say, so end quietly.
process.stdout.on('error', () => process.exit(0));
let ledger: ScoreRecord[] = [];
try {
  ledger = readLedger();
} catch (e) {
  process.stderr.write(`${(e as Error).message}\n`);
  process.exit(2);
}
const rows = standings(await mutatedFiles(), ledger, (file) => isTypeOnly(readFileSync(fromRoot(file), 'utf8')));

/** Whether the file changed between its measured commit and HEAD; undefined when git cannot tell. */
const changedSince = (r: ScoreRecord): boolean | undefined => {
  const diff = git('diff', '--name-only', r.commit, 'HEAD', '--', r.file);
  return diff === undefined ? undefined : diff.trim() !== '';
};
const pct = (v: number | null) => (v === null ? 'nothing covered' : `${v.toFixed(1)}%`);
const line = (s: FileStanding): string => {
  if (s.kind === 'unmeasured') return `  never measured  ${s.file}`;
  if (s.kind === 'type-only') return `  type-only       ${s.file}: no code that runs, so Stryker makes no mutant`;
  const r = s.record;
  const changed = changedSince(r);
  const standing = r.covered === 0 ? 'no score' : s.meetsTarget ? 'meets' : 'under';
  const scoped = r.tests === 'vitest.mutation.config.ts' ? '' : `tests: ${r.tests}`;
  const tags = [standing, changed ? 'changed since' : changed === undefined ? 'git?' : '', scoped];
  return (
    `  ${tags.filter(Boolean).join(', ').padEnd(15)} ${r.file}: ${pct(r.scoreWithoutEquivalent)} without the ` +
    `${r.equivalent} equivalent (${pct(r.score)} Stryker, ${r.covered} covered, ${r.noCoverage} without ` +
    `coverage, ${r.ignored} static left out) at ${r.commit} ${r.date}`
  );
};

const measured = rows.filter((s) => s.kind === 'measured');
const typeOnly = rows.filter((s) => s.kind === 'type-only');
const meets = measured.filter((s) => s.meetsTarget);
const unscored = measured.filter((s) => s.record.covered === 0);
const stale = measured.filter((s) => changedSince(s.record) === true);
process.stdout.write(
  `${rows.length} files mutated by \`npm run mutation\`: ${measured.length} measured, ${meets.length} at or above ` +
    `${SCORE_TARGET}% (equivalent survivors left out), ${measured.length - meets.length - unscored.length} under, ` +
    `${unscored.length} with no mutant a test ran (static ones left out, or none covered), ` +
    `${typeOnly.length} type-only (nothing to mutate), ${rows.length - measured.length - typeOnly.length} never ` +
    `measured; ${stale.length} changed since their run.\n`,
);
for (const s of rows) {
  const needsRun =
    s.kind === 'unmeasured' || (s.kind === 'measured' && (!s.meetsTarget || changedSince(s.record) !== false));
  if (all || needsRun) process.stdout.write(`${line(s)}\n`);
}

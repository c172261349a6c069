// Reading and writing the scores ledger and listing the files Stryker mutates, for the two mutation
// commands (record-scores.ts, status.ts). Both run from the repository root, in a git checkout.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { glob } from 'glob';
import { writeFileAtomic } from '../model/atomic-file.js';
import { fromRoot } from '../paths.js';
import { ledgerProblems, type ScoreRecord } from './scores.js';

export const LEDGER = 'harness/mutation/scores.json';

/** The ledger, or one line saying what is wrong with it. */
export function readLedger(): ScoreRecord[] {
  const text = readFileSync(fromRoot(LEDGER), 'utf8');
  let ledger: unknown;
  try {
    ledger = JSON.parse(text);
  } catch (e) {
    throw new Error(`${LEDGER}: ${(e as Error).message.split('\n')[0]}`, { cause: e });
  }
  const problems = ledgerProblems(ledger, (file) => existsSync(fromRoot(file)));
  if (problems.length > 0) throw new Error(`${LEDGER}: ${problems[0]} (${problems.length} problem(s))`);
  return ledger as ScoreRecord[];
}

export async function writeLedger(ledger: readonly ScoreRecord[]): Promise<void> {
  await writeFileAtomic(fromRoot(LEDGER), `${JSON.stringify(ledger, null, 2)}\n`);
}

/** The files `npm run mutation` mutates, from stryker.config.mjs's own list (`!` patterns exclude). */
export async function mutatedFiles(): Promise<string[]> {
  const config = (await import(pathToFileURL(fromRoot('stryker.config.mjs')).href)) as { ALL: string[] };
  const include = config.ALL.filter((p) => !p.startsWith('!'));
  const ignore = config.ALL.filter((p) => p.startsWith('!')).map((p) => p.slice(1));
  return (await glob(include, { cwd: fromRoot(), ignore, posix: true })).sort();
}

/** Runs git in the repository root; undefined when git or the object is unavailable. */
export function git(...args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd: fromRoot(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
}

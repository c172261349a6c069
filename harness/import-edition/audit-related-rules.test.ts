import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../paths.js';
import type { RelatedRule } from '../sources/load-sources.js';
import { auditRelatedRules, formatAudit, readRulesDirectory } from './audit-related-rules.js';

// Two tiny rules files: 2011-02-04 has the first-strike rule as 510.5 and the restart rule as 713.2; 2012-02-01
// has them as 510.4 and 714.2, and adds 800.4c.
const dir = fromRoot('harness', 'import-edition', 'testdata', 'audit');
const FIRST_STRIKE =
  'If at least one attacking or blocking creature has first strike as the combat damage step begins, only creatures with first strike assign combat damage in that step.';
const RESTART = 'All Magic cards involved in the game that was restarted are involved in the new game.';

const row = (meaning: string, rule: string, text: string, more: Partial<RelatedRule> = {}): RelatedRule => ({
  meaning,
  rule,
  edition: '2012-02-01',
  text,
  textHash: '0000000000000000',
  topic: 't',
  coverage: 'fixtures',
  ...more,
});

const RULES: RelatedRule[] = [
  row('RR-END-OF-COMBAT', '500.1', 'A turn consists of five phases.'),
  // Renumbered with no history: the 2011 file has it elsewhere.
  row('RR-FIRST-STRIKE-STEP', '510.4', FIRST_STRIKE),
  // The same rule with its history recorded: as the index says in both files.
  row('RR-FIRST-STRIKE-STEP', '510.4', FIRST_STRIKE, {
    history: [{ edition: '2011-02-04', until: '2012-02-01', rule: '510.5', text: FIRST_STRIKE, note: 'traced' }],
  }),
  // Indexed from 2012-02-01, but the 2011 file has its words already.
  row('RR-RESTART-GAME', '714.2', RESTART, { since: '2012-02-01' }),
  // Indexed from 2012-02-01, and rightly: the 2011 file hasn't it.
  row(
    'RR-LEAVE-GAME-CONTROL-END',
    '800.4c',
    'If an effect that gives a player control of an object ends and the player who controlled it by default has left the game, the object is exiled.',
    { since: '2012-02-01' },
  ),
];
const EDITIONS = ['2009-10-01', '2011-02-04', '2011-06-17', '2012-02-01'];

describe('audit-related: the related-rules index against a directory of rules files', () => {
  it('reads each file under its own effective date, and lists what it cannot read or already has', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'phasing-audit-'));
    copyFileSync(path.join(dir, '2011-02-04.txt'), path.join(copy, 'a.txt'));
    copyFileSync(path.join(dir, '2011-02-04.txt'), path.join(copy, 'b.txt'));
    copyFileSync(path.join(dir, '2012-02-01.txt'), path.join(copy, 'c.txt'));
    writeFileSync(path.join(copy, 'notes.txt'), 'not a rules text\n');
    const read = readRulesDirectory(copy);
    expect([...read.byEdition].map(([edition, f]) => [edition, f.file])).toEqual([
      ['2011-02-04', 'a.txt'],
      ['2012-02-01', 'c.txt'],
    ]);
    expect(read.duplicates).toEqual([{ file: 'b.txt', edition: '2011-02-04' }]);
    expect(read.unreadable.map((u) => u.file)).toEqual(['notes.txt']);
  });

  it('finds a renumbering the index lacks and a since one edition late, and nothing where the index is right', () => {
    const audit = auditRelatedRules(RULES, EDITIONS, readRulesDirectory(dir).byEdition);
    // 2011-02-04: the three rows without a later since; 2012-02-01: all five. 2009-10-01 is before the
    // related rules are recorded, and 2011-06-17 has no file.
    expect(audit.pairs).toBe(8);
    expect(audit.editionsWithoutFile).toEqual(['2011-06-17']);
    expect(audit.findings).toEqual([
      {
        edition: '2011-02-04',
        file: '2011-02-04.txt',
        meaning: 'RR-FIRST-STRIKE-STEP',
        row: '510.4',
        expected: '510.4',
        status: 'moved',
        found: '510.5',
      },
      {
        edition: '2011-02-04',
        file: '2011-02-04.txt',
        meaning: 'RR-RESTART-GAME',
        row: '714.2',
        expected: '-',
        status: 'before-since',
        found: '713.2',
      },
    ]);
    expect(formatAudit(audit).split('\n')).toEqual([
      '1 of 8 rule × edition pairs not as the index says; 1 rules in the file of the edition before their since; 2 rows',
      'no file for 1 editions: 2011-06-17',
      'RR-FIRST-STRIKE-STEP 510.4: 1',
      '  2011-02-04 (2011-02-04.txt): moved, the index says 510.4, the file has 510.5',
      'RR-RESTART-GAME 714.2: 1',
      "  2011-02-04 (2011-02-04.txt): already there as 713.2, word for word, before the index's since",
      '',
    ]);
  });

  it('on the command line: exit 1 with findings, 2 for a directory that is not one', () => {
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, [fromRoot('dist/harness/import-edition/audit-main.js'), ...args], {
        encoding: 'utf8',
        cwd: fromRoot(),
      });
    const run = cli(dir);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^\d+ of \d+ rule × edition pairs not as the index says;/);
    const missing = cli(path.join(dir, 'nowhere'));
    expect(missing.status).toBe(2);
    expect(missing.stderr.trim()).toMatch(/nowhere: not a directory$/);
  });
});

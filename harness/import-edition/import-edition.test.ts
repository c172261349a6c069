import { loadSourcesIndex } from '../sources/sources-index.js';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../paths.js';
import { sourcesDir, type EditionsFile } from '../sources/load-sources.js';
import { NEWEST_EDITION } from '../sources/testing/edition-facts.js';
import { applyImport } from './apply-import.js';
import { findPhasingRule } from './phasing-rule.js';
import { samePrintedRule } from './place-edition.js';
import { groupHeading, headingNote, planImport, type ImportOptions, type SourcesData } from './plan-import.js';
import { decodeCrBytes, parseCrText } from './read-cr-text.js';
import { formatSourcesJson, readSourcesData } from './sources-data-files.js';

// The excerpts in testdata/ were cut from the archived official files by `import-edition --excerpt`
// (testdata/excerpts.json names each file with its SHA-256). The round trips take editions out of a copy of
// the index and import them again from their text: the index must come back byte for byte.
const testdata = (file: string) => path.join(fromRoot(), 'harness', 'import-edition', 'testdata', file);
const excerpt = (date: string) => parseCrText(decodeCrBytes(readFileSync(testdata(`${date}.txt`))));
const cli = (...args: string[]) =>
  spawnSync(process.execPath, [fromRoot('dist/harness/cli/main.js'), ...args], { encoding: 'utf8', cwd: fromRoot() });

function copyOfIndex(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'phasing-import-'));
  cpSync(sourcesDir(), dir, { recursive: true });
  return dir;
}

const snapshot = (dir: string): Record<string, string> =>
  Object.fromEntries(readdirSync(dir).map((f) => [f, readFileSync(path.join(dir, f), 'utf8')]));

/** The editions file without some editions, as a maintainer would leave it (empty groups gone, headings redone). */
function withoutEditions(editions: EditionsFile, dates: readonly string[]): EditionsFile {
  const out = structuredClone(editions);
  out.editions = out.editions.filter((e) => !dates.includes(e.date)) as EditionsFile['editions'];
  for (const g of out.groups) {
    if (!g.editions.some((d) => dates.includes(d))) continue;
    g.editions = g.editions.filter((d) => !dates.includes(d)) as typeof g.editions;
    if (g.editions.length > 0) g.heading = groupHeading(g.editions, g.rule, headingNote(g.heading));
  }
  out.groups = out.groups.filter((g) => g.editions.length > 0) as EditionsFile['groups'];
  return out;
}

/** Imports the editions in date order, accepting the listed questions; returns the data after the last. */
function reimport(data: SourcesData, dates: readonly string[], group: EditionsFile['groups'][number]): SourcesData {
  const options: ImportOptions = {
    insert: true,
    meanings: new Map(),
    group: group.group,
    note: headingNote(group.heading),
    source: group.source,
  };
  let current = { ...data, editions: withoutEditions(data.editions, dates) };
  for (const date of dates) {
    const plan = planImport(excerpt(date), current, options);
    expect(plan.judgements.filter((j) => !j.acceptable)).toEqual([]);
    current = applyImport(current, plan);
  }
  return current;
}

const sameFiles = (a: SourcesData, b: SourcesData) => {
  for (const key of ['editions', 'meanings', 'related'] as const)
    expect(formatSourcesJson(a[key]), key).toBe(formatSourcesJson(b[key]));
};

describe('import-edition re-imports editions from their official text and gets the index back', () => {
  const data = readSourcesData(sourcesDir());
  const groupOf = (name: string) => data.editions.groups.find((g) => g.group === name)!;

  it('the 2017 token change: group E, with PH-TOKENS-CEASE gone and 702.25d reworded, asks before writing', () => {
    const e = groupOf('E');
    const plan = planImport(excerpt('2017-08-25'), withoutGroup(data, e.editions), {
      insert: true,
      meanings: new Map(),
      source: 'x',
    });
    expect(plan.placement).toMatchObject({ isNew: true, group: 'D2' });
    expect(plan.judgements.map((j) => j.subject)).toEqual(['PH-TOKENS-CEASE']);
    sameFiles(reimport(data, e.editions, e), data);
  });

  it('the 2020 re-lettering: group H (PH-CE-SET as 702.25e), five editions', () => {
    const h = groupOf('H');
    sameFiles(reimport(data, h.editions, h), data);
  });

  it('the 2021 renumbering: group I (702.25 became 702.26), ten editions', () => {
    const i = groupOf('I');
    const plan = planImport(excerpt('2021-04-22'), withoutGroup(data, i.editions), {
      insert: true,
      meanings: new Map(),
      source: 'x',
    });
    expect(plan.printed.rule).toBe('702.26');
    expect(plan.placement.isNew).toBe(true);
    sameFiles(reimport(data, i.editions, i), data);
  });

  it('every excerpt has, word for word, the phasing rule of the group the index puts its edition in', () => {
    const files = JSON.parse(readFileSync(testdata('excerpts.json'), 'utf8')) as {
      excerpts: { file: string; effective: string }[];
    };
    const onDisk = readdirSync(testdata('.')).filter((f) => f.endsWith('.txt'));
    expect(files.excerpts.map((x) => x.file).sort()).toEqual(onDisk.sort());
    for (const { effective } of files.excerpts) {
      const cr = excerpt(effective);
      expect(cr.effective).toBe(effective);
      const indexed = data.editions.editions.find((x) => x.date === effective)!;
      expect(samePrintedRule(findPhasingRule(cr), groupOf(indexed.group)), effective).toBe(true);
    }
  });
});

describe('import-edition follows the related rules by their wording', () => {
  it('asks when a tracked rule moved, and --accept records the renumbering in its history', () => {
    const data = readSourcesData(sourcesDir());
    const newest = data.editions.editions.at(-1)!.date;
    const next = '2099-01-01';
    const text = readFileSync(testdata(`${newest}.txt`), 'utf8')
      .replace(/effective as of \w+ \d+, \d{4}\./, 'effective as of January 1, 2099.')
      .replace(/^509\.1b /m, '509.1z ');
    const plan = planImport(parseCrText(text), data, { insert: false, meanings: new Map(), source: 'x' });
    expect(plan.placement).toMatchObject({ isNew: false, group: 'K' });
    expect(plan.judgements).toEqual([
      {
        subject: 'RR-BLOCK-RESTRICTION 509.1b',
        question: '509.1b is now 509.1z? (the same wording, another number)',
        acceptable: true,
      },
    ]);
    const quotedFrom = data.related.rules.find((r) => r.meaning === 'RR-BLOCK-RESTRICTION')!.edition;
    const after = applyImport(data, plan);
    const rule = after.related.rules.find((r) => r.meaning === 'RR-BLOCK-RESTRICTION')!;
    expect([rule.rule, rule.edition]).toEqual(['509.1z', next]);
    expect(rule.history!.at(-1)).toMatchObject({ edition: quotedFrom, until: next, rule: '509.1b' });
  });
});

function withoutGroup(data: SourcesData, dates: readonly string[]): SourcesData {
  return { ...data, editions: withoutEditions(data.editions, dates) };
}

describe('import-edition on the command line', () => {
  it('removing the newest edition and importing its text restores the index exactly', () => {
    const dir = copyOfIndex();
    const before = snapshot(dir);
    const newest = readSourcesData(dir).editions.editions.at(-1)!.date;
    const editionsFile = path.join(dir, 'editions.json');
    const without = withoutEditions(JSON.parse(before['editions.json']!) as EditionsFile, [newest]);
    writeFileSync(editionsFile, formatSourcesJson(without));
    const r = cli('import-edition', testdata(`${newest}.txt`), '--sources', dir);
    expect(r.stderr).toBe('');
    expect(r.status, r.stdout).toBe(0);
    const { group, rule } = readSourcesData(dir).editions.editions.at(-1)!;
    // Every related rule found where the index has it, with the words it quotes (none moved, none reworded).
    expect(r.stdout).toMatch(
      new RegExp(
        `^edition ${newest}: group ${group} \\(phasing rule ${rule} word for word\\); related rules: \\d+ ok$`,
        'm',
      ),
    );
    expect(r.stdout).toContain('phasing-cts rules-diff');
    // Every rule that reads permanents found at its number with the words readers.json quotes.
    const readers = loadSourcesIndex(dir).readers.readers.length;
    expect(r.stdout).toContain(`rules that read permanents (readers.json): ${readers} ok\n`);
    expect(snapshot(dir)).toEqual(before);
  });

  it('refuses, in one line and changing nothing, a file that is not a rules text, a truncated one, an indexed or older edition', () => {
    const dir = copyOfIndex();
    const before = snapshot(dir);
    const scratch = mkdtempSync(path.join(tmpdir(), 'phasing-import-bad-'));
    const text = readFileSync(testdata('2021-04-22.txt'), 'utf8');
    const truncated = path.join(scratch, 'truncated.txt');
    writeFileSync(truncated, text.slice(0, text.indexOf('Glossary')));
    const cases: [string, RegExp][] = [
      [fromRoot('package.json'), /package\.json: the first line is not "Magic: The Gathering Comprehensive Rules"/],
      [truncated, /truncated\.txt: the rules stop before the "Glossary" heading/],
      [testdata('2026-08-07.txt'), /2026-08-07\.txt: the 2026-08-07 edition is already in the index/],
      [path.join(scratch, 'missing.txt'), /missing\.txt: cannot read/],
    ];
    for (const [file, message] of cases) {
      const r = cli('import-edition', file, '--sources', dir);
      expect(r.status, file).toBe(2);
      expect(r.stderr.trim().split('\n'), file).toHaveLength(1);
      expect(r.stderr).toMatch(message);
    }
    const broken = JSON.parse(before['editions.json']!) as EditionsFile;
    broken.groups[3]!.group = 'a2';
    writeFileSync(path.join(dir, 'editions.json'), formatSourcesJson(broken));
    const bad = cli('import-edition', testdata('2022-09-08.txt'), '--insert', '--sources', dir);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(
      /cannot use .*editions\.json: at \/groups\/3\/group: .*\(schema\/sources\.schema\.json\)\n$/,
    );
    const older = withoutEditions(JSON.parse(before['editions.json']!) as EditionsFile, ['2022-09-08']);
    writeFileSync(path.join(dir, 'editions.json'), formatSourcesJson(older));
    const r = cli('import-edition', testdata('2022-09-08.txt'), '--sources', dir);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`older than the newest indexed (${NEWEST_EDITION}); add --insert`);
    expect(snapshot(dir)).toEqual({ ...before, 'editions.json': formatSourcesJson(older) });
  });

  it('lists the questions and writes nothing until --accept', () => {
    const dir = copyOfIndex();
    const data = readSourcesData(dir);
    const e = data.editions.groups.find((g) => g.group === 'E')!;
    writeFileSync(path.join(dir, 'editions.json'), formatSourcesJson(withoutEditions(data.editions, e.editions)));
    const before = snapshot(dir);
    const asked = cli('import-edition', testdata('2017-08-25.txt'), '--insert', '--sources', dir);
    expect(asked.status).toBe(1);
    expect(asked.stdout).toContain("PH-TOKENS-CEASE: PH-TOKENS-CEASE (group D's 702.25k) is no longer in the rule");
    expect(asked.stdout).toContain('Nothing written');
    expect(snapshot(dir)).toEqual(before);
    const accepted = cli(
      'import-edition',
      testdata('2017-08-25.txt'),
      '--insert',
      '--accept',
      '--group',
      'E',
      '--sources',
      dir,
    );
    expect(accepted.status, accepted.stdout + accepted.stderr).toBe(0);
    expect(readSourcesData(dir).editions.groups.find((g) => g.group === 'E')!.clauses).toEqual(e.clauses);
  });
});

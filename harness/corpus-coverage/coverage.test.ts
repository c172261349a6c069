import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coverageCommand } from '../cli/coverage-command.js';
import { UsageError } from '../errors.js';
import { loadCorpus } from '../corpus/load-corpus.js';
import { validateAgainst } from '../model/schema-validator.js';
import type { CoverageReport } from '../generated/coverage.js';
import type { Fixture } from '../generated/fixture.js';
import { fromRoot } from '../paths.js';
import {
  SOURCE_FILES,
  type EditionsFile,
  type ReadersFile,
  type RelatedRulesFile,
  type RulingsFile,
} from '../sources/load-sources.js';
import { loadSourcesIndex } from '../sources/sources-index.js';
import {
  EDITIONS_SINCE_RECORDED,
  GROUPS_SINCE_RECORDED,
  hypotheticalNextEdition,
} from '../sources/testing/edition-facts.js';
import { computeCoverage } from './compute-coverage.js';

// The gate is tested on small, controlled worlds: a corpus of one or two copies of real fixtures, and a copy of
// the sources index trimmed so that exactly what those fixtures cite is gated (the other phasing clauses
// removed, the other related rules marked notCovered, the rulings untestable). Then "exit 0" means the gate
// really found everything covered, and each test breaks one thing and checks the gate notices that thing.

const UNTAP_FIXTURE = 'fixtures/rules/PH-UNTAP/untap-phasing-permanent-phases-out.json';
const hash16 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16);
const readJson = async <T>(file: string): Promise<T> => JSON.parse(await readFile(file, 'utf8')) as T;

async function scratch(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'cts-coverage-'));
}

/** A copy of the bundled sources index in which only `meanings` are gated; `edit` may change it further. */
async function trimmedSources(
  meanings: string[],
  edit?: (files: { editions: EditionsFile; related: RelatedRulesFile; rulings: RulingsFile }) => void,
): Promise<string> {
  const dir = path.join(await scratch(), 'sources');
  await mkdir(dir);
  for (const file of Object.values(SOURCE_FILES))
    await writeFile(path.join(dir, file), await readFile(fromRoot('fixtures/sources', file)));
  const editions = await readJson<EditionsFile>(path.join(dir, SOURCE_FILES.editions));
  const related = await readJson<RelatedRulesFile>(path.join(dir, SOURCE_FILES.relatedRules));
  const rulings = await readJson<RulingsFile>(path.join(dir, SOURCE_FILES.rulings));
  for (const g of editions.groups)
    g.clauses = g.clauses.filter((c) => meanings.includes(c.meaning)) as typeof g.clauses;
  for (const r of related.rules)
    if (!meanings.includes(r.meaning)) r.coverage = { notCovered: 'not gated in this test' };
  for (const c of rulings.cards) for (const r of c.rulings) r.testable = { untestable: 'not gated in this test' };
  for (const r of rulings.otherCards) r.testable = { untestable: 'not gated in this test' };
  // The readers index is gated by its own tests (compute-readers.test.ts): here every row is left open.
  const readers = await readJson<ReadersFile>(path.join(dir, SOURCE_FILES.readers));
  readers.readers = readers.readers.map(({ checkedBy: _checked, open: _open, exempt: _exempt, ...row }) => ({
    ...row,
    open: { kind: 'fixture' as const, reason: 'not gated in this test (coverage.test.ts)' },
  })) as typeof readers.readers;
  await writeFile(path.join(dir, SOURCE_FILES.readers), JSON.stringify(readers));
  edit?.({ editions, related, rulings });
  await writeFile(path.join(dir, SOURCE_FILES.editions), JSON.stringify(editions));
  await writeFile(path.join(dir, SOURCE_FILES.relatedRules), JSON.stringify(related));
  await writeFile(path.join(dir, SOURCE_FILES.rulings), JSON.stringify(rulings));
  return dir;
}

/** A corpus directory holding copies of real fixtures, each optionally edited. */
async function corpusOf(...fixtures: { file: string; edit?: (f: Fixture) => void }[]): Promise<string> {
  const dir = path.join(await scratch(), 'fixtures');
  await mkdir(dir);
  for (const { file, edit } of fixtures) {
    const f = await readJson<Fixture>(fromRoot(file));
    edit?.(f);
    await writeFile(path.join(dir, `${f.id}.json`), JSON.stringify(f, null, 2));
  }
  return dir;
}

/** Runs the command in-process: its exit code, what it printed, and the JSON report it wrote. */
async function coverage(opts: {
  fixtures: string;
  sources: string;
  edition?: string;
}): Promise<{ code: number; out: string; report: CoverageReport }> {
  const json = path.join(await scratch(), 'coverage.json');
  let out = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  try {
    const code = await coverageCommand({
      edition: opts.edition ?? 'all',
      json,
      fixtures: opts.fixtures,
      sources: opts.sources,
    });
    return { code, out, report: await readJson<CoverageReport>(json) };
  } finally {
    spy.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe('coverage gate', () => {
  it('passes (exit 0) when every gated clause has an approved fixture in every edition, and the JSON matches its schema', async () => {
    const { code, out, report } = await coverage({
      fixtures: await corpusOf({ file: UNTAP_FIXTURE }),
      sources: await trimmedSources(['PH-UNTAP']),
    });
    expect(out).toContain('coverage gate: pass');
    expect(code).toBe(0);
    expect(validateAgainst('coverage.schema.json', report)).toEqual([]);
    // One row per group: those recorded (edition-facts.ts) literally, then any group added since, as the index has it.
    const untap = report.clauses.filter((r) => r.meaning === 'PH-UNTAP');
    expect(untap.map((r) => r.group)).toEqual([
      ...['P1', 'P2', 'A', 'A2', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'],
      ...GROUPS_SINCE_RECORDED,
    ]);
    const index = loadSourcesIndex();
    const since = GROUPS_SINCE_RECORDED.map(
      (name) => index.editions.groups.find((g) => g.group === name)!.clauses.find((c) => c.meaning === 'PH-UNTAP')!.id,
    );
    expect(untap.map((r) => r.rule)).toEqual([
      '702.23a',
      '702.23a',
      '702.23a',
      '702.24a',
      '702.24a',
      '702.25a',
      '702.25a',
      '702.25a',
      '702.25a',
      '702.25a',
      '702.25a',
      '702.26a',
      '702.26a',
      '702.26a',
      ...since,
    ]);
    expect(
      untap.every((r) => r.status === 'covered' && r.fixtures.includes('untap-phasing-permanent-phases-out')),
    ).toBe(true);
    expect(report.summary.gate).toEqual({ pass: true, failures: 0 });
  });

  it('fails (exit 1) and names the clause and the editions when no fixture covers them', async () => {
    // The same fixture, but applying only from 2021-04-22: groups P1-H lose their only fixture.
    const fixtures = await corpusOf({ file: UNTAP_FIXTURE, edit: (f) => (f.editions = { from: '2021-04-22' }) });
    const { code, out, report } = await coverage({ fixtures, sources: await trimmedSources(['PH-UNTAP']) });
    expect(code).toBe(1);
    expect(report.uncovered.clauses.map((u) => u.group)).toEqual([
      'P1',
      'P2',
      'A',
      'A2',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
      'H',
    ]);
    expect(report.uncovered.clauses[0]).toMatchObject({
      meaning: 'PH-UNTAP',
      rule: '702.23a',
      editions: ['2009-07-11', '2009-09-04'],
    });
    expect(report.uncovered.clauses[2]).toMatchObject({
      meaning: 'PH-UNTAP',
      rule: '702.23a',
      editions: ['2010-10-01', '2011-02-04', '2011-04-01', '2011-05-01'],
    });
    expect(report.clauses.filter((r) => r.status === 'covered').map((r) => r.group)).toEqual([
      'I',
      'J',
      'K',
      ...GROUPS_SINCE_RECORDED,
    ]);
    expect(out).toMatch(/clause PH-UNTAP \(702\.23a\/702\.24a\/702\.25a\): P1 P2 A A2 B C D E F G H — 59 edition\(s\)/);
    expect(out).toContain('coverage gate: FAIL');
  });

  it('counts a fixture starting inside a group as partial coverage of that group, never as full', async () => {
    const fixtures = await corpusOf({ file: UNTAP_FIXTURE, edit: (f) => (f.editions = { from: '2016-11-11' }) });
    const { code, report } = await coverage({ fixtures, sources: await trimmedSources(['PH-UNTAP']) });
    expect(code).toBe(1);
    const d = report.clauses.find((r) => r.meaning === 'PH-UNTAP' && r.group === 'D')!;
    expect(d.status).toBe('partial');
    expect(d.uncoveredEditions).toEqual(['2016-07-22', '2016-08-26', '2016-09-30']);
    expect(d.fixtures).toEqual(['untap-phasing-permanent-phases-out']);
  });

  it('does not count proposed fixtures, but lists them', async () => {
    const fixtures = await corpusOf({
      file: UNTAP_FIXTURE,
      edit: (f) => {
        f.status = 'proposed';
        f.notes = 'Proposed for this test: the gate must not count it.';
      },
    });
    const { code, report } = await coverage({ fixtures, sources: await trimmedSources(['PH-UNTAP']) });
    expect(code).toBe(1);
    const k = report.clauses.find((r) => r.group === 'K')!;
    expect(k).toMatchObject({ status: 'uncovered', fixtures: [], proposed: ['untap-phasing-permanent-phases-out'] });
    expect(report.suite).toMatchObject({ approved: 0, proposed: 1 });
  });

  it('covers every numbering from one citation: meaning and editions range decide, not the cited edition', async () => {
    // Keep only the 2011 citation (702.23a): the fixture still covers 702.26a in group K.
    const fixtures = await corpusOf({
      file: UNTAP_FIXTURE,
      edit: (f) =>
        (f.sources = f.sources.filter((s) => s.kind === 'rule' && s.edition === '2011-02-04') as Fixture['sources']),
    });
    const { code, report } = await coverage({ fixtures, sources: await trimmedSources(['PH-UNTAP']) });
    expect(code).toBe(0);
    expect(report.clauses.find((r) => r.group === 'K')).toMatchObject({ rule: '702.26a', status: 'covered' });
  });

  it('gates related rules with coverage "fixtures" and testable rulings', async () => {
    const relatedGated = await trimmedSources(['PH-UNTAP', 'RR-UNTAP-NO-PRIORITY']);
    const r1 = await coverage({ fixtures: await corpusOf({ file: UNTAP_FIXTURE }), sources: relatedGated });
    expect(r1.code).toBe(1);
    expect(r1.report.uncovered.relatedRules.every((u) => u.meaning === 'RR-UNTAP-NO-PRIORITY')).toBe(true);
    // Numbered as in each group's editions: 502.3 until the 2021-09-24 edition inserted day/night's 502.2.
    expect(r1.report.uncovered.relatedRules.find((u) => u.group === 'A')?.rule).toBe('502.3');
    expect(r1.report.uncovered.relatedRules.find((u) => u.group === 'K')?.rule).toBe('502.4');
    // 502.4 in every group from A (2011-02-04) on: 12 groups and 87 editions as recorded, plus any added since.
    expect(r1.report.uncovered.relatedRules).toHaveLength(12 + GROUPS_SINCE_RECORDED.length);
    const groupsFromA = ['A', 'A2', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', ...GROUPS_SINCE_RECORDED].join(
      ' ',
    );
    expect(r1.out).toContain(
      `related RR-UNTAP-NO-PRIORITY 502.4 (502.3): ${groupsFromA} — ${87 + EDITIONS_SINCE_RECORDED.length} edition(s)`,
    );

    const rulingGated = await trimmedSources(['PH-UNTAP'], ({ rulings }) => {
      rulings.cards[0].rulings[0]!.testable = true;
    });
    const r2 = await coverage({ fixtures: await corpusOf({ file: UNTAP_FIXTURE }), sources: rulingGated });
    expect(r2.code).toBe(1);
    const index = loadSourcesIndex();
    const first = index.rulings.cards[0];
    expect(r2.report.uncovered.rulings).toEqual([
      { card: first.name, date: first.rulings[0]!.date, hash: first.rulings[0]!.hash },
    ]);

    // Citing the ruling covers it.
    const citing = await corpusOf({
      file: UNTAP_FIXTURE,
      edit: (f) =>
        f.sources.push({
          kind: 'ruling',
          card: first.name,
          date: first.rulings[0]!.date,
          hash: first.rulings[0]!.hash,
        }),
    });
    const r3 = await coverage({ fixtures: citing, sources: rulingGated });
    expect(r3.code).toBe(0);
    expect(r3.report.rulings.find((r) => r.card === first.name && r.hash === first.rulings[0]!.hash)).toMatchObject({
      status: 'covered',
      fixtures: ['untap-phasing-permanent-phases-out'],
    });
  });

  it('reports citations of nothing in the sources index and fails the gate on them', async () => {
    // A sources index whose PH-UNTAP clauses are gone: the fixture's citations dangle.
    const { code, report } = await coverage({
      fixtures: await corpusOf({ file: UNTAP_FIXTURE }),
      sources: await trimmedSources(['PH-UNTAP'], ({ editions }) => {
        for (const g of editions.groups)
          g.clauses = g.clauses.map((c) => ({ ...c, meaning: 'PH-REDUNDANT' as const })) as typeof g.clauses;
      }),
    });
    expect(code).toBe(1);
    expect(report.dangling.map((d) => d.problem)).toEqual([
      '702.26a in the 2026-08-07 edition has meaning PH-REDUNDANT, not PH-UNTAP',
      '702.23a in the 2011-02-04 edition has meaning PH-REDUNDANT, not PH-UNTAP',
      '702.23a in the 2009-07-11 edition has meaning PH-REDUNDANT, not PH-UNTAP',
    ]);
  });

  it('exits 2 when the corpus has validation problems, still writing the report with the problem count', async () => {
    const fixtures = await corpusOf({ file: UNTAP_FIXTURE });
    await writeFile(path.join(fixtures, 'broken.json'), '{ "id": ');
    const { code, report } = await coverage({ fixtures, sources: await trimmedSources(['PH-UNTAP']) });
    expect(code).toBe(2);
    expect(report.suite.problems).toBeGreaterThan(0);
    // The valid fixture is still counted: the gate itself would pass.
    expect(report.summary.gate.pass).toBe(true);
  });

  it('restricts the gate to one edition with --edition DATE (the edition in force then)', async () => {
    const fixtures = await corpusOf({ file: UNTAP_FIXTURE, edit: (f) => (f.editions = { from: '2021-04-22' }) });
    const sources = await trimmedSources(['PH-UNTAP']);
    const later = await coverage({ fixtures, sources, edition: '2023-01-01' });
    expect(later.code).toBe(0);
    expect(later.report.scope).toEqual({ edition: '2023-01-01', editions: ['2022-11-18'], groups: ['J'] });
    const earlier = await coverage({ fixtures, sources, edition: '2019-01-25' });
    expect(earlier.code).toBe(1);
    await expect(coverage({ fixtures, sources, edition: 'yesterday' })).rejects.toThrow(UsageError);
    await expect(coverage({ fixtures, sources, edition: '1999-01-01' })).rejects.toThrow(
      /no edition .* in force on 1999-01-01/,
    );
  });

  it('warns about a fixture that applies where a clause it cites does not exist', async () => {
    const corpus = await loadCorpus(
      await corpusOf({
        file: 'fixtures/rules/PH-TOKENS-CEASE/tokens-cease-phased-out-token-ceases-to-exist.json',
        edit: (f) => (f.editions = { from: '2011-02-04', before: '2017-09-29' }),
      }),
    );
    const index = loadSourcesIndex();
    const report = computeCoverage({
      index,
      fixtures: corpus.fixtures,
      editions: ['2017-07-08', '2017-08-25'],
      editionArg: 'test',
      suite: {
        name: 'phasing-cts',
        version: '0',
        corpusHash: '0'.repeat(64),
        fixtureCount: 1,
        approved: 1,
        proposed: 0,
        problems: 0,
        sources: index.dir,
      },
    });
    expect(report.warnings).toEqual([
      {
        fixture: 'tokens-cease-phased-out-token-ceases-to-exist',
        meaning: 'PH-TOKENS-CEASE',
        editions: ['2017-08-25'],
      },
    ]);
    // And the clause rows exist only where the clause does.
    expect(report.clauses.filter((r) => r.meaning === 'PH-TOKENS-CEASE').map((r) => r.group)).toEqual(['D']);
  });
});

describe('coverage of a new edition', () => {
  // A hypothetical edition group after the index's last (the next letter, effective the day after the newest
  // edition: L and 2026-08-08 while the index ends at K and 2026-08-07; edition-facts.ts) that rewords PH-UNTAP
  // and adds a subrule with a new meaning: the new edition is in scope, open-ended fixtures cover its unchanged
  // meanings, and the new subrule is a gap until someone writes a fixture for it.
  const { date: NEW_EDITION, group: NEW_GROUP } = hypotheticalNextEdition();

  async function withNewEdition(): Promise<string> {
    return trimmedSources(['PH-UNTAP'], ({ editions }) => {
      const k = editions.groups[editions.groups.length - 1]!;
      const untap = { ...k.clauses.find((c) => c.meaning === 'PH-UNTAP')! };
      untap.text = untap.text.replace('all phased-in permanents with phasing', 'each phased-in permanent with phasing');
      untap.textHash = hash16(untap.text);
      const added = {
        id: '702.26q',
        letter: 'q',
        meaning: 'PH-HYPOTHETICAL' as never,
        text: 'A hypothetical subrule.',
        textHash: hash16('A hypothetical subrule.'),
        examples: [],
      };
      editions.groups.push({
        ...k,
        group: NEW_GROUP,
        editions: [NEW_EDITION],
        heading: `${NEW_EDITION} — 702.26 (hypothetical)`,
        clauses: [untap, added],
      });
      editions.editions.push({ date: NEW_EDITION, group: NEW_GROUP, rule: '702.26' });
    });
  }

  it('reports the new group, covers it with open-ended fixtures and fails the gate on the new subrule', async () => {
    const sources = await withNewEdition();
    const ended = await corpusOf({
      file: UNTAP_FIXTURE,
      edit: (f) => (f.editions = { from: '2011-02-04', before: NEW_EDITION }),
    });
    const open = await corpusOf({ file: UNTAP_FIXTURE });

    const { code, report } = await coverage({ fixtures: open, sources });
    expect(code).toBe(1);
    expect(report.scope.groups.at(-1)).toBe(NEW_GROUP);
    expect(report.clauses.find((r) => r.meaning === 'PH-UNTAP' && r.group === NEW_GROUP)).toMatchObject({
      status: 'covered',
      editions: [NEW_EDITION],
    });
    expect(report.uncovered.clauses).toEqual([
      { meaning: 'PH-HYPOTHETICAL', rule: '702.26q', group: NEW_GROUP, editions: [NEW_EDITION] },
    ]);

    // A fixture whose range ends before the new edition does not cover it.
    const before = await coverage({ fixtures: ended, sources, edition: NEW_EDITION });
    expect(before.report.clauses.find((r) => r.meaning === 'PH-UNTAP')).toMatchObject({
      group: NEW_GROUP,
      status: 'uncovered',
    });
  });
});

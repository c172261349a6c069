import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { rulesDiffCommand } from '../cli/rules-diff-command.js';
import { UsageError } from '../errors.js';
import { loadCorpus, type LoadedFixture } from '../corpus/load-corpus.js';
import { validateAgainst } from '../model/schema-validator.js';
import type { RulesDiff, WordDiff } from '../generated/rules-diff.js';
import { fromRoot } from '../paths.js';
import { SOURCE_FILES, type EditionsFile } from '../sources/load-sources.js';
import { loadSourcesIndex } from '../sources/sources-index.js';
import { NEWEST_EDITION, hypotheticalNextEdition } from '../sources/testing/edition-facts.js';
import { computeRulesDiff, RulesDiffRequestError } from './compute-rules-diff.js';
import { formatRulesDiffTerminal } from './render-rules-diff.js';

// Fixtures are copied into a scratch corpus so the expectations below do not move while the real corpus grows.
const TOKENS_CEASE = 'fixtures/rules/PH-TOKENS-CEASE/tokens-cease-phased-out-token-ceases-to-exist.json';
const TOKENS_STAY = 'fixtures/rules/PH-NO-ZONE-CHANGE/no-zone-change-tokens-continue-to-exist.json';
const COUNTERS_STAY = 'fixtures/rules/PH-NO-ZONE-CHANGE/no-zone-change-counters-remain.json';
const UNTAP = 'fixtures/rules/PH-UNTAP/untap-phasing-permanent-phases-out.json';

let fixtures: LoadedFixture[];
beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'cts-rules-diff-'));
  for (const file of [TOKENS_CEASE, TOKENS_STAY, COUNTERS_STAY, UNTAP])
    await writeFile(path.join(dir, path.basename(file)), await readFile(fromRoot(file)));
  const corpus = await loadCorpus(dir);
  expect(corpus.diagnostics).toEqual([]);
  fixtures = corpus.fixtures;
});

const diff = (from: string, to: string, sources = loadSourcesIndex()): RulesDiff =>
  computeRulesDiff({ index: sources, fixtures, from, to });
const ids = (list: { id: string }[]) => list.map((f) => f.id);
const meanings = (list: { meaning: string }[]) => list.map((c) => c.meaning);
const side = (d: WordDiff, op: 'removed' | 'added') =>
  d
    .filter((p) => p.op === 'equal' || p.op === op)
    .map((p) => p.text)
    .join('');

describe('rules-diff', () => {
  it('names the 2017-08-25 token change and the fixtures on both sides of it', () => {
    const d = diff('2017-07-08', '2017-08-25');
    expect(validateAgainst('rules-diff.schema.json', d)).toEqual([]);
    expect(d.from).toMatchObject({ edition: '2017-07-08', group: 'D', rule: '702.25' });
    expect(d.to).toMatchObject({ edition: '2017-08-25', group: 'E', rule: '702.25' });

    expect(meanings(d.clauses.added)).toEqual([]);
    expect(meanings(d.clauses.removed)).toEqual(['PH-TOKENS-CEASE']);
    const removed = d.clauses.removed[0]!;
    expect(removed).toMatchObject({ from: { rule: '702.25k' }, to: null, changedIn: ['2017-08-25'] });
    expect(ids(removed.fixtures.before)).toEqual(['tokens-cease-phased-out-token-ceases-to-exist']);
    expect(ids(removed.fixtures.after)).toEqual([]);

    expect(meanings(d.clauses.reworded)).toEqual(['PH-NO-ZONE-CHANGE']);
    const reworded = d.clauses.reworded[0]!;
    expect(reworded.from!.rule).toBe('702.25d');
    expect(reworded.to!.rule).toBe('702.25d');
    const added = reworded.textDiff!.filter((p) => p.op === 'added').map((p) => p.text.trim());
    expect(added).toEqual(['Tokens continue to exist on the battlefield while phased out.']);
    expect(reworded.textDiff!.some((p) => p.op === 'removed')).toBe(false);
    // The fixture for the new sentence applies only after the change; one for an unchanged sentence, on both sides.
    expect(ids(reworded.fixtures.before)).toEqual(['no-zone-change-counters-remain']);
    expect(ids(reworded.fixtures.after)).toEqual([
      'no-zone-change-counters-remain',
      'no-zone-change-tokens-continue-to-exist',
    ]);

    expect(d.clauses.renumbered.map((c) => `${c.meaning} ${c.from!.rule}→${c.to!.rule}`)).toEqual([
      'PH-SKIP-UNTAP 702.25m→702.25k',
      'PH-REDUNDANT 702.25n→702.25m',
    ]);
    expect(d.summary).toMatchObject({ added: 0, removed: 1, renumbered: 2, reworded: 1 });

    // Related rules: 704.5d and 110.5f lost "phased out" (both versions quoted).
    const sba = d.relatedRules.find((r) => r.meaning === 'RR-SBA-TOKEN')!;
    expect(sba).toMatchObject({
      date: '2017-08-25',
      kind: 'changed',
      numberBefore: '704.5d',
      numberAfter: '704.5d',
      reworded: 'yes',
    });
    expect(sba.textDiff!.filter((p) => p.op === 'removed').map((p) => p.text)).toEqual(['phased out, or is ']);
    const token = d.relatedRules.find((r) => r.meaning === 'RR-TOKEN-CEASES-TO-EXIST')!;
    expect(token).toMatchObject({ reworded: 'yes', numberBefore: '110.5f', numberAfter: '110.5f' });
    expect(token.textDiff!.some((p) => p.op === 'removed' && p.text.includes('phased out, or'))).toBe(true);
    expect(token.textDiff!.some((p) => p.op === 'added' && p.text.includes('phased'))).toBe(false);
    // Without the newer text (an edition not read), the diff can't say whether the words changed.
    const unread = structuredClone(loadSourcesIndex());
    for (const h of unread.related.rules.find((r) => r.meaning === 'RR-TOKEN-CEASES-TO-EXIST')!.history ?? [])
      if (h.edition === '2017-08-25') delete h.text;
    expect(
      diff('2017-07-08', '2017-08-25', unread).relatedRules.find((r) => r.meaning === 'RR-TOKEN-CEASES-TO-EXIST'),
    ).toMatchObject({ reworded: 'unknown', numberBefore: '110.5f', numberAfter: '110.5f' });
    // Only the two token rules changed: the Commander rules, traced through every edition, read the same on both
    // sides (they were listed while their versions before 2017-08-25 were unread).
    expect(meanings(d.relatedRules).sort()).toEqual(['RR-SBA-TOKEN', 'RR-TOKEN-CEASES-TO-EXIST']);
  });

  it('word diffs reproduce both texts exactly', () => {
    const d = diff('2011-02-04', '2026-08-07');
    const index = loadSourcesIndex();
    const text = (date: string, meaning: string) =>
      index.editions.groups.find((g) => g.editions.includes(date))!.clauses.find((c) => c.meaning === meaning)!.text;
    expect(d.clauses.reworded.length).toBeGreaterThan(3);
    for (const c of d.clauses.reworded) {
      if (!c.textDiff) continue;
      expect(side(c.textDiff, 'removed')).toBe(text('2011-02-04', c.meaning));
      expect(side(c.textDiff, 'added')).toBe(text('2026-08-07', c.meaning));
    }
    // Across the whole history: tokens ceasing went away, PH-CE-SET and PH-MULTIPLAYER arrived.
    expect(meanings(d.clauses.removed)).toEqual(['PH-TOKENS-CEASE']);
    expect(meanings(d.clauses.added).sort()).toEqual(['PH-CE-SET', 'PH-MULTIPLAYER']);
    // changedIn lists every step: PH-CE-SET arrived as 702.25e, then became 702.26e.
    expect(d.clauses.added.find((c) => c.meaning === 'PH-CE-SET')!.changedIn).toEqual(['2020-08-07', '2021-04-22']);
  });

  it('gives an empty diff for two editions with the same rules', () => {
    for (const [from, to] of [
      // 2024-02-02 → 2024-03-08 is not empty: 602.2, 508.1 and 509.1 point to 730 instead of 729 from then on;
      // nor is 2024-03-08 → 2024-07-30: daybound's "enters the battlefield transformed" became "enters transformed";
      // nor 2024-07-30 → 2024-09-20: 502.2 and 702.145b point to "Day and Night" as rule 728 instead of 727.
      ['2024-03-08', '2024-06-07'],
      ['2022-10-07', '2022-10-07'],
      ['2024-03-01', '2024-03-07'],
    ] as const) {
      const d = diff(from, to);
      expect(d.clauses).toEqual({ added: [], removed: [], renumbered: [], reworded: [] });
      expect(d.relatedRules).toEqual([]);
      expect(formatRulesDiffTerminal(d)).toContain('Phasing clauses: no change.');
    }
  });

  it('shows a related rule that stops existing: damage assignment order, gone at 2024-11-08', () => {
    const d = diff('2024-09-20', '2024-11-08');
    expect(d.clauses).toEqual({ added: [], removed: [], renumbered: [], reworded: [] });
    expect(d.relatedRules.map((r) => [r.date, r.meaning, r.kind, r.numberBefore])).toEqual([
      // The same edition reworded 611.2b ("… and doesn't begin again during that spell or ability's resolution").
      ['2024-11-08', 'RR-FOR-AS-LONG-AS', 'changed', '611.2b'],
      // The same change reworded 510.1c: a creature blocked by two or more assigns its damage "divided as its
      // controller chooses among them" instead of "according to the damage assignment order announced for it".
      ['2024-11-08', 'RR-BLOCKED-DAMAGE', 'changed', '510.1c'],
      ['2024-11-08', 'RR-DAMAGE-ASSIGNMENT-ORDER', 'removed', '509.2'],
      // 702.145b's reference to day and night as rule 728 came earlier, in 2024-09-20 (rules_20240917.txt).
    ]);
  });

  it('shows the 2021-04-22 move from 702.25 to 702.26 as renumbering only', () => {
    const d = diff('2021-02-15', '2021-04-22');
    expect(d.clauses.reworded).toEqual([]);
    expect(d.clauses.added).toEqual([]);
    expect(d.clauses.removed).toEqual([]);
    expect(d.clauses.renumbered).toHaveLength(14);
    for (const c of d.clauses.renumbered) {
      expect(c.from!.rule.replace('702.25', '')).toBe(c.to!.rule.replace('702.26', ''));
      expect(c.from!.textHash).toBe(c.to!.textHash);
    }
    const untap = d.clauses.renumbered.find((c) => c.meaning === 'PH-UNTAP')!;
    expect(`${untap.from!.rule}→${untap.to!.rule}`).toBe('702.25a→702.26a');
    expect(ids(untap.fixtures.before)).toEqual(['untap-phasing-permanent-phases-out']);
    expect(ids(untap.fixtures.after)).toEqual(['untap-phasing-permanent-phases-out']);
    // The bestow rule moved in the same edition (to 702.103f; a later subrule made it 702.103g in 2021-09-24).
    expect(d.relatedRules.find((r) => r.meaning === 'RR-BESTOW-PHASE-IN')).toMatchObject({
      numberBefore: '702.102f',
      numberAfter: '702.103f',
      kind: 'changed',
    });
  });

  it('resolves any date to the edition in force and rejects impossible requests', () => {
    const d = diff('2017-08-01', '2017-09-01');
    expect(d.from.edition).toBe('2017-07-08');
    expect(d.to.edition).toBe('2017-08-25');
    expect(d.from.requested).toBe('2017-08-01');
    expect(() => diff('2017-08-25', '2017-07-08')).toThrow(RulesDiffRequestError);
    expect(() => diff('2001-01-01', '2017-07-08')).toThrow(/no edition .* in force on 2001-01-01/);
  });

  it('the command writes the JSON, prints the word diff and rejects malformed dates', async () => {
    const out: string[] = [];
    const spy = vi
      .spyOn(process.stdout, 'write')
      .mockImplementation((chunk: string | Uint8Array) => (out.push(String(chunk)), true));
    const json = path.join(await mkdtemp(path.join(tmpdir(), 'cts-rules-diff-')), 'd.json');
    try {
      expect(await rulesDiffCommand('2017-07-08', '2017-08-25', { json })).toBe(0);
      await expect(rulesDiffCommand('2017-07', '2017-08-25', {})).rejects.toThrow(UsageError);
      await expect(rulesDiffCommand('2017-08-25', '2017-07-08', {})).rejects.toThrow(UsageError);
    } finally {
      spy.mockRestore();
    }
    expect(out.join('')).toContain('{+Tokens continue to exist on the battlefield while phased out. +}');
    expect(out.join('')).toMatch(/PH-SKIP-UNTAP {2}702\.25m → 702\.25k/);
    const written = JSON.parse(await readFile(json, 'utf8')) as RulesDiff;
    expect(validateAgainst('rules-diff.schema.json', written)).toEqual([]);
    expect(meanings(written.clauses.removed)).toEqual(['PH-TOKENS-CEASE']);
  });
});

describe('rules-diff for a new edition', () => {
  it('reports a hypothetical edition that rewords one clause, with the fixtures to re-check', async () => {
    // A scratch copy of the sources index with a hypothetical edition group after its last one rewording
    // PH-UNTAP, the way a maintainer would import a new edition into a scratch directory before replacing
    // fixtures/sources. It is the next letter, the day after the newest edition (L and 2026-08-08 while the
    // index ends at K and 2026-08-07; edition-facts.ts), so a real edition added later cannot collide with it.
    const { date, group } = hypotheticalNextEdition();
    const dir = path.join(await mkdtemp(path.join(tmpdir(), 'cts-new-edition-')), 'sources');
    await mkdir(dir);
    for (const file of Object.values(SOURCE_FILES))
      await writeFile(path.join(dir, file), await readFile(fromRoot('fixtures/sources', file)));
    const editions = JSON.parse(await readFile(path.join(dir, SOURCE_FILES.editions), 'utf8')) as EditionsFile;
    const last = editions.groups[editions.groups.length - 1]!;
    const clauses = last.clauses.map((c) => ({ ...c })) as typeof last.clauses;
    const untap = clauses.find((c) => c.meaning === 'PH-UNTAP')!;
    untap.text = untap.text.replace('all phased-in permanents with phasing', 'each phased-in permanent with phasing');
    untap.textHash = createHash('sha256').update(untap.text, 'utf8').digest('hex').slice(0, 16);
    editions.groups.push({
      ...last,
      group,
      editions: [date],
      heading: `${date} — 702.26 (hypothetical)`,
      clauses,
    });
    editions.editions.push({ date, group, rule: '702.26' });
    await writeFile(path.join(dir, SOURCE_FILES.editions), JSON.stringify(editions));

    const d = diff(NEWEST_EDITION, date, loadSourcesIndex(dir));
    expect(d.from.edition).toBe(NEWEST_EDITION);
    expect(d.to).toMatchObject({ edition: date, group });
    expect(meanings(d.clauses.reworded)).toEqual(['PH-UNTAP']);
    expect(d.clauses.renumbered).toEqual([]);
    const change = d.clauses.reworded[0]!;
    expect(change.textDiff!.filter((p) => p.op !== 'equal').map((p) => `${p.op}:${p.text}`)).toEqual([
      'removed:all',
      'added:each',
      'removed:permanents',
      'added:permanent',
    ]);
    expect(ids(change.fixtures.before)).toEqual(['untap-phasing-permanent-phases-out']);
    expect(ids(change.fixtures.after)).toEqual(['untap-phasing-permanent-phases-out']);
    // The bundled index knows no such edition: the same request resolves to the newest edition on both sides.
    const bundled = diff(NEWEST_EDITION, date);
    expect([bundled.from.edition, bundled.to.edition]).toEqual([NEWEST_EDITION, NEWEST_EDITION]);
    expect(bundled.clauses.reworded).toEqual([]);
  });
});

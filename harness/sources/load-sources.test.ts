import { createHash } from 'node:crypto';
import { editionInForceOn } from '../model/edition-dates.js';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import {
  SOURCE_FILES,
  cataloguePath,
  clauseFor,
  loadBugs,
  loadCatalogue,
  groupForDate,
  loadEditions,
  loadInteractions,
  loadMeanings,
  loadRelatedRules,
  loadRulings,
  meaningOfRule,
  parseHeader,
  relatedRulesFor,
  repoRoot,
  sourcesDir,
} from './load-sources.js';
import {
  SHARED_AVAILABLE,
  SHARED_REQUIRED,
  SKIP_SHARED,
  SKIP_SHARED_REASON,
  sharedDir,
} from './testing/shared-documents.js';
import {
  EDITIONS_SINCE_RECORDED,
  EDITION_DATES,
  GROUPS_SINCE_RECORDED,
  GROUP_NAMES,
  NEWEST_EDITION,
  RECORDED,
  dayAfter,
  hypotheticalNextEdition,
} from './testing/edition-facts.js';

const root = repoRoot();
// The tests that compare the index with the ground-truth documents (../shared) skip on a plain clone,
// loudly; where CI requires them, a missing folder fails (see testing/shared-documents.ts).
if (SKIP_SHARED) console.warn(`load-sources.test: 5 comparisons with the documents ${SKIP_SHARED_REASON}`);
const itWithShared = it.skipIf(SKIP_SHARED);

it.skipIf(!SHARED_REQUIRED)('the ground-truth documents are present where PHASING_CTS_REQUIRE_SHARED is set', () => {
  expect(
    SHARED_AVAILABLE,
    `no ${path.join(sharedDir, 'rules', 'rules-and-rulings.md')}: put the shared folder beside the checkout or set PHASING_SHARED_DIR`,
  ).toBe(true);
});
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const hash16 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16);

function compile(schemaFile: string) {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  return ajv.compile(readJson(path.join(root, 'schema', schemaFile)) as object);
}

describe('schemas', () => {
  it('every sources file validates against schema/sources.schema.json', () => {
    const validate = compile('sources.schema.json');
    for (const file of Object.values(SOURCE_FILES)) {
      const ok = validate(readJson(path.join(sourcesDir(), file)));
      expect(validate.errors ?? [], file).toEqual([]);
      expect(ok).toBe(true);
    }
  });

  it('fixtures/sources holds exactly the known files', () => {
    expect(readdirSync(sourcesDir()).sort()).toEqual(Object.values(SOURCE_FILES).sort());
  });

  it('the card catalogue validates against schema/cards.schema.json', () => {
    const validate = compile('cards.schema.json');
    const ok = validate(readJson(cataloguePath()));
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it('records the first printing of every catalogue card but tokens and illustrative ones', () => {
    const cards = loadCatalogue().cards;
    const without = cards.filter((c) => !c.token && c.source !== 'illustrative' && c.firstPrinted === undefined);
    expect(without.map((c) => c.name)).toEqual([]);
    const printed = cards.flatMap((c) => (c.firstPrinted ? [c.firstPrinted] : []));
    expect(printed.length).toBeGreaterThan(150);
    // One set code names one set with one release date.
    const bySet = new Map<string, string>();
    for (const p of printed) {
      const seen = bySet.get(p.code);
      if (seen !== undefined) expect(`${p.code} ${p.set} ${p.date}`).toBe(seen);
      bySet.set(p.code, `${p.code} ${p.set} ${p.date}`);
    }
  });

  it('every property in sources.schema.json has a description', () => {
    const schema = readJson(path.join(root, 'schema', 'sources.schema.json'));
    const missing: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${at}/${i}`));
      if (!node || typeof node !== 'object') return;
      const obj = node as Record<string, unknown>;
      const props = obj.properties as Record<string, Record<string, unknown>> | undefined;
      for (const [name, prop] of Object.entries(props ?? {}))
        if (typeof prop.description !== 'string') missing.push(`${at}/properties/${name}`);
      for (const [k, v] of Object.entries(obj)) walk(v, `${at}/${k}`);
    };
    walk(schema, '#');
    expect(missing).toEqual([]);
  });
});

/** The editions of 2010–2015 read from the archive xremming/rulesraker by import-edition (the notes lack them). */
const ARCHIVE_EDITIONS = [
  '2010-04-23',
  '2011-04-01',
  '2011-06-17',
  '2011-07-15',
  '2012-02-01',
  '2012-05-01',
  '2012-07-01',
  '2013-02-01',
  '2013-05-01',
  '2013-07-13',
  '2013-09-27',
  '2013-11-01',
  '2014-02-01',
  '2014-09-25',
  '2015-03-27',
  '2015-07-17',
  '2015-09-26',
  '2015-11-13',
];

describe('editions', () => {
  it('lists 95 editions up to 2026-08-07 in date order, any later ones after them, with 14 clauses in group K', () => {
    const { editions, groups } = loadEditions();
    const dates = editions.map((e) => e.date);
    // What was recorded stays literal; an edition added since only appends (edition-facts.ts).
    expect(dates.filter((d) => d <= '2026-08-07')).toHaveLength(95);
    expect(dates.at(94)).toBe('2026-08-07');
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates).toEqual([...dates].sort());
    expect(groups.map((g) => g.group).slice(0, 14)).toEqual([
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
      'I',
      'J',
      'K',
    ]);
    for (const g of groups.slice(14))
      expect(
        g.editions.every((d) => d > '2026-08-07'),
        g.group,
      ).toBe(true);
    for (const g of groups)
      expect(
        editions.filter((e) => e.group === g.group).map((e) => e.date),
        g.group,
      ).toEqual(g.editions);
    const k = groups.find((g) => g.group === 'K')!;
    expect(k.rule).toBe('702.26');
    expect(k.clauses).toHaveLength(14);
    expect(k.clauses.map((c) => c.letter).join('')).toBe('abcdefghijkmnp');
    for (const g of groups) for (const c of g.clauses) expect(c.textHash).toBe(hash16(c.text));
  });

  it('gives tests the newest edition, the groups and a hypothetical next edition read from the index', () => {
    // harness/sources/testing/edition-facts.ts: what tests compare with instead of a date or count by hand.
    const { editions, groups } = loadEditions();
    expect(NEWEST_EDITION).toBe(editions.at(-1)!.date);
    expect(NEWEST_EDITION >= '2026-08-07').toBe(true);
    expect(EDITION_DATES.every((d) => d <= NEWEST_EDITION)).toBe(true);
    expect(groups.at(-1)!.editions.at(-1)).toBe(NEWEST_EDITION);
    expect(RECORDED).toEqual({ newest: '2026-08-07', editions: 95, groups: GROUP_NAMES.slice(0, 14) });
    expect(EDITION_DATES.filter((d) => d <= RECORDED.newest)).toHaveLength(RECORDED.editions);
    expect(EDITIONS_SINCE_RECORDED).toEqual(EDITION_DATES.slice(RECORDED.editions));
    expect(GROUPS_SINCE_RECORDED).toEqual(groups.filter((g) => g.editions[0] > RECORDED.newest).map((g) => g.group));
    expect([dayAfter('2026-08-07'), dayAfter('2026-12-31'), dayAfter('2028-02-28')]).toEqual([
      '2026-08-08',
      '2027-01-01',
      '2028-02-29',
    ]);
    const next = hypotheticalNextEdition();
    expect(next.date > NEWEST_EDITION).toBe(true);
    expect(editionInForceOn(loadEditions().editions, next.date)?.date).toBe(NEWEST_EDITION);
    expect(GROUP_NAMES).not.toContain(next.group);
    expect(next.group > GROUP_NAMES.at(-1)!).toBe(true);
  });

  itWithShared(
    'lists every edition of phasing-rule-editions.json in the same group (and the archive editions between)',
    () => {
      const shared = readJson(path.join(sharedDir, 'rules', 'phasing-rule-editions.json')) as {
        groups: { group: string; editions: string[] }[];
      };
      const notes = shared.groups.flatMap((g) => g.editions.map((date) => ({ date, group: g.group })));
      const noted = new Set(notes.map((n) => n.date));
      const index = loadEditions().editions.filter((e) => e.date >= '2011-02-04');
      expect(index.filter((e) => noted.has(e.date)).map((e) => ({ date: e.date, group: e.group }))).toEqual(notes);
      // The editions the notes lack were read from the archive by import-edition (18 of them, 2010-2015).
      expect(index.filter((e) => !noted.has(e.date)).map((e) => e.date)).toEqual(
        ARCHIVE_EDITIONS.filter((d) => d >= '2011-02-04'),
      );
    },
  );

  itWithShared('quotes the clauses verbatim from phasing-rule-editions.json', () => {
    const shared = readJson(path.join(sharedDir, 'rules', 'phasing-rule-editions.json')) as {
      groups: { group: string; clauses: { id: string; text: string; examples: string[] }[] }[];
    };
    const ours = loadEditions().groups;
    for (const g of shared.groups) {
      const mine = ours.find((o) => o.group === g.group)!;
      expect(mine.clauses.map((c) => [c.id, c.text, c.examples])).toEqual(
        g.clauses.map((c) => [c.id, c.text, c.examples]),
      );
    }
  });

  itWithShared("quotes group P1 as the founding seed's English quotation of 702.23 does", () => {
    // What the import script checked before the index became the project's data (seed 000_100b4d20e875eeb3).
    const seed = readFileSync(path.join(sharedDir, 'seeds', '000_100b4d20e875eeb3.txt'), 'utf8');
    const english = seed.slice(seed.indexOf('La version originale officielle'));
    const straight = (t: string) => t.replace(/[“”]/g, '"').replace(/[‘’]/g, "'");
    const lines = english
      .split('\n')
      .map((l) => straight(l.trim()))
      .filter(Boolean);
    const p1 = loadEditions().groups.find((g) => g.group === 'P1')!;
    for (const c of p1.clauses) {
      expect(lines, c.id).toContain(`${c.id} ${c.text}`);
      for (const ex of c.examples) expect(lines, c.id).toContain(`Example: ${ex}`);
    }
    const quoted = lines.filter((l) => /^702\.23[a-z] /.test(l)).map((l) => l.slice(0, 7));
    expect(quoted).toEqual(p1.clauses.map((c) => c.id));
  });

  it('has the 2009–2010 editions before group A: 12 subrules, no PH-ATTACH-TRIGGERS, 702.23e citing 610.2b then 611.2b', () => {
    const { groups } = loadEditions();
    const [p1, p2, a] = groups;
    expect([p1.group, p2!.group, a!.group]).toEqual(['P1', 'P2', 'A']);
    expect(p1.editions).toEqual(['2009-07-11', '2009-09-04']);
    expect(p2!.editions).toEqual(['2009-10-01', '2010-02-01', '2010-04-23', '2010-06-18', '2010-07-16']);
    expect(a!.editions).toEqual(['2010-10-01', '2011-02-04', '2011-04-01', '2011-05-01']);
    for (const g of [p1, p2!]) {
      expect(g.clauses.map((c) => c.letter).join('')).toBe('abcdefghijkm');
      expect(g.clauses.map((c) => c.meaning)).not.toContain('PH-ATTACH-TRIGGERS');
      expect(g.clauses.find((c) => c.letter === 'i')!.meaning).toBe('PH-OWNER-LEAVES');
    }
    expect(p1.clauses.find((c) => c.letter === 'e')!.text).toContain('(see rule 610.2b)');
    expect(p2!.clauses.find((c) => c.letter === 'e')!.text).toContain('(see rule 611.2b)');
    expect(clauseFor('PH-ATTACH-TRIGGERS', '2010-07-16')).toBeNull();
    expect(clauseFor('PH-ATTACH-TRIGGERS', '2010-10-01')?.id).toBe('702.23i');
    expect(meaningOfRule('702.23i', '2009-07-11')).toBe('PH-OWNER-LEAVES');
    expect(meaningOfRule('702.23i', '2011-02-04')).toBe('PH-ATTACH-TRIGGERS');
    // Related rules are recorded from 2011-02-04 on only.
    expect(meaningOfRule('514.2', '2010-10-01')).toBeNull();
  });

  it('editionInForceOn picks the latest bundled edition on or before the date', () => {
    expect(editionInForceOn(loadEditions().editions, '2009-07-10')).toBeUndefined();
    expect(editionInForceOn(loadEditions().editions, '2009-07-11')?.group).toBe('P1');
    expect(editionInForceOn(loadEditions().editions, '2011-02-03')?.date).toBe('2010-10-01');
    expect(editionInForceOn(loadEditions().editions, '2011-02-04')?.date).toBe('2011-02-04');
    expect(editionInForceOn(loadEditions().editions, '2017-08-24')?.date).toBe('2017-07-08');
    expect(editionInForceOn(loadEditions().editions, '2017-08-25')?.date).toBe('2017-08-25');
    expect(editionInForceOn(loadEditions().editions, '2017-08-25')?.group).toBe('E');
    expect(editionInForceOn(loadEditions().editions, '2026-08-07')?.date).toBe('2026-08-07');
    expect(editionInForceOn(loadEditions().editions, '2099-01-01')?.date).toBe(NEWEST_EDITION);
    expect(() => groupForDate('2017/08/25')).toThrow();
  });

  it('clauseFor follows a meaning across re-lettering and renumbering', () => {
    expect(clauseFor('PH-CE-EXPIRE', '2015-01-23')?.id).toBe('702.25e');
    expect(clauseFor('PH-CE-EXPIRE', '2020-08-07')?.id).toBe('702.25f');
    expect(clauseFor('PH-CE-EXPIRE', '2026-08-07')?.id).toBe('702.26f');
    expect(clauseFor('PH-CE-SET', '2020-08-06')).toBeNull();
    expect(clauseFor('PH-TOKENS-CEASE', '2017-08-24')?.id).toBe('702.25k');
    expect(clauseFor('PH-TOKENS-CEASE', '2017-08-25')).toBeNull();
    expect(clauseFor('PH-UNTAP', '2009-07-10')).toBeNull();
    expect(clauseFor('PH-UNTAP', '2010-01-01')?.id).toBe('702.23a');
  });

  it('meaningOfRule maps rule numbers of an edition to stable meanings', () => {
    expect(meaningOfRule('702.25k', '2016-07-22')).toBe('PH-TOKENS-CEASE');
    expect(meaningOfRule('702.25k', '2017-08-25')).toBe('PH-SKIP-UNTAP');
    expect(meaningOfRule('702.25k', '2020-08-07')).toBe('PH-OWNER-LEAVES');
    expect(meaningOfRule('702.26p', '2026-08-07')).toBe('PH-REDUNDANT');
    expect(meaningOfRule('702.26p', '2020-08-07')).toBeNull();
    expect(meaningOfRule('514.2', '2026-08-07')).toBe('RR-CLEANUP-DAMAGE');
    expect(meaningOfRule('502.1', '2026-08-07')).toBe('RR-UNTAP-ORDER');
    expect(meaningOfRule('703.4c', '2026-08-07')).toBe('RR-UNTAP-ORDER');
    expect(meaningOfRule('610.4a', '2026-08-07')).toBe('RR-PHASE-OUT-UNTIL-NO-UNTAP');
    expect(meaningOfRule('610.4a', '2020-07-03')).toBeNull();
    expect(meaningOfRule('603.10b', '2016-09-30')).toBeNull();
    expect(meaningOfRule('603.10b', '2016-11-11')).toBe('RR-PHASE-OUT-LOOKBACK');
    expect(meaningOfRule('110.5f', '2015-01-23')).toBe('RR-TOKEN-CEASES-TO-EXIST');
    expect(meaningOfRule('702.102f', '2020-01-24')).toBe('RR-BESTOW-PHASE-IN');
    expect(meaningOfRule('702.103g', '2020-01-24')).toBeNull();
    expect(meaningOfRule('702.103g', '2026-08-07')).toBe('RR-BESTOW-PHASE-IN');
    expect(meaningOfRule('999.1', '2026-08-07')).toBeNull();
    expect(meaningOfRule('702.26a', '2010-01-01')).toBeNull();
    expect(meaningOfRule('702.23a', '2009-01-01')).toBeNull();
  });
});

describe('meanings and related rules', () => {
  it('has the 15 PH-* meanings of §2.2 introduced up to 2026-08-07, each used by some edition', () => {
    const meanings = loadMeanings().meanings;
    expect(meanings.filter((m) => m.introduced <= '2026-08-07')).toHaveLength(15);
    expect(
      meanings.filter((m) => m.introduced > '2026-08-07').every((m) => EDITIONS_SINCE_RECORDED.includes(m.introduced)),
    ).toBe(true);
    const used = new Set(loadEditions().groups.flatMap((g) => g.clauses.map((c) => c.meaning)));
    expect(new Set(meanings.map((m) => m.id))).toEqual(used);
    expect(meanings.find((m) => m.id === 'PH-TOKENS-CEASE')).toMatchObject({ removed: '2017-08-25', current: null });
    expect(meanings.find((m) => m.id === 'PH-CE-SET')).toMatchObject({ introduced: '2020-08-07', current: '702.26e' });
  });

  it('gives every rule quoted in rules-and-rulings §3 an entry, with its text hashed', () => {
    const { rules } = loadRelatedRules();
    const numbers = rules.map((r) => r.rule);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of [
      '110.5',
      '110.5d',
      '111.7',
      '111.8',
      '302.6',
      '502.1',
      '502.4',
      '506.4',
      '506.4e',
      '514.2',
      '603.6c',
      '603.10b',
      '610.4c',
      '611.2c',
      '702.103g',
      '703.4c',
      '704.5d',
      '704.5j',
      '704.5p',
      '708.5',
      '722.3c',
      '727.2',
      '729.5',
      '800.4m',
      '119.7',
      '119.8',
      '702.16j',
      '903.10a',
      '715.1b',
    ])
      expect(numbers, n).toContain(n);
    for (const r of rules) expect(r.textHash, r.rule).toBe(hash16(r.text));
  });

  itWithShared('quotes every related rule verbatim from rules-and-rulings.md', () => {
    const { rules } = loadRelatedRules();
    const md = readFileSync(path.join(sharedDir, 'rules', 'rules-and-rulings.md'), 'utf8');
    // Rules the notes do not quote were read in a named Comprehensive Rules file instead (r.source).
    for (const r of rules.filter((x) => x.source === undefined)) expect(md.includes(r.text), r.rule).toBe(true);
    for (const r of rules.filter((x) => x.source !== undefined))
      expect(md.includes(r.text), `${r.rule} is quoted in the notes now`).toBe(false);
  });

  it('uses the agreed meaning ids, and a parent rule never shares its id with a subrule', () => {
    const byRule = new Map(loadRelatedRules().rules.map((r) => [r.rule, r.meaning]));
    expect(
      Object.fromEntries(
        [
          '514.2',
          '603.10b',
          '610.4',
          '610.4a',
          '611.2b',
          '611.2c',
          '704.5d',
          '704.5m',
          '704.5n',
          '704.5j',
          '800.4a',
          '800.4c',
          '800.4m',
          '302.6',
          '506.4',
          '502.4',
          '702.103g',
          '603.6c',
        ].map((r) => [r, byRule.get(r)]),
      ),
    ).toEqual({
      '514.2': 'RR-CLEANUP-DAMAGE',
      '603.10b': 'RR-PHASE-OUT-LOOKBACK',
      '610.4': 'RR-PHASE-OUT-UNTIL',
      '610.4a': 'RR-PHASE-OUT-UNTIL-NO-UNTAP',
      '611.2b': 'RR-FOR-AS-LONG-AS',
      '611.2c': 'RR-LOCKED-SET',
      '704.5d': 'RR-SBA-TOKEN',
      '704.5m': 'RR-SBA-AURA',
      '704.5n': 'RR-SBA-EQUIPMENT',
      '704.5j': 'RR-LEGEND-RULE',
      '800.4a': 'RR-LEAVE-GAME',
      '800.4c': 'RR-LEAVE-GAME-CONTROL-END',
      '800.4m': 'RR-LEAVE-GAME-DURATION',
      '302.6': 'RR-SUMMONING-SICKNESS',
      '506.4': 'RR-REMOVED-FROM-COMBAT',
      '502.4': 'RR-UNTAP-NO-PRIORITY',
      '702.103g': 'RR-BESTOW-PHASE-IN',
      '603.6c': 'RR-LTB-TRIGGERS',
    });
    expect(
      relatedRulesFor('RR-UNTAP-ORDER')
        .map((r) => r.rule)
        .sort(),
    ).toEqual(['502.1', '502.2', '502.3', '703.4a', '703.4b', '703.4c']);
    for (const [rule, meaning] of byRule)
      for (const [sub, subMeaning] of byRule)
        if (sub.startsWith(rule) && /^[a-z]$/.test(sub.slice(rule.length)))
          expect(subMeaning, `${rule}/${sub}`).not.toBe(meaning);
  });

  it('indexes the rules fixtures lean on that the notes do not quote, with where each text was read', () => {
    const byMeaning = new Map(loadRelatedRules().rules.map((r) => [r.meaning, r]));
    for (const [meaning, rule] of [
      ['RR-NEW-OBJECT', '400.7'],
      ['RR-BLOCKED-STAYS-BLOCKED', '509.1h'],
      ['RR-DELAYED-TRIGGER', '603.7'],
      ['RR-ABILITY-INDEPENDENT-OF-SOURCE', '113.7a'],
      ['RR-TARGET-CHECK-ON-RESOLUTION', '608.2b'],
      ['RR-BESTOW-UNATTACHED', '702.103f'],
    ] as const) {
      const r = byMeaning.get(meaning);
      expect(r?.rule, meaning).toBe(rule);
      expect(r?.source, meaning).toMatch(/^ivancea\/MTGRules_Android:.*rules_20260807\.txt$/);
      expect(r?.coverage, meaning).toBe('fixtures');
    }
    expect(meaningOfRule('112.7a', '2011-02-04')).toBe('RR-ABILITY-INDEPENDENT-OF-SOURCE');
    expect(meaningOfRule('702.102e', '2015-01-23')).toBe('RR-BESTOW-UNATTACHED');
    expect(meaningOfRule('702.102e', '2021-04-22')).toBeNull();
    // Bestow became 702.103 in 2021-04-22 with the same letters (702.103e, then the phase-in rule 702.103f);
    // a subrule inserted in 2021-09-24 moved them to 702.103f and 702.103g (read in the archived files).
    expect(meaningOfRule('702.103e', '2021-04-22')).toBe('RR-BESTOW-UNATTACHED');
    expect(meaningOfRule('702.103f', '2021-04-22')).toBe('RR-BESTOW-PHASE-IN');
    expect(meaningOfRule('702.103f', '2021-09-24')).toBe('RR-BESTOW-UNATTACHED');
    expect(meaningOfRule('702.103f', '2012-10-01')).toBeNull();
  });

  it('marks hidden-information, restart and subgame rules as not covered', () => {
    const byRule = new Map(loadRelatedRules().rules.map((r) => [r.rule, r]));
    for (const n of ['708.5', '727.2', '729.5']) expect(byRule.get(n)?.coverage, n).toHaveProperty('notCovered');
    // 722.3c (prepare) is covered since the prepared designation joined the vocabulary (Infirmary Healer).
    expect(byRule.get('722.3c')?.coverage).toBe('fixtures');
    // 702.16j was quoted for Teferi's Protection too, but a fixture rests on it from 2011-02-04 (Kaito's emblem);
    // 119.7 and 119.8 as well, and fixtures rest on them from 2010-10-01 (Platinum Emperion, Scars of Mirrodin).
    for (const n of ['514.2', '702.103g', '506.4', '702.16j', '119.7', '119.8'])
      expect(byRule.get(n)?.coverage, n).toBe('fixtures');
  });
});

describe('rulings', () => {
  it('has the 68 cards and 186 rulings (167 + 18 from the notes, 1 read elsewhere), with recomputed hashes', () => {
    const { cards, otherCards } = loadRulings();
    expect(cards).toHaveLength(68);
    expect(cards.reduce((n, c) => n + c.rulings.length, 0)).toBe(168);
    expect(cards.flatMap((c) => c.rulings.filter((r) => r.source !== undefined).map((r) => [c.name, r.date]))).toEqual([
      ['Gallifrey Falls // No More', '2023-10-13'],
    ]);
    expect(otherCards).toHaveLength(18);
    for (const c of cards) for (const r of c.rulings) expect(r.hash, `${c.name} ${r.date}`).toBe(hash16(r.text));
    for (const r of otherCards) expect(r.hash).toBe(hash16(r.text));
  });

  itWithShared('matches cards-and-rulings.json exactly', () => {
    const shared = readJson(path.join(sharedDir, 'rules', 'cards-and-rulings.json')) as {
      cards: { name: string; rulings: { date: string | null; text: string; textSha256_16: string }[] }[];
      rulingsOnOtherCards: { cards: string[]; date: string; text: string; textSha256_16: string }[];
    };
    const { cards, otherCards } = loadRulings();
    expect(cards.map((c) => c.name)).toEqual(shared.cards.map((c) => c.name));
    // Rulings read elsewhere (with a source) are added to their card; the rest are the notes' own.
    for (const [i, c] of shared.cards.entries())
      expect(cards[i]!.rulings.filter((r) => r.source === undefined).map((r) => [r.date, r.text, r.hash])).toEqual(
        c.rulings.map((r) => [r.date, r.text, r.textSha256_16]),
      );
    expect(otherCards.map((r) => [r.cards, r.date, r.text, r.hash])).toEqual(
      shared.rulingsOnOtherCards.map((r) => [r.cards, r.date, r.text, r.textSha256_16]),
    );
  });

  it('marks only a few rulings untestable, each with a reason', () => {
    const all = [...loadRulings().cards.flatMap((c) => c.rulings), ...loadRulings().otherCards];
    const untestable = all.filter((r) => r.testable !== true);
    expect(untestable.length).toBeGreaterThan(0);
    expect(untestable.length).toBeLessThan(all.length / 10);
  });
});

describe('bugs and interactions', () => {
  it('lists the engine bug catalogue, with B-44 unusable', () => {
    const { bugs } = loadBugs();
    const refs = bugs.map((b) => b.ref);
    expect(new Set(refs).size).toBe(refs.length);
    expect(refs).toEqual(expect.arrayContaining(['B-01', 'B-03', 'B-18', 'B-28', 'B-42', 'B-44', 'D-2', 'D-7']));
    expect(bugs.find((b) => b.ref === 'B-44')?.usable).toHaveProperty('unusable');
    for (const b of bugs) {
      if (b.ref.startsWith('B-')) expect(b.url, b.ref).toMatch(/^https:\/\/github\.com\//);
      else expect(b.url ?? b.source, b.ref).toBeTruthy();
    }
  });

  it('has the 23 interactions of §5, 8 and 10 derived', () => {
    const { interactions } = loadInteractions();
    expect(interactions.map((i) => i.number)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    expect(interactions.filter((i) => i.status === 'derived').map((i) => i.number)).toEqual([8, 10]);
  });
});

describe('card catalogue', () => {
  const cards = loadCatalogue().cards;

  it('has unique card names and unique ability keys per card', () => {
    const names = cards.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const c of cards) {
      const keys = c.abilities.map((a) => a.key);
      expect(new Set(keys).size, c.name).toBe(keys.length);
      for (const a of c.abilities) expect(c.oracle.includes(a.text), `${c.name}: ${a.key}`).toBe(true);
    }
  });

  it("lists an ability's instructions as passages of its text, in the order written (608.2c)", () => {
    let listed = 0;
    for (const c of cards)
      for (const a of c.abilities) {
        if (!a.instructions) continue;
        listed++;
        let from = 0;
        for (const step of a.instructions) {
          const at = a.text.indexOf(step, from);
          expect(at, `${c.name}: ${a.key}: "${step}"`).toBeGreaterThanOrEqual(from);
          from = at + step.length;
        }
      }
    expect(listed).toBeGreaterThan(0);
  });

  it('has every phasing card with the characteristics of its header, and every card of the other-card rulings', () => {
    const byName = new Map(cards.map((c) => [c.name, c]));
    const { cards: phasing, otherCards } = loadRulings();
    for (const p of phasing) {
      const c = byName.get(p.name);
      expect(c, p.name).toBeDefined();
      if (p.name.includes(' // ')) continue; // split / double-faced: header describes one face only
      const h = parseHeader(p.header);
      expect(
        {
          manaCost: c!.manaCost,
          types: c!.types,
          supertypes: c!.supertypes ?? [],
          subtypes: c!.subtypes ?? [],
          power: c!.power,
          toughness: c!.toughness,
          loyalty: c!.loyalty,
        },
        p.name,
      ).toEqual({
        manaCost: h.manaCost,
        types: h.types,
        supertypes: h.supertypes,
        subtypes: h.subtypes,
        power: h.power,
        toughness: h.toughness,
        loyalty: h.loyalty,
      });
      if (/\bPhasing\b/.test(p.oracle.split('\n')[0] ?? '') || p.oracle.startsWith('Phasing'))
        expect(
          c!.abilities.map((a) => a.key),
          p.name,
        ).toContain('phasing');
    }
    for (const r of otherCards) for (const name of r.cards) expect(byName.has(name), name).toBe(true);
  });

  it('has the cards fixtures use to observe phasing, and the illustrative test cards', () => {
    const names = new Set(cards.map((c) => c.name));
    for (const n of [
      'Grizzly Bears',
      'Collective Unconscious',
      'Wrath of God',
      'Day of Judgment',
      'Glorious Anthem',
      'Giant Growth',
      'Pacifism',
      'Holy Strength',
      'Bonesplitter',
      'Mind Flayer',
      'Master Thief',
      'Act of Treason',
      'Control Magic',
      'Banishing Light',
      'Acidic Slime',
      'Glacial Chasm',
      'Blood Artist',
      'Llanowar Elves',
      'Prodigal Sorcerer',
      'Shock',
      'Murder',
      'Doom Blade',
      'Naturalize',
      'Disenchant',
      'Soul Warden',
      'Angelic Chorus',
      'Vedalken Shackles',
      'Phyrexian Dreadnought',
      'Darksteel Myr',
      'Goblin Piker',
      'Serra Angel',
      'Runeclaw Bear',
      'Hill Giant',
      'Forest',
      'Island',
      'Plains',
      'Swamp',
      'Mountain',
      "Gaea's Anthem",
      'Human Token',
      'Phasing Bear',
      'Phasing Token',
    ])
      expect(names.has(n), n).toBe(true);
    expect(cards.find((c) => c.name === 'Phasing Token')).toMatchObject({
      token: true,
      source: 'illustrative',
      power: 1,
      toughness: 1,
    });
    expect(cards.find((c) => c.name === 'Phasing Bear')).toMatchObject({ source: 'illustrative', manaCost: '{1}{G}' });
    expect(cards.find((c) => c.name === 'Human Token')).toMatchObject({
      token: true,
      colors: ['W'],
      power: 0,
      toughness: 1,
    });
  });
});

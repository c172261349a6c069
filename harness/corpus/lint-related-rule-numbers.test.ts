import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../paths.js';
import { loadCheckedCorpus } from './check-corpus.js';
import { formatDiagnostic } from './diagnostic.js';

// Lint checks a related rule's number against the edition it is cited for (related-rule-history.ts decides
// which number it had then): the check "related-rule-number".

const FILE = 'untap-phasing-permanent-phases-out.json';
const base = async () =>
  JSON.parse(await readFile(fromRoot('fixtures/rules/PH-UNTAP', FILE), 'utf8')) as {
    sources: Record<string, unknown>[];
  };

/** The shipped fixture with one more citation; the diagnostics lint gives it. */
async function lintWithCitation(citation: Record<string, unknown>) {
  const f = await base();
  f.sources.push(citation);
  const text = JSON.stringify(f, null, 2);
  const dir = await mkdtemp(path.join(tmpdir(), 'cts-rr-'));
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, FILE), text);
  // The shipped fixture starts in 2009; a citation of a rule that came in later also bounds the range
  // (anachronistic-range, tested in lint.test.ts), which is not what these tests are about.
  const diagnostics = (await loadCheckedCorpus(dir)).diagnostics.filter((d) => d.rule !== 'anachronistic-range');
  return { diagnostics, text, index: f.sources.length - 1 };
}

describe('related-rule numbers are checked per edition', () => {
  it('rejects a number that meant another rule in the cited edition, and names the right one', async () => {
    const { diagnostics, text, index } = await lintWithCitation({
      kind: 'rule',
      rule: '704.5j',
      edition: '2015-01-23',
      meaning: 'RR-LEGEND-RULE',
    });
    expect(diagnostics).toHaveLength(1);
    const d = diagnostics[0]!;
    expect(d.rule).toBe('related-rule-number');
    expect(d.pointer).toBe(`/sources/${index}/rule`);
    const lines = text.split('\n');
    expect(d.line).toBe(lines.findIndex((l) => l.includes('"704.5j"')) + 1);
    expect(d.column).toBe(lines[d.line - 1]!.indexOf('"rule"') + 1); // at the key, where an editor puts the cursor
    expect(formatDiagnostic(d)).toContain('cite "rule": "704.5k" for that edition');
  });

  it('accepts the number the rule had in that edition', async () => {
    expect(
      (await lintWithCitation({ kind: 'rule', rule: '704.5k', edition: '2015-01-23', meaning: 'RR-LEGEND-RULE' }))
        .diagnostics,
    ).toEqual([]);
    expect(
      (await lintWithCitation({ kind: 'rule', rule: '704.5j', edition: '2017-09-29', meaning: 'RR-LEGEND-RULE' }))
        .diagnostics,
    ).toEqual([]);
  });

  it('rejects a number the rule had only in other editions', async () => {
    // The bestow phase-in rule was 702.102f until 2021-04-22 and is 702.103g since.
    const { diagnostics } = await lintWithCitation({
      kind: 'rule',
      rule: '702.103g',
      edition: '2019-07-12',
      meaning: 'RR-BESTOW-PHASE-IN',
    });
    expect(diagnostics.map((d) => [d.rule, d.message])).toEqual([
      ['related-rule-number', expect.stringContaining('cite "rule": "702.102f"')],
    ]);
    const current = await lintWithCitation({
      kind: 'rule',
      rule: '702.102f',
      edition: '2026-08-07',
      meaning: 'RR-BESTOW-PHASE-IN',
    });
    expect(current.diagnostics.map((d) => d.rule)).toEqual(['related-rule-number']);
  });

  it('rejects a related rule cited in an edition where it did not exist, at the edition', async () => {
    const { diagnostics, index } = await lintWithCitation({
      kind: 'rule',
      rule: '610.4',
      edition: '2020-07-03',
      meaning: 'RR-PHASE-OUT-UNTIL',
    });
    expect(diagnostics.map((d) => [d.rule, d.pointer])).toEqual([['related-rule-number', `/sources/${index}/edition`]]);
    expect(diagnostics[0]!.message).toMatch(/exists from 2020-08-07/);
  });
  // Rules renumbered since an older edition: the current number cited for that edition is rejected with the
  // number it had then, and that number is accepted (issue 14 items 2 and 3; the histories in related-rules.json).
  const renumbered: [meaning: string, edition: string, current: string, then: string][] = [
    ['RR-FIRST-STRIKE-STEP', '2011-02-04', '510.4', '510.5'],
    ['RR-PAY-COSTS', '2011-02-04', '601.2h', '601.2g'],
    ['RR-PAY-LIFE', '2011-02-04', '119.4', '118.4'],
    ['RR-PAY-LIFE', '2019-01-25', '119.4', '118.4'],
    ['RR-TRAMPLE-NO-BLOCKERS', '2011-02-04', '702.19d', '702.17c'],
    ['RR-SBA-COMMANDER-DAMAGE', '2017-08-25', '704.6c', '704.5v'],
    ['RR-SBA-COMMANDER-DAMAGE', '2017-09-29', '704.6c', '704.5u'],
    ['RR-SBA-COMMANDER-DAMAGE', '2019-01-25', '704.6c', '704.5v'],
    ['RR-FIRST-PLAYER-SKIPS-DRAW', '2011-02-04', '103.8a', '103.7a'],
    ['RR-FIRST-PLAYER-SKIPS-DRAW', '2022-07-08', '103.8a', '103.7a'],
    ['RR-MANA-EMPTIES', '2011-02-04', '500.5', '500.4'],
    ['RR-MANA-EMPTIES', '2025-09-19', '500.5', '500.4'],
    ['RR-DEATHTOUCH', '2011-02-04', '702.2b', '702.2c'],
    ['RR-DEATHTOUCH', '2016-11-11', '702.2b', '702.2c'],
    ['RR-PAY-COSTS', '2015-01-23', '601.2h', '601.2g'],
    ['RR-FIRST-STRIKE-STEP', '2016-07-22', '510.4', '510.5'],
    ['RR-TRAMPLE-NO-BLOCKERS', '2012-10-01', '702.19d', '702.18c'],
    ['RR-TRAMPLE-NO-BLOCKERS', '2021-04-22', '702.19d', '702.19c'],
    ['RR-PHASE-OUT-LOOKBACK', '2015-01-23', '603.10b', '603.6d'],
    ['RR-COMMANDER-DAMAGE', '2011-02-04', '903.10a', '903.13a'],
    ['RR-COMMANDER-DAMAGE', '2015-01-23', '903.10a', '903.14a'],
    ['RR-COMMANDER-CAST-FROM-COMMAND-ZONE', '2015-01-23', '903.8', '903.10'],
    ['RR-SBA-COMMANDER-DAMAGE', '2011-02-04', '704.6c', '704.5u'],
    ['RR-SBA-COMMANDER-DAMAGE', '2012-10-01', '704.6c', '704.5v'],
  ];
  it.each(renumbered)('%s in %s: rejects %s and asks for %s', async (meaning, edition, current, then) => {
    const wrong = await lintWithCitation({ kind: 'rule', rule: current, edition, meaning });
    expect(wrong.diagnostics.map((d) => [d.rule, d.pointer])).toEqual([
      ['related-rule-number', `/sources/${wrong.index}/rule`],
    ]);
    expect(formatDiagnostic(wrong.diagnostics[0]!)).toContain(`cite "rule": "${then}" for that edition`);
    expect((await lintWithCitation({ kind: 'rule', rule: then, edition, meaning })).diagnostics).toEqual([]);
  });

  it('rejects an old number cited for an edition where it means another rule', async () => {
    // 704.5v was commander damage until 2020-07-03; today it is a Siege battle with defense 0.
    const { diagnostics } = await lintWithCitation({
      kind: 'rule',
      rule: '704.5v',
      edition: '2026-08-07',
      meaning: 'RR-SBA-COMMANDER-DAMAGE',
    });
    expect(diagnostics.map((d) => d.rule)).toEqual(['related-rule-number']);
    expect(formatDiagnostic(diagnostics[0]!)).toContain('cite "rule": "704.6c" for that edition');
    // 119.4 is the life-payment rule from 2020-01-24 on; before, 119 was damage.
    const life = await lintWithCitation({ kind: 'rule', rule: '118.4', edition: '2026-08-07', meaning: 'RR-PAY-LIFE' });
    expect(formatDiagnostic(life.diagnostics[0]!)).toContain('cite "rule": "119.4" for that edition');
    // 500.4 emptied mana pools until 2025-11-14; since, it is the rule for effects that last until a step begins.
    const mana = await lintWithCitation({
      kind: 'rule',
      rule: '500.4',
      edition: '2025-11-14',
      meaning: 'RR-MANA-EMPTIES',
    });
    expect(formatDiagnostic(mana.diagnostics[0]!)).toContain('cite "rule": "500.5" for that edition');
  });

  // Numbers that changed within the index's span: the old number cited for an edition after the change is
  // rejected with the number of that edition (the histories once ran the old numbers on to 2026).
  const laterEdition: [meaning: string, edition: string, old: string, then: string][] = [
    ['RR-PAY-COSTS', '2017-08-25', '601.2g', '601.2h'],
    ['RR-FIRST-STRIKE-STEP', '2017-08-25', '510.5', '510.4'],
    ['RR-TRAMPLE-NO-BLOCKERS', '2015-01-23', '702.17c', '702.19c'],
    ['RR-DEATHTOUCH', '2017-08-25', '702.2c', '702.2b'],
    ['RR-COMMANDER-DAMAGE', '2012-10-01', '903.13a', '903.14a'],
  ];
  it.each(laterEdition)('%s in %s: rejects %s and asks for %s', async (meaning, edition, old, then) => {
    const { diagnostics, index } = await lintWithCitation({ kind: 'rule', rule: old, edition, meaning });
    expect(diagnostics.map((d) => [d.rule, d.pointer])).toEqual([['related-rule-number', `/sources/${index}/rule`]]);
    expect(formatDiagnostic(diagnostics[0]!)).toContain(`cite "rule": "${then}" for that edition`);
  });

  it('rejects a related rule cited for an edition before the index records any', async () => {
    // Commander is indexed from 2011-02-04; in the 2010-10-01 rules 903 was the EDH variant.
    const { diagnostics, index } = await lintWithCitation({
      kind: 'rule',
      rule: '903.12a',
      edition: '2010-10-01',
      meaning: 'RR-COMMANDER-DAMAGE',
    });
    expect(diagnostics.map((d) => [d.rule, d.pointer])).toEqual([['related-rule-number', `/sources/${index}/edition`]]);
  });

  it('rejects a Commander rule cited before the first edition checked to have it', async () => {
    const { diagnostics, index } = await lintWithCitation({
      kind: 'rule',
      rule: '903.3d',
      edition: '2017-08-25',
      meaning: 'RR-COMMANDER-CONTROLLED',
    });
    expect(diagnostics.map((d) => [d.rule, d.pointer])).toEqual([['related-rule-number', `/sources/${index}/edition`]]);
    expect(diagnostics[0]!.message).toMatch(/exists from 2020-07-03/);
  });
});

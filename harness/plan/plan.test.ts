import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromRoot } from '../paths.js';
import { NEWEST_EDITION } from '../sources/testing/edition-facts.js';
import { computePlan, needsText, planFromResults } from './compute-plan.js';
import { formatPlanMarkdown, formatPlanText } from './render-plan.js';
import { renderMarkdown } from '../report/markdown.js';
import { sampleReport, sampleResults } from '../report/testing/sample-reports.js';

const cli = (...args: string[]) =>
  spawnSync(process.execPath, [fromRoot('dist/harness/cli/main.js'), ...args], {
    encoding: 'utf8',
    cwd: fromRoot(),
    timeout: 60_000,
  });
const lacks = (
  id: string,
  capabilities: string[],
  cards: string[] = [],
  status: 'approved' | 'proposed' = 'approved',
) => ({ id, status, missing: { capabilities, cards } });

describe('the core profile in the plan', () => {
  it('leads with everything the untested core fixtures lack', () => {
    const p = computePlan([
      { ...lacks('c1', ['combat'], ['Grizzly Bears']), core: true },
      { ...lacks('c2', ['stack.cast']), core: true },
      { id: 'c3', status: 'approved', core: true },
      { ...lacks('f1', ['layers']), core: false },
    ]);
    expect(p.core).toEqual({
      applicable: 3,
      ran: 1,
      needs: [
        { kind: 'capability', name: 'combat' },
        { kind: 'capability', name: 'stack.cast' },
        { kind: 'card', name: 'Grizzly Bears' },
      ],
      editionOnly: 0,
    });
    const text = formatPlanText(p, 'Plan').split('\n');
    expect(text[1]).toBe(
      "core (an engine's first goal): 1 of 3 core fixture(s) run; to complete it implement capability combat + capability stack.cast + card Grizzly Bears",
    );
    expect(formatPlanMarkdown(p)).toMatch(/^## What to implement next\n\n\*\*core .*1 of 3 core fixture/);
  });

  it('plan --profile core plans for the core fixtures only; a mistyped profile is a usage error', () => {
    const r = cli('plan', '--adapter', 'reference', '--profile', 'core');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      /^Plan for .*, profile core: 0 of (\d+) fixture\(s\) untested \(\1 ran\)\ncore \(an engine's first goal\): \1 of \1 core fixture\(s\) run; core is complete/,
    );
    const typo = cli('plan', '--adapter', 'reference', '--profile', 'cor');
    expect(typo.status).toBe(2);
    expect(typo.stderr).toMatch(/--profile expects "core" or "full", not "cor" \(did you mean "core"\?\)/);
  });
});

describe('computePlan', () => {
  it('counts a fixture once, toward the exact set it lacks, and ranks sets by fixtures unlocked', () => {
    const p = computePlan([
      lacks('a1', ['combat']),
      lacks('a2', ['combat']),
      lacks('b1', ['combat', 'stack.cast']),
      lacks('b2', ['stack.cast', 'combat']),
      lacks('b3', ['combat', 'stack.cast'], [], 'proposed'),
      lacks('c1', ['stack.cast'], ['Shock']),
      { id: 'ran', status: 'approved' },
    ]);
    expect(p.groups.map((g) => [needsText(g), g.fixtures.length, g.approved])).toEqual([
      ['capability combat + capability stack.cast', 3, 2],
      ['capability combat', 2, 2],
      ['capability stack.cast + card Shock', 1, 1],
    ]);
    expect(p.neededBy.map((n) => [n.item.name, n.fixtures])).toEqual([
      ['combat', 5],
      ['stack.cast', 4],
      ['Shock', 1],
    ]);
    expect(p.applicable).toBe(7);
    expect(p.ran).toBe(1);
  });

  it('is per fixture: editions of one fixture merge, a fixture that ran in one edition is not in the plan', () => {
    const p = computePlan([
      lacks('x', ['combat']),
      lacks('x', ['combat']),
      { id: 'y', status: 'approved', missing: { capabilities: [], cards: [], edition: '2011-02-04' } },
      { id: 'y', status: 'approved' },
      { id: 'z', status: 'approved', missing: { capabilities: [], cards: [], edition: '2011-02-04' } },
    ]);
    expect(p.groups).toHaveLength(1);
    expect(p.groups[0]!.fixtures).toEqual(['x']);
    expect(p.editionOnly).toEqual(['z']);
    expect(p.ran).toBe(1);
  });

  it("reads the missing capabilities of a report's untested results, and renders text and Markdown", () => {
    const p = planFromResults([
      { id: 'f', status: 'approved', outcome: 'untested', missing: { capabilities: ['turn.advance'], cards: [] } },
      { id: 'g', status: 'approved', outcome: 'pass' },
    ]);
    expect(p.groups.map(needsText)).toEqual(['capability turn.advance']);
    expect(formatPlanText(p, 'Plan')).toMatch(
      /^Plan: 1 of 2 fixture\(s\) untested \(1 ran\)\n[\s\S]*1\. capability turn\.advance — unlocks 1 fixture\(s\) \(1 approved\): f/,
    );
    expect(formatPlanMarkdown(p)).toContain('| 1 | capability turn\\.advance | 1 | 1 | `f` |');
  });
});

describe('the plan in the Markdown report', () => {
  it('is a section when something was untested, and absent otherwise', () => {
    const md = renderMarkdown(sampleReport());
    expect(md).toContain('### What to implement next');
    expect(md).toContain('| 1 | capability stack\\.cast | 1 | 1 | `bug-untested` |');
    const none = renderMarkdown(sampleReport({ results: sampleResults().filter((r) => r.outcome !== 'untested') }));
    expect(none).not.toContain('What to implement next');
  });
});

describe('phasing-cts plan', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cts-plan-'));
    const ref = pathToFileURL(fromRoot('dist/adapters/reference/index.js')).href;
    await writeFile(
      path.join(dir, 'small.mjs'),
      `import { createReferenceAdapter } from '${ref}';
export default () => ({ ...createReferenceAdapter(), id: 'small', describe: async () => ({ name: 'small', version: '0.1', capabilities: ['turn.advance', 'setup.phased-out'], cards: ['Sandbar Crocodile', 'Grizzly Bears'], editions: [{ from: '2011-02-04' }] }) });\n`,
    );
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('ranks what a small engine lacks, in process and over the protocol', () => {
    const r = cli('plan', '--adapter', path.join(dir, 'small.mjs'), '--json');
    expect(r.status, r.stderr).toBe(0);
    const p = JSON.parse(r.stdout) as ReturnType<typeof computePlan>;
    expect(p.ran).toBeGreaterThan(0);
    expect(p.groups.length).toBeGreaterThan(5);
    const sizes = p.groups.map((g) => g.fixtures.length);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(
      p.groups.flatMap((g) => g.fixtures).some((id) => id === 'untap-phasing-permanent-phases-out'),
      'a fixture the engine can run is not in the plan',
    ).toBe(false);
    const text = cli('plan', '--adapter', path.join(dir, 'small.mjs'));
    // A plan is for the newest edition by default (edition-facts.ts).
    expect(text.stdout).toMatch(
      new RegExp(`^Plan for small 0\\.1, edition ${NEWEST_EDITION}: \\d+ of \\d+ fixture\\(s\\) untested`),
    );
    const full = cli('plan', '--stdio', `${process.execPath} ${fromRoot('dist/harness/cli/main.js')} serve`);
    expect(full.status, full.stderr).toBe(0);
    expect(full.stdout).toContain('Nothing to unlock');
  });

  it('needs an engine or a report', () => {
    const r = cli('plan');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/plan needs an engine/);
    const both = cli('plan', '--stdio', 'x', '--adapter', 'y');
    expect(both.status).toBe(2);
    expect(both.stderr).toMatch(
      /plan takes one of --stdio, --adapter, --from-report or --declaration, not --stdio and --adapter/,
    );
  });
});

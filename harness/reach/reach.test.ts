import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCheckedCorpus } from '../corpus/check-corpus.js';
import type { LoadedCorpus } from '../corpus/load-corpus.js';
import type { EngineInfo } from '../generated/engine.js';
import { fromRoot } from '../paths.js';
import { fixtureRequirements } from '../requirements/requirements.js';
import { coreFixtureIds } from '../run/profiles.js';
import { loadSourcesIndex, type SourcesIndex } from '../sources/sources-index.js';
import { NEWEST_EDITION } from '../sources/testing/edition-facts.js';
import { computeReach } from './reach.js';
import { readDeclaration } from './read-declaration.js';

const cli = (...args: string[]) =>
  spawnSync(process.execPath, [fromRoot('dist/harness/cli/main.js'), ...args], {
    encoding: 'utf8',
    cwd: fromRoot(),
    timeout: 60_000,
  });
const ALL_CAPABILITIES = (
  JSON.parse(readFileSync(fromRoot('schema/fixture.schema.json'), 'utf8')) as {
    $defs: { Capability: { enum: string[] } };
  }
).$defs.Capability.enum;

let corpus: LoadedCorpus;
let index: SourcesIndex;
const reachOf = (engine: EngineInfo, edition = NEWEST_EDITION) =>
  computeReach({ index, fixtures: corpus.fixtures, engine, edition, core: coreFixtureIds(corpus.fixtures) });
const declared = (capabilities: string[], cards: EngineInfo['cards']): EngineInfo => ({
  name: 't',
  version: '0',
  capabilities,
  cards,
  editions: [{ from: '2009-01-01' }],
});

beforeAll(async () => {
  corpus = await loadCheckedCorpus();
  index = loadSourcesIndex();
});

describe('reach of a declaration', () => {
  it('of everything is every row the corpus covers, and of nothing is no fixture that needs something', () => {
    const all = reachOf(declared(ALL_CAPABILITIES, '*'));
    expect(all.approved.runnable).toBe(all.approved.of);
    // The shipped corpus passes the coverage gate: every observable row of the edition is covered.
    expect(all.clauseRows).toMatchObject({ missing: [] });
    expect(all.clauseRows.reached).toBe(all.clauseRows.of);
    expect(all.relatedRuleRows.missing).toEqual([]);
    const none = reachOf(declared([], []));
    const needNothing = corpus.fixtures.filter((lf) => {
      const r = fixtureRequirements(lf.fixture);
      return r.capabilities.length === 0 && r.cards.length === 0;
    });
    expect(none.approved.runnable).toBeLessThanOrEqual(needNothing.length);
    expect(none.clauseRows.reached + none.clauseRows.missing.length).toBe(none.clauseRows.of);
  });

  it('reaches the clause a fixture cites once its requirements are declared, and only grows with more', async () => {
    const profile = await readDeclaration(fromRoot('harness/reach/testdata/simulacrum.json'));
    const base = reachOf(profile);
    const lf = corpus.fixtures.find(
      (f) => f.fixture.id === 'out-status-damage-can-not-be-dealt-to-a-phased-out-creature',
    )!;
    const needs = fixtureRequirements(lf.fixture);
    const just = reachOf(declared(needs.capabilities, needs.cards));
    expect(just.approved.runnable).toBeGreaterThanOrEqual(1);
    expect(just.clauseRows.missing).not.toContain('PH-OUT-STATUS');
    const more = reachOf({ ...profile, capabilities: [...profile.capabilities, 'stack.activate', 'stack.triggers'] });
    expect(more.approved.runnable).toBeGreaterThan(base.approved.runnable);
    expect(more.relatedRuleRows.reached).toBeGreaterThanOrEqual(base.relatedRuleRows.reached);
    expect(more.clauseRows.reached).toBeGreaterThanOrEqual(base.clauseRows.reached);
  });

  it('says why a row is out of reach: a capability every fixture for it needs, or only cards', () => {
    const noCards = reachOf(declared(ALL_CAPABILITIES, []));
    expect(noCards.relatedRuleRows.missing.length).toBeGreaterThan(0);
    expect(noCards.relatedRuleRows.unreached.byCapability).toEqual([]);
    expect(noCards.relatedRuleRows.unreached.mixed).toEqual([]);
    expect(noCards.relatedRuleRows.unreached.cardsOnly.map((c) => c.row)).toEqual(noCards.relatedRuleRows.missing);
    const noCapabilities = reachOf(declared([], '*')).relatedRuleRows;
    expect(noCapabilities.unreached.cardsOnly).toEqual([]);
    const explained = new Set([
      ...noCapabilities.unreached.mixed,
      ...noCapabilities.unreached.byCapability.flatMap((c) => c.rows),
    ]);
    expect([...explained].sort()).toEqual([...noCapabilities.missing].sort());
    // Every fixture covering the removal-from-combat rule declares attackers or sets combat up.
    const combat = noCapabilities.unreached.byCapability.find((c) => c.capability === 'combat');
    expect(combat?.rows).toContain('RR-REMOVED-FROM-COMBAT-TAPPING 506.4b');
  });

  it('counts nothing in an edition outside the declared ranges', () => {
    const r = reachOf({ ...declared(ALL_CAPABILITIES, '*'), editions: [{ from: '2020-08-07' }] }, '2015-01-23');
    expect(r.approved.runnable).toBe(0);
    expect(r.approved.of).toBeGreaterThan(0);
    expect(r.clauseRows.reached).toBe(0);
  });
});

describe('plan --declaration', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'phasing-cts-declaration-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('prints the reach of both engine profiles, in text and JSON, without an engine', () => {
    for (const profile of ['mtgedh', 'simulacrum']) {
      const file = `harness/reach/testdata/${profile}.json`;
      const text = cli('plan', '--declaration', file);
      expect(text.status, text.stderr).toBe(0);
      expect(text.stdout).toMatch(new RegExp(`^Reach in the ${NEWEST_EDITION} edition`));
      expect(text.stdout).toMatch(/phasing clause rows +\d+ of 1\d/);
      const json = cli('plan', '--declaration', file, '--json');
      const reach = (JSON.parse(json.stdout) as { reach: ReturnType<typeof computeReach> }).reach;
      expect(reach.clauseRows.reached + reach.clauseRows.missing.length).toBe(reach.clauseRows.of);
      expect(text.stdout).toMatch(new RegExp(`approved fixtures +${reach.approved.runnable} of ${reach.approved.of} `));
    }
  });

  it.each([
    [
      '{"capabilities": ["stack.cats"], "cards": [], "editions": [{"from": "2020-01-01"}]}',
      /:1:19: "stack.cats" is not a capability at \/capabilities\/0 \(did you mean "stack.cast"\?\)/,
    ],
    [
      '{"capabilities": [], "cards": ["Grizly Bears"], "editions": [{"from": "2020-01-01"}]}',
      /:1:32: "Grizly Bears" is not a catalogue card at \/cards\/0 \(did you mean "Grizzly Bears"\?\)/,
    ],
    ['{"capabilities": [], "cards": []}', /:1:1: missing required property "editions"/],
    ['{"capabilities": [', /:1:\d+: .*a declaration is a JSON object/],
  ])('rejects %s in one line, naming file, line:column and pointer', async (text, message) => {
    const file = path.join(dir, 'decl.json');
    await writeFile(file, text);
    const r = cli('plan', '--declaration', file);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain(file);
    expect(r.stderr).toMatch(message);
  });

  it('takes one source of what the engine supports', () => {
    const r = cli('plan', '--declaration', 'harness/reach/testdata/mtgedh.json', '--stdio', 'true');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/not --stdio and --declaration/);
  });
});

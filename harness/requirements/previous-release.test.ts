import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCheckedCorpus } from '../corpus/check-corpus.js';
import type { Fixture } from '../generated/fixture.js';
import { fromRoot } from '../paths.js';
import { fixtureRequirements } from './requirements.js';

// The 752 fixtures of release 0.1.0 (commit 7110c6e), frozen: each file of
// `git archive 7110c6e fixtures` outside cards/ and sources/, parsed, keyed by its path under
// fixtures/, in one gzipped JSON document. Engines and third parties wrote fixtures against that
// format; today's validator and lint must accept them unchanged, and read the same requirements.
const frozen = JSON.parse(
  gunzipSync(readFileSync(fromRoot('harness/requirements/testing/fixtures-0.1.0.json.gz'))).toString('utf8'),
) as { fixtures: Record<string, Fixture> };
const previous = Object.entries(frozen.fixtures);

async function corpusOf(files: [string, Fixture][]): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cts-0.1.0-'));
  dirs.push(dir);
  for (const [file, fixture] of files) {
    await mkdir(path.join(dir, path.dirname(file)), { recursive: true });
    await writeFile(path.join(dir, file), JSON.stringify(fixture, null, 2));
  }
  return dir;
}
const dirs: string[] = [];

/**
 * The one exception, from 0.3.0 on: 0.1.0's generated legend sweeps cite the untap step's "no priority"
 * rule as 502.4 in the 2015-01-23 edition. The archived rules files show it was 502.3 until the
 * 2021-09-24 edition (fixtures/sources/related-rules.json now records it), so lint names the fix, as it
 * would for any misnumbered citation. Nothing else of the 752 may fail.
 */
const CORRECTED_CITATIONS = [
  'creature-before-cast-untap-step-own',
  'creature-before-cast-untap-step-stolen',
  'creature-in-response-untap-step-own',
  'creature-in-response-untap-step-stolen',
  'planeswalker-before-cast-untap-step-own',
  'planeswalker-before-cast-untap-step-stolen',
  'planeswalker-in-response-untap-step-own',
  'planeswalker-in-response-untap-step-stolen',
].map(
  (cell) =>
    `generated/legend/sweep-legend-${cell}.json: RR-UNTAP-NO-PRIORITY is not rule 502.4 in the 2015-01-23 edition: cite "rule": "502.3" for that edition`,
);
/** 0.1.0 fixtures whose range starts before a card they use was printed or a rule they cite came in. */
const ANACHRONISTIC = 'anachronistic-range';
const ANACHRONISTIC_IN_0_1_0 = 218;
const problems = (diagnostics: { file: string; message: string }[], root: string) =>
  diagnostics.map((d) => `${path.relative(root, d.file)}: ${d.message}`);
afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('fixtures written for release 0.1.0', () => {
  let checked: Awaited<ReturnType<typeof loadCheckedCorpus>>;
  let root: string;
  beforeAll(async () => {
    root = await corpusOf(previous);
    checked = await loadCheckedCorpus(root);
  }, 120_000);

  it('all 752 still validate and lint clean, but for the citations the sources now correct and the ranges earlier than the game', async () => {
    expect(previous).toHaveLength(752);
    const ranges = checked.diagnostics.filter((d) => d.rule === ANACHRONISTIC);
    expect(
      problems(
        checked.diagnostics.filter((d) => d.rule !== ANACHRONISTIC),
        root,
      ),
    ).toEqual(CORRECTED_CITATIONS);
    // From 0.3.0 lint rejects a range that starts before a card the fixture uses was printed or a rule it
    // cites came in. The shipped corpus took each such 0.1.0 fixture where the message says to start, or kept
    // its range with an "Anachronism:" note saying why.
    const shipped = new Map((await loadCheckedCorpus()).fixtures.map((lf) => [lf.fixture.id, lf.fixture]));
    const unfixed = ranges.flatMap((d) => {
      const now = shipped.get(path.basename(d.file, '.json'));
      const start = /start at "([0-9-]+)"/.exec(d.message)?.[1] ?? '';
      // A sweep whose cell now uses another card (tap × target: Tidal Surge for Dungeon Geists) no longer
      // plays the card that set the floor.
      const card = /before the game had (.+?) \(first printed/.exec(d.message)?.[1];
      const fixed =
        now !== undefined &&
        (now.editions.from >= start ||
          now.notes?.includes('Anachronism:') === true ||
          (card !== undefined && !now.requires.cards.includes(card)));
      return fixed ? [] : [`${path.relative(root, d.file)}: ${d.message}`];
    });
    expect(unfixed).toEqual([]);
    expect(ranges).toHaveLength(ANACHRONISTIC_IN_0_1_0);
    // A fixture with a lint problem is left out of the loaded corpus; every other one loads.
    expect(checked.fixtures).toHaveLength(752 - new Set(checked.diagnostics.map((d) => d.file)).size);
  });

  it('keep their meaning: each needs exactly what it declared then, no capability added behind it', () => {
    const changed = previous.flatMap(([file, f]) => {
      const needs = fixtureRequirements(f);
      const same =
        JSON.stringify(needs.capabilities) === JSON.stringify([...f.requires.capabilities].sort()) &&
        JSON.stringify(needs.cards) === JSON.stringify([...f.requires.cards].sort());
      return same
        ? []
        : [`${file}: declared ${f.requires.capabilities.join(', ')}; now ${needs.capabilities.join(', ')}`];
    });
    expect(changed).toEqual([]);
  });

  it('need not list what their content implies: with requires emptied they still lint clean', async () => {
    const bare = previous.map(([file, f]): [string, Fixture] => [
      file,
      { ...f, requires: { capabilities: [], cards: [] } },
    ]);
    const bareRoot = await corpusOf(bare);
    const { diagnostics } = await loadCheckedCorpus(bareRoot);
    expect(problems(diagnostics, bareRoot).filter((p) => !p.includes('before the game had'))).toEqual(
      CORRECTED_CITATIONS,
    );
  }, 120_000);
});

import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../paths.js';
import { EDITION_DATES, NEWEST_EDITION } from '../sources/testing/edition-facts.js';

// End-to-end through the built CLI: what an engine author sees for the mistakes that used to look green.
const cli = (...args: string[]) =>
  spawnSync(process.execPath, [fromRoot('dist/harness/cli/main.js'), ...args], { encoding: 'utf8', cwd: fromRoot() });

/** A protocol engine (docs/PROTOCOL.md) that declares `engine` and answers every run with an empty observation. */
async function engineScript(engine: Record<string, unknown>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cts-strict-'));
  const file = path.join(dir, 'engine.mjs');
  await writeFile(
    file,
    `import readline from 'node:readline';
const rl = readline.createInterface({ input: process.stdin });
rl.on('line', (line) => {
  const m = JSON.parse(line);
  if (m.cmd === 'start') process.stdout.write(JSON.stringify({ protocol: 1, engine: ${JSON.stringify(engine)} }) + '\\n');
  else if (m.cmd === 'run') process.stdout.write(JSON.stringify({ seq: m.seq, error: { kind: 'unsupported', message: 'nothing yet' } }) + '\\n');
  else if (m.cmd === 'stop') process.exit(0);
});
`,
  );
  return file;
}

describe('run is strict about what would otherwise look green', () => {
  it("a misspelt capability in a protocol engine's declaration exits 2 with a suggestion", async () => {
    const file = await engineScript({
      name: 'typo',
      version: '1',
      capabilities: ['turn.advanse'],
      cards: ['Grizzly Bears'],
      editions: [{ from: '2011-02-04' }],
    });
    const r = cli(
      'run',
      '--stdio',
      `${JSON.stringify(process.execPath)} ${JSON.stringify(file)}`,
      '--filter',
      'untap-*',
    );
    expect(r.status, r.stdout + r.stderr).toBe(2);
    expect(r.stderr).toMatch(/unknown capability "turn\.advanse" \(did you mean "turn\.advance"\?\)/);
  });

  it('an engine that declares nothing it lacks runs green with a headline saying it ran nothing', async () => {
    const file = await engineScript({
      name: 'empty',
      version: '1',
      capabilities: [],
      cards: [],
      editions: [{ from: '2011-02-04' }],
    });
    const r = cli(
      'run',
      '--stdio',
      `${JSON.stringify(process.execPath)} ${JSON.stringify(file)}`,
      '--report',
      `badge=${path.join(path.dirname(file), 'badge.json')}`,
    );
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/conformance 0\/\d+ approved fixtures \(0%\) · ran 0 of \d+/);
    expect(r.stdout).toMatch(/note: the engine ran none of the approved fixtures/);
    expect(
      (JSON.parse(await readFile(path.join(path.dirname(file), 'badge.json'), 'utf8')) as { message: string }).message,
    ).toMatch(/^0\/\d+$/);
  });

  it('--filter matching nothing and impossible dates exit 2 and say why', () => {
    const none = cli('run', '--filter', 'no-such-fixture-*');
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/nothing to run: --filter "no-such-fixture-\*" matches none/);
    const date = cli('run', '--edition', '2017-13-01');
    expect(date.status).toBe(2);
    expect(date.stderr).toMatch(/2017-13-01 is not a calendar date/);
    const coverage = cli('coverage', '--edition', '2017-13-01');
    expect(coverage.status).toBe(2);
    expect(coverage.stderr).toMatch(/2017-13-01 is not a calendar date/);
    const diff = cli('rules-diff', '2017-02-30', '2020-08-07');
    expect(diff.status).toBe(2);
    expect(diff.stderr).toMatch(/2017-02-30 is not a calendar date/);
  });

  it('prints the version, and run --help lists the report formats', async () => {
    const version = (JSON.parse(await readFile(fromRoot('package.json'), 'utf8')) as { version: string }).version;
    expect(cli('--version').stdout.trim()).toBe(version);
    const help = cli('run', '--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/Report formats \(--report FORMAT=FILE\): json, junit, markdown, html, earl, badge;/);
  });

  it('a fault over every edition prints one block per fixture with its editions, and the verdict last', () => {
    const r = cli('run', '--fault', 'phased-out-counted', '--edition', 'all', '--filter', 'b-15-*');
    expect(r.status).toBe(1);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines.filter((l) => l.startsWith('FAIL b-15-')).length).toBe(1);
    // From the first edition with related rules to the newest (edition-facts.ts), every one of them.
    const editions = EDITION_DATES.filter((d) => d >= '2011-02-04');
    expect(editions.length).toBeGreaterThanOrEqual(70);
    expect(r.stdout).toContain(`fail in ${editions.length} editions: 2011-02-04 … ${NEWEST_EDITION}`);
    expect(lines.at(-1)).toMatch(
      /^verdict: 1 fixture not as expected \(\d+ fixture × edition results\) — conformance 0\/1 \(0%\), ran 1 of 1$/,
    );
  });
});

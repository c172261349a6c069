import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReferenceAdapter } from '../../adapters/reference/index.js';
import type { EngineInfo } from '../adapter.js';
import { loadCheckedCorpus } from '../corpus/check-corpus.js';
import type { LoadedFixture } from '../corpus/load-corpus.js';
import { fromRoot } from '../paths.js';
import { NEWEST_EDITION } from '../sources/testing/edition-facts.js';
import { explainFixture } from './explain-fixture.js';
import { formatExplanation } from './format-explanation.js';
import { actionText, expectationText, scenarioProse } from './scenario-prose.js';

const cli = (...args: string[]) =>
  spawnSync(process.execPath, [fromRoot('dist/harness/cli/main.js'), ...args], {
    encoding: 'utf8',
    cwd: fromRoot(),
    timeout: 60_000,
  });

let fixtures: LoadedFixture[];
const byId = (id: string): LoadedFixture => fixtures.find((lf) => lf.fixture.id === id)!;
beforeAll(async () => {
  fixtures = (await loadCheckedCorpus()).fixtures;
});

describe('scenario prose', () => {
  it('tells setup, actions and expectations of a fixture in sentences', () => {
    const p = scenarioProse(byId('no-zone-change-tokens-continue-to-exist').fixture);
    expect(p.setup).toContain('tok: a token Grizzly Bears, owned by A, on the battlefield.');
    expect(p.setup[1]).toBe("Turn 3, A's precombat main phase; A has priority with an empty stack.");
    expect(p.actions).toEqual([
      'An effect phases out tok.',
      'Checkpoint "phased-out": the game is recorded here.',
      "All players pass priority until the upkeep of A's turn begins.",
    ]);
    expect(p.checkpoints.map((c) => c.at)).toEqual(['phased-out', 'end']);
    expect(p.checkpoints[0]!.expectations[0]!.text).toBe(
      'tok is on the battlefield and is phased out directly under A',
    );
    expect(p.checkpoints[1]!.expectations[0]!.text).toBe('tok is phased in');
  });

  it('says what must not happen', () => {
    expect(expectationText({ triggered: { source: 'x', ability: 'etb' }, count: 0 })).toBe(
      'x\'s "etb" has not triggered',
    );
    expect(expectationText({ action: 'atk', rejected: true })).toBe('the action labelled "atk" is rejected as illegal');
    expect(expectationText({ object: 't', exists: false })).toBe('t does not exist');
    expect(expectationText({ count: { zone: 'battlefield', phasedOut: true }, equals: 2 })).toBe(
      'exactly 2 objects on the battlefield, phased out',
    );
    expect(actionText({ do: 'tap', objects: ['a', 'b'], untap: true, label: 'u' })).toBe(
      '[u] An effect untaps a and b.',
    );
  });

  it("says which legend an action's legend-rule choice keeps", () => {
    expect(actionText({ do: 'resolve', legendRule: ['old'] })).toBe(
      'All players pass; the top of the stack resolves. If the legend rule applies (704.5j), old is kept.',
    );
  });

  it('names the cards a cast splices onto its spell, in order, with their targets', () => {
    expect(
      actionText({ do: 'cast', player: 'A', object: 'd', splice: [{ object: 's' }, { object: 'r', targets: ['B'] }] }),
    ).toBe('A casts d, splicing s and r targeting B onto it.');
    expect(actionText({ do: 'cast', player: 'A', object: 'd' })).toBe('A casts d.');
  });

  it('describes every fixture of the corpus without an undefined or an object printed raw', () => {
    for (const lf of fixtures) {
      const p = scenarioProse(lf.fixture);
      const all = [...p.setup, ...p.actions, ...p.checkpoints.flatMap((c) => c.expectations.map((e) => e.text))].join(
        '\n',
      );
      expect(all, lf.fixture.id).not.toMatch(/undefined|\[object Object\]/);
      expect(p.checkpoints.flatMap((c) => c.expectations).length).toBe(lf.fixture.expect.length);
    }
  });
});

describe('explainFixture', () => {
  const rel = 'rules/PH-UNTAP/untap-phasing-permanent-phases-out.json';
  it('without an engine gives the scenario and the cited text of the cited edition', async () => {
    const x = await explainFixture({
      lf: byId('untap-phasing-permanent-phases-out'),
      relativeFile: rel,
      edition: '2026-08-07',
      timeoutMs: 5000,
      rerun: [],
    });
    expect(x.engine).toBeUndefined();
    const old = x.cited.find((c) => c.label.startsWith('CR 702.23'));
    expect(old?.text, 'the 2011 numbering is quoted from the 2011 edition').toBeTruthy();
    expect(x.cited.every((c) => !c.missing)).toBe(true);
  });

  it('puts what a faulty engine observed beside each expectation, and marks the failing one', async () => {
    const x = await explainFixture({
      lf: byId('untap-phasing-permanent-phases-out'),
      relativeFile: rel,
      edition: '2026-08-07',
      timeoutMs: 5000,
      rerun: ['npx phasing-cts explain …'],
      adapter: {
        label: 'reference --fault no-phase-out-at-untap',
        create: () => createReferenceAdapter({ fault: 'no-phase-out-at-untap' }),
      },
    });
    expect(x.engine!.result.outcome).toBe('fail');
    const v = x.engine!.checkpoints.find((c) => c.at === 'end')!.expectations[0]!;
    expect(v.ok).toBe(false);
    expect(v.observed).toBe('croc is on the battlefield and is phased in');
    const text = formatExplanation(x);
    expect(text).toContain('✗ expected: croc is on the battlefield and is phased out directly under A');
    expect(text).toContain('FAIL in edition 2026-08-07');
    expect(text).toContain('npx phasing-cts explain …');
  });

  it('shows checkpoints and action fates of a passing engine', async () => {
    const x = await explainFixture({
      lf: byId('kaito-auras-attached-phase-out-and-in-with-him'),
      relativeFile: 'x.json',
      edition: '2026-08-07',
      timeoutMs: 5000,
      rerun: [],
      adapter: { label: 'reference', create: () => createReferenceAdapter() },
    });
    expect(x.engine!.result.outcome).toBe('pass');
    expect(x.engine!.checkpoints.map((c) => c.at)).toEqual(['out', 'end']);
    expect(x.engine!.checkpoints.every((c) => c.reported && c.expectations.every((e) => e.ok === true))).toBe(true);
    expect(x.engine!.actionFates[3]).toMatch(/^rejected: /);
    expect(x.engine!.actionFates[0]).toBe('ok');
  });

  it('says where an object that should have ceased to exist still is', async () => {
    const x = await explainFixture({
      lf: byId('tokens-cease-phased-out-token-ceases-to-exist'),
      relativeFile: 'x.json',
      edition: '2016-11-11',
      timeoutMs: 5000,
      rerun: [],
      adapter: { label: 'faulty', create: () => createReferenceAdapter({ fault: 'tokens-survive-old-rules' }) },
    });
    expect(x.engine!.result.outcome).toBe('fail');
    expect(x.engine!.checkpoints.at(-1)!.expectations[0]!.observed).toBe('tok is on the battlefield (it still exists)');
  });

  it('says what an engine lacks when it cannot run the fixture', async () => {
    const lacking = {
      ...createReferenceAdapter(),
      id: 'small',
      describe: async (): Promise<EngineInfo> => ({
        name: 'small',
        version: '0',
        capabilities: [],
        cards: '*',
        editions: [{ from: '2011-01-01' }],
      }),
    };
    const x = await explainFixture({
      lf: byId('untap-phasing-permanent-phases-out'),
      relativeFile: rel,
      edition: '2026-08-07',
      timeoutMs: 5000,
      rerun: [],
      adapter: { label: 'small', create: () => lacking },
    });
    expect(x.engine!.result.outcome).toBe('untested');
    expect(formatExplanation(x)).toMatch(
      /UNTESTED[\s\S]*engine lacks capabilities (setup\.phased-out, )?turn\.advance/,
    );
    expect(x.engine!.checkpoints[0]!.expectations[0]!.ok).toBeUndefined();
  });
});

describe('phasing-cts explain', () => {
  it('in process with a fault: exit 1, observed beside expected, a rerun line that reproduces it', () => {
    const r = cli('explain', 'untap-phasing-permanent-phases-out', '--fault', 'no-phase-out-at-untap');
    expect(r.status, r.stderr).toBe(1);
    expect(r.stdout).toContain('observed: croc is on the battlefield and is phased in');
    const rerun = r.stdout
      .split('\n')
      .find((l) => l.includes('npx phasing-cts explain'))!
      .trim();
    expect(rerun).toBe(
      `npx phasing-cts explain untap-phasing-permanent-phases-out --edition ${NEWEST_EDITION} --fault no-phase-out-at-untap`,
    );
  });

  it('over the protocol (serve) gives the same verdicts', () => {
    const serve = `${process.execPath} ${fromRoot('dist/harness/cli/main.js')} serve --fault no-phase-out-at-untap`;
    const r = cli('explain', 'untap-phasing-permanent-phases-out', '--stdio', serve);
    expect(r.status, r.stderr).toBe(1);
    expect(r.stdout).toContain('observed: croc is on the battlefield and is phased in');
    expect(r.stdout).toContain(`FAIL in edition ${NEWEST_EDITION}`);
    expect(r.stdout).toContain(`--stdio '${serve}'`);
    const ok = cli(
      'explain',
      'untap-phasing-permanent-phases-out',
      '--stdio',
      `${process.execPath} ${fromRoot('dist/harness/cli/main.js')} serve`,
      '--json',
    );
    expect(ok.status, ok.stderr).toBe(0);
    expect((JSON.parse(ok.stdout) as { engine: { result: { outcome: string } } }).engine.result.outcome).toBe('pass');
  });

  it('without an engine prints the scenario and exits 0; an unknown id or an edition outside the range exits 2', () => {
    const r = cli('explain', 'tokens-cease-phased-out-token-ceases-to-exist');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/shown for edition 2017-0/);
    expect(r.stdout).not.toContain('Engine:');
    const typo = cli('explain', 'untap-phasing-permanent-phases-ou');
    expect(typo.status).toBe(2);
    expect(typo.stderr).toContain('did you mean "untap-phasing-permanent-phases-out"');
    const outside = cli('explain', 'tokens-cease-phased-out-token-ceases-to-exist', '--edition', 'latest');
    expect(outside.status).toBe(2);
    expect(outside.stderr).toMatch(/does not apply in edition/);
  });
});

describe('--adapter <module>', () => {
  let dir: string;
  const ref = pathToFileURL(fromRoot('dist/adapters/reference/index.js')).href;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cts-adapter-module-'));
    await writeFile(
      path.join(dir, 'default-factory.mjs'),
      `import { createReferenceAdapter } from '${ref}';\nexport default () => ({ ...createReferenceAdapter(), id: 'mine' });\n`,
    );
    await writeFile(
      path.join(dir, 'named.mjs'),
      `import { createReferenceAdapter } from '${ref}';\nexport function createAdapter() { return createReferenceAdapter({ fault: 'no-phase-out-at-untap' }); }\n`,
    );
    await writeFile(
      path.join(dir, 'object.mjs'),
      `import { createReferenceAdapter } from '${ref}';\nexport default createReferenceAdapter();\n`,
    );
    await writeFile(path.join(dir, 'nothing.mjs'), 'export const x = 1;\n');
    await writeFile(path.join(dir, 'throws.mjs'), 'export default () => { throw new Error("no licence file"); };\n');
    await writeFile(path.join(dir, 'not-adapter.mjs'), 'export default () => 42;\n');
    const never = 'new Promise(() => {})';
    const late = 'new Promise((r) => setTimeout(r, 1e9))';
    const hanging = (describe: string) =>
      `export default { id: 'h', describe: () => ${describe}, run: async () => ({ error: { message: 'x' } }), close: async () => {} };\n`;
    await writeFile(path.join(dir, 'load-never.mjs'), `await ${never};\nexport default {};\n`);
    await writeFile(path.join(dir, 'load-late.mjs'), `await ${late};\nexport default {};\n`);
    await writeFile(path.join(dir, 'describe-never.mjs'), hanging(never));
    await writeFile(path.join(dir, 'describe-late.mjs'), hanging(late));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('runs a default-export factory, a named createAdapter and an adapter object', () => {
    const a = cli(
      'run',
      '--adapter',
      path.join(dir, 'default-factory.mjs'),
      '--filter',
      'untap-phasing-permanent-phases-out',
    );
    expect(a.status, a.stdout + a.stderr).toBe(0);
    // The report names the engine by the adapter's own id (the module's factory sets 'mine').
    expect(a.stdout).toContain('via mine');
    const b = cli('run', '--adapter', path.join(dir, 'named.mjs'), '--filter', 'untap-phasing-permanent-phases-out');
    expect(b.status, 'the named export is the faulty engine').toBe(1);
    const c = cli('explain', 'untap-phasing-permanent-phases-out', '--adapter', path.join(dir, 'object.mjs'));
    expect(c.status, c.stderr).toBe(0);
    expect(c.stdout).toContain('PASS in edition');
  });

  it('a missing module, a module without an adapter and a throwing factory are one-line usage errors', () => {
    for (const [file, message] of [
      ['absent.mjs', /no module ".*absent\.mjs"/],
      ['nothing.mjs', /has no default export and no export named createAdapter/],
      ['throws.mjs', /factory of ".*throws\.mjs" threw: Error: no licence file/],
      ['not-adapter.mjs', /returned number, not an adapter/],
    ] as const) {
      const r = cli('run', '--adapter', path.join(dir, file));
      expect(r.status, file).toBe(2);
      expect(r.stderr, file).toMatch(message);
      expect(r.stderr.trim().split('\n'), file).toHaveLength(1);
    }
  });

  it('a module or describe() that never finishes is a one-line error under the handshake timeout', () => {
    for (const [file, message] of [
      ['load-never.mjs', /loading module ".*load-never\.mjs" never finished/],
      ['load-late.mjs', /loading module ".*load-late\.mjs" did not finish within 400 ms/],
      ['describe-never.mjs', /describe\(\) of ".*describe-never\.mjs" never finished/],
      ['describe-late.mjs', /describe\(\) of ".*describe-late\.mjs" did not finish within 400 ms/],
    ] as const) {
      // Bounded here too, so that a regression fails the test instead of hanging it.
      const r = spawnSync(
        process.execPath,
        [fromRoot('dist/harness/cli/main.js'), 'run', '--adapter', path.join(dir, file), '--handshake-timeout', '400'],
        { encoding: 'utf8', cwd: fromRoot(), timeout: 30_000 },
      );
      expect(r.status, file).toBe(2);
      expect(r.stderr, file).toMatch(message);
      expect(r.stderr.trim().split('\n'), file).toHaveLength(1);
    }
  });
});

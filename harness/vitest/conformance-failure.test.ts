import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../paths.js';

// The integration must fail loudly and readably: run vitest on a generated test file whose engine
// has a fault, and on one that lists the failures as expected but one is stale.
async function runVitestOn(source: string): Promise<{ status: number | null; out: string }> {
  // Inside the repository, so the generated file resolves the repository's node_modules.
  await mkdir(fromRoot('.tmp'), { recursive: true });
  const dir = await mkdtemp(path.join(fromRoot('.tmp'), 'vitest-int-'));
  const file = path.join(dir, 'engine.test.ts');
  await writeFile(file, source);
  const config = path.join(dir, 'vitest.config.mjs');
  await writeFile(config, "export default { test: { include: ['*.test.ts'] } };\n");
  try {
    const r = spawnSync(
      process.execPath,
      [fromRoot('node_modules/vitest/vitest.mjs'), 'run', '--config', config, '--root', dir, '--no-color'],
      { encoding: 'utf8', cwd: fromRoot(), env: { ...process.env, CI: '1' } },
    );
    return { status: r.status, out: r.stdout + r.stderr };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const header = `import { createReferenceAdapter } from ${JSON.stringify(fromRoot('adapters/reference/index.ts'))};\nimport { conformance } from ${JSON.stringify(fromRoot('harness/vitest/conformance.ts'))};\n`;

describe('phasing-cts/vitest', () => {
  it('reports a failing fixture by id with an expected-vs-actual diff', async () => {
    const { status, out } = await runVitestOn(
      `${header}await conformance(() => createReferenceAdapter({ fault: 'phased-out-counted' }), { filter: 'out-status-example-draw-for-each-creature' });\n`,
    );
    expect(status).toBe(1);
    expect(out).toContain('out-status-example-draw-for-each-creature');
    expect(out).toMatch(/A\.handSize/);
    expect(out).toMatch(/Expected/);
  });

  it('treats listed failures as expected, and fails a stale entry that now passes', async () => {
    const ok = await runVitestOn(
      `${header}await conformance(() => createReferenceAdapter({ fault: 'phased-out-counted' }), { filter: 'out-status-example-draw-for-each-creature', expectedFailures: ['out-status-example-draw-for-each-creature'] });\n`,
    );
    expect(ok.status, ok.out).toBe(0);
    const stale = await runVitestOn(
      `${header}await conformance(() => createReferenceAdapter(), { filter: 'out-status-example-draw-for-each-creature', expectedFailures: ['out-status-example-draw-for-each-creature'] });\n`,
    );
    expect(stale.status).toBe(1);
  });

  it('fails the suite with a suggestion when the engine declares a misspelt capability', async () => {
    const adapter = `(() => { const a = createReferenceAdapter(); return { ...a, describe: async () => ({ ...(await a.describe()), capabilities: ['turn.advanse'] }) }; })()`;
    const { status, out } = await runVitestOn(
      `${header}await conformance(() => ${adapter}, { filter: 'untap-phasing-permanent-phases-out' });\n`,
    );
    expect(status).toBe(1);
    expect(out).toMatch(/unknown capability "turn\.advanse" \(did you mean "turn\.advance"\?\)/);
  });

  it('fails an expectedFailures entry that names no fixture as stale', async () => {
    const { status, out } = await runVitestOn(
      `${header}await conformance(() => createReferenceAdapter(), { filter: 'untap-phasing-permanent-phases-out', expectedFailures: ['no-such-fixture'] });\n`,
    );
    expect(status).toBe(1);
    expect(out).toMatch(/stale expectedFailures entries .*: no-such-fixture/);
  });

  it('prints the headline: passing fixtures over all that apply', async () => {
    const { status, out } = await runVitestOn(
      `${header}await conformance(() => createReferenceAdapter(), { filter: 'untap-phasing-permanent-phases-out' });\n`,
    );
    expect(status).toBe(0);
    expect(out).toMatch(/phasing-cts: conformance 1\/1 approved fixtures \(100%\) · ran 1 of 1/);
  });

  it('one failing fixture among hundreds untested: the untested are one line, not a skipped test each', async () => {
    const id = 'out-status-example-draw-for-each-creature';
    const corpus = JSON.stringify(fromRoot('harness/corpus/check-corpus.ts'));
    const { status, out } = await runVitestOn(
      `${header}import { loadCheckedCorpus } from ${corpus};
const fixture = (await loadCheckedCorpus()).fixtures.find((lf) => lf.fixture.id === '${id}')!.fixture;
const narrow = () => {
  const a = createReferenceAdapter({ fault: 'phased-out-counted' });
  return { ...a, describe: async () => ({ ...(await a.describe()), capabilities: fixture.requires.capabilities, cards: fixture.requires.cards }) };
};
await conformance(narrow);
`,
    );
    expect(status, out).toBe(1);
    expect(out).toContain(id);
    const untested = /(\d+) untested: the engine does not declare what they need/.exec(out);
    expect(untested, out).not.toBeNull();
    expect(Number(untested![1])).toBeGreaterThan(300);
    expect(out.split('\n').filter((l) => /skipped|↓/.test(l)).length, out).toBeLessThanOrEqual(2);
    expect(out.split('\n').length).toBeLessThan(200);
  });
});

import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Adapter } from '../../harness/adapter.js';
import { loadCheckedCorpus } from '../../harness/corpus/check-corpus.js';
import { knownEditions } from '../../harness/corpus/references.js';
import { validateAgainst, validateAgainstDef } from '../../harness/model/schema-validator.js';
import type { FixtureResult, RunReport } from '../../harness/generated/report.js';
import { fromRoot } from '../../harness/paths.js';
import { runCorpus } from '../../harness/run/run-corpus.js';
import { FAULTS } from '../reference/faults.js';
import { createReferenceAdapter } from '../reference/index.js';
import { createStdioAdapter } from './stdio-adapter.js';

// `phasing-cts serve` is the reference engine behind the protocol, run from the built CLI the way an
// engine author runs it: every result over `--stdio "node <repo>/dist/harness/cli/main.js serve"`
// must equal the in-process run's, passes and failures alike (npm test builds first).

const main = fromRoot('dist/harness/cli/main.js');
const cli = (...args: string[]) => spawnSync(process.execPath, [main, ...args], { encoding: 'utf8', cwd: fromRoot() });
const serveCommand = (...args: string[]) =>
  [process.execPath, main, 'serve', ...args].map((a) => JSON.stringify(a)).join(' ');

let dir = '';
/** A snapshot of the corpus, so that fixtures added meanwhile cannot make two CLI runs differ. */
let corpusDir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cts-serve-'));
  corpusDir = path.join(dir, 'fixtures');
  await cp(fromRoot('fixtures'), corpusDir, {
    recursive: true,
    filter: (src) => !/[\\/]fixtures[\\/](sources|cards)([\\/]|$)/.test(src),
  });
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function report(name: string, ...args: string[]): Promise<RunReport> {
  const file = path.join(dir, `${name}.json`);
  const r = cli('run', ...args, '--fixtures', corpusDir, '--json', file);
  expect(r.status === 0 || r.status === 1, r.stderr).toBe(true);
  const rep = JSON.parse(await readFile(file, 'utf8')) as RunReport;
  expect(validateAgainst('report.schema.json', rep)).toEqual([]);
  return rep;
}

/** What must not depend on the transport: which fixture, which edition, the outcome and every failure. */
const outcomes = (results: FixtureResult[]) =>
  results.map(({ id, edition, outcome, failures, message }) => ({ id, edition, outcome, failures, message }));

describe('phasing-cts serve over the protocol', () => {
  it('gives the in-process outcomes for the whole corpus in the first, the last pre-2017-08-25 and the latest edition (served with --jobs 2)', async () => {
    // One loaded corpus for both sides, so fixtures being added meanwhile cannot make them differ.
    const corpus = await loadCheckedCorpus();
    expect(corpus.diagnostics).toEqual([]);
    const all = knownEditions();
    const editions = [all[0]!, all.filter((e) => e < '2017-08-25').pop()!, all[all.length - 1]!];
    const collect = async (createAdapter: () => Adapter, jobs: number) => {
      const results: FixtureResult[] = [];
      const { engine } = await runCorpus({
        fixtures: corpus.fixtures,
        corpusRoot: corpus.root,
        createAdapter,
        jobs,
        editions,
        timeoutMs: 30_000,
        onResult: (r) => results.push(r),
      });
      return { engine, results };
    };
    const inProcess = await collect(() => createReferenceAdapter(), 1);
    const served = await collect(() => createStdioAdapter({ command: serveCommand() }), 2);
    expect(served.results.length).toBe(inProcess.results.length);
    expect(served.results.filter((r) => r.outcome === 'pass').length).toBeGreaterThan(0);
    expect(outcomes(served.results)).toEqual(outcomes(inProcess.results));
    expect(served.engine).toEqual(inProcess.engine);
  }, 180_000); // a few seconds on an idle machine; much more on a busy CI runner

  it('gives the in-process failures with a fault, and every message it sends matches the protocol schema', async () => {
    const fault = FAULTS.find((f) => f.id === 'phased-out-counted') ? 'phased-out-counted' : FAULTS[0]!.id;
    const inProcess = await report('fault-in-process', '--fault', fault);
    const served = await report('fault-served', '--stdio', serveCommand('--fault', fault), '--validate-protocol');
    expect(inProcess.summary.fail).toBeGreaterThan(0);
    expect(outcomes(served.results)).toEqual(outcomes(inProcess.results));
  }, 90_000);

  it('answers start, run and stop with messages valid against schema/protocol, and exits 0', () => {
    const setup = {
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [{ id: 'bear', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' }],
    };
    const input = [
      { cmd: 'start', protocols: [1], harness: { name: 'phasing-cts', version: 'test' } },
      {
        cmd: 'run',
        seq: 1,
        request: { fixture: 'probe', edition: '2026-08-07', setup, actions: [{ do: 'phaseOut', objects: ['bear'] }] },
      },
      {
        cmd: 'run',
        seq: 2,
        request: {
          fixture: 'probe-unknown-card',
          edition: '2026-08-07',
          setup: { ...setup, objects: [{ ...setup.objects[0], card: 'No Such Card' }] },
          actions: [],
        },
      },
      { cmd: 'stop' },
    ];
    for (const m of input) expect(validateAgainst('protocol/protocol.schema.json', m)).toEqual([]);
    const r = spawnSync(process.execPath, [main, 'serve'], {
      input: input.map((m) => JSON.stringify(m)).join('\n') + '\n',
      encoding: 'utf8',
    });
    expect(r.status, r.stderr).toBe(0);
    const [started, first, second, ...rest] = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(rest).toEqual([]);
    expect(validateAgainstDef('protocol/protocol.schema.json', 'Started', started)).toEqual([]);
    expect(started!.protocol).toBe(1);
    expect(validateAgainstDef('protocol/protocol.schema.json', 'ObservationAnswer', first)).toEqual([]);
    const bear = (
      first as { observation: { checkpoints: { end: { objects: { id: string; phased: unknown }[] } } } }
    ).observation.checkpoints.end.objects.find((o) => o.id === 'bear');
    expect(bear!.phased).toEqual({ how: 'directly', under: 'A' });
    expect(validateAgainstDef('protocol/protocol.schema.json', 'ErrorAnswer', second)).toEqual([]);
    expect(second).toMatchObject({ seq: 2, error: { kind: 'unsupported' } });
  });

  it('exits 2 naming the problem on input that is not the protocol, and on an unknown fault', () => {
    const garbage = spawnSync(process.execPath, [main, 'serve'], {
      input: '{"cmd":"start","protocols":[1]}\nhello\n',
      encoding: 'utf8',
    });
    expect(garbage.status).toBe(2);
    expect(garbage.stderr).toMatch(/input line 2 is not JSON/);
    const early = spawnSync(process.execPath, [main, 'serve'], {
      input: '{"cmd":"run","seq":1,"request":{}}\n',
      encoding: 'utf8',
    });
    expect(early.status).toBe(2);
    expect(early.stderr).toMatch(/run before start/);
    const fault = cli('serve', '--fault', 'no-such-fault');
    expect(fault.status).toBe(2);
    expect(fault.stderr).toMatch(/unknown fault "no-such-fault"/);
  });

  it('run --stdio: an engine speaking another protocol version stops the run with exit 2 and says so; usage errors are named', () => {
    const wrong = cli(
      'run',
      '--stdio',
      `${JSON.stringify(process.execPath)} ${JSON.stringify(fromRoot('adapters/stdio/test-engines/wrong-version.mjs'))}`,
    );
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toMatch(
      /could not be started: it speaks protocol version 99, but phasing-cts [\d.]+ speaks only version 1/,
    );
    expect(wrong.stdout).toBe('');
    const both = cli('run', '--stdio', serveCommand(), '--fault', 'phased-out-counted');
    expect(both.status).toBe(2);
    expect(both.stderr).toMatch(
      /--fault applies to the in-process reference engine; .*serve --fault phased-out-counted/,
    );
    const strayOption = cli('run', '--validate-protocol');
    expect(strayOption.status).toBe(2);
    expect(strayOption.stderr).toMatch(/apply to --stdio engines only/);
    const strayPipeline = cli('run', '--pipeline', '4');
    expect(strayPipeline.status).toBe(2);
    expect(strayPipeline.stderr).toMatch(/--pipeline apply to --stdio engines only/);
    const zeroPipeline = cli('run', '--stdio', serveCommand(), '--pipeline', '0');
    expect(zeroPipeline.status).toBe(2);
    expect(zeroPipeline.stderr).toMatch(/--pipeline expects a whole number of at least 1, not "0"/);
  });
});

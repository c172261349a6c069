import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCheckedCorpus } from '../../harness/corpus/check-corpus.js';
import { validateAgainst } from '../../harness/model/schema-validator.js';
import type { FixtureResult, RunReport } from '../../harness/generated/report.js';
import { fromRoot } from '../../harness/paths.js';
import { executeRun } from '../../harness/report/execute-run.js';
import { runCorpus } from '../../harness/run/run-corpus.js';
import { filterFixtures, selectEditions } from '../../harness/run/select.js';
import { ENGINE_TEXT_LIMITS } from '../../harness/capped-text.js';
import { createReferenceAdapter } from '../reference/index.js';
import { createStdioAdapter, EngineStartError, type StdioAdapterOptions } from './stdio-adapter.js';

// Every misbehaviour of a subprocess engine, driven by the deliberately broken engines in
// test-engines/ (each is the reference engine, broken on one target fixture). In each case the run
// must complete, write a JSON report valid against schema/report.schema.json, charge the fault to the
// affected fixture(s) with a message saying what happened, and leave every other fixture with the
// outcome it has in process (pass, for every fixture the reference engine runs).
// The engines import the reference engine from dist/: `npm run build` first (npm test does).

/** The cases run a small corpus of their own (copied in beforeAll), so the file stays fast as the shipped corpus grows. */
const FILTER = 'untap-*';
const SIZE = 7;
const sh = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
const engineCommand = (script: string, ...args: string[]) =>
  [process.execPath, fromRoot('adapters/stdio/test-engines', script), ...args].map(sh).join(' ');

/** Every fixture of the small corpus, in run order. */
let ids: string[] = [];
/** Those the engine is sent (not untested), in run order: targets are chosen among them. */
let sent: string[] = [];
/** Each fixture's outcome with the in-process reference engine. */
const inProcess = new Map<string, FixtureResult['outcome']>();
let dir = '';
let corpusDir = '';

beforeAll(async () => {
  if (!existsSync(fromRoot('dist/adapters/reference/index.js')))
    throw new Error(
      'dist/ is missing: run `npm run build` before these tests (the test engines import the built reference engine)',
    );
  dir = await mkdtemp(path.join(tmpdir(), 'cts-stdio-'));
  corpusDir = path.join(dir, 'fixtures');
  const shipped = await loadCheckedCorpus();
  const candidates = filterFixtures(shipped.fixtures, FILTER);
  await runCorpus({
    fixtures: candidates,
    corpusRoot: shipped.root,
    createAdapter: () => createReferenceAdapter(),
    editions: selectEditions('latest'),
    timeoutMs: 10_000,
    onResult: (r) => inProcess.set(r.id, r.outcome),
  });
  // The first fixtures the reference engine passes; the cases need targets with fixtures before and after them.
  const chosen = candidates.filter((lf) => inProcess.get(lf.fixture.id) === 'pass').slice(0, SIZE);
  expect(chosen.length).toBe(SIZE);
  for (const lf of chosen) {
    const to = path.join(corpusDir, path.relative(shipped.root, path.resolve(lf.file)));
    await mkdir(path.dirname(to), { recursive: true });
    await copyFile(lf.file, to);
  }
  ids = (await loadCheckedCorpus(corpusDir)).fixtures.map((lf) => lf.fixture.id);
  expect([...ids].sort()).toEqual(chosen.map((lf) => lf.fixture.id).sort());
  sent = ids;
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

interface RunOpts {
  jobs?: number;
  timeoutMs?: number;
  maxFailures?: number;
  adapter?: Partial<StdioAdapterOptions>;
}

/** Runs the filtered corpus against an engine command; returns the report as written to disk. */
async function run(command: string, o: RunOpts = {}): Promise<RunReport> {
  const file = path.join(dir, `report-${Math.random().toString(36).slice(2)}.json`);
  await executeRun({
    fixturesDir: corpusDir,
    createAdapter: () => createStdioAdapter({ command, maxLineBytes: 1024 * 1024, ...o.adapter }),
    adapterLabel: `stdio:${command}`,
    jobs: o.jobs,
    timeoutMs: o.timeoutMs,
    maxFailures: o.maxFailures,
    reports: [{ format: 'json', file }],
    options: {},
  });
  const report = JSON.parse(await readFile(file, 'utf8')) as RunReport;
  expect(validateAgainst('report.schema.json', report)).toEqual([]);
  return report;
}

const byId = (report: RunReport) => new Map(report.results.map((r) => [r.id, r]));

/** The affected fixtures have these outcomes; every other one has its in-process outcome. Returns the affected results. */
function expectOnly(
  report: RunReport,
  affected: Record<string, FixtureResult['outcome']>,
): Record<string, FixtureResult> {
  expect(report.results.map((r) => r.id)).toEqual(ids);
  const results = byId(report);
  for (const id of ids)
    expect({ id, outcome: results.get(id)!.outcome }).toEqual({ id, outcome: affected[id] ?? inProcess.get(id) });
  return Object.fromEntries(Object.keys(affected).map((id) => [id, results.get(id)!]));
}

// Each case runs twice: with strict request/response, and with the engine declaring `pipeline`, so
// that several runs are in flight when the fault happens. A fault must cost the same fixture either
// way; the runs sent behind it are sent again to the restarted engine.
describe.each([
  { mode: 'request/response', env: '' },
  { mode: 'pipelined', env: 'PIPELINE=1 ' },
])('stdio adapter against misbehaving engines ($mode)', ({ mode, env }) => {
  const engine = (script: string, ...args: string[]) => env + engineCommand(script, ...args);

  it('a correct engine that logs freely to stderr passes everything; one process serves every fixture, one per job', async () => {
    const log1 = path.join(dir, `${mode.replace(/\W/g, '-')}-runs-1.log`);
    const report = await run(`RUN_LOG=${sh(log1)} ${engine('chatty.mjs', 'none')}`);
    expectOnly(report, {});
    expect(report.run.engine.name).toBe('phasing-cts reference engine');
    const runs = (await readFile(log1, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => l.split(' '));
    expect(runs.map(([, id]) => id).sort()).toEqual([...sent].sort());
    expect(new Set(runs.map(([pid]) => pid)).size).toBe(1);

    const log3 = path.join(dir, `${mode.replace(/\W/g, '-')}-runs-3.log`);
    expectOnly(await run(`RUN_LOG=${sh(log3)} ${engine('chatty.mjs', 'none')}`, { jobs: 3 }), {});
    const pids = new Set(
      (await readFile(log3, 'utf8'))
        .trim()
        .split('\n')
        .map((l) => l.split(' ')[0]),
    );
    expect(pids.size).toBe(3);
  });

  it('crash: the fixture is a crash with the exit status and the stderr tail; the engine is restarted', async () => {
    const t = sent[2]!;
    const { [t]: r } = expectOnly(await run(engine('crash.mjs', t)), { [t]: 'crash' });
    expect(r!.message).toMatch(/exited with status 3 before answering this fixture/);
    expect(r!.stderr).toContain(`KeyError: '${t}'`);
  });

  it('hang: the fixture times out, the whole process group is killed (even a SIGTERM-ignoring grandchild), the rest pass', async () => {
    const t = sent[1]!;
    const pidFile = path.join(dir, `${mode.replace(/\W/g, '-')}-grandchild.pid`);
    const { [t]: r } = expectOnly(
      await run(`GRANDCHILD_PID_FILE=${sh(pidFile)} ${engine('hang.mjs', t)}`, { timeoutMs: 2000 }),
      { [t]: 'timeout' },
    );
    expect(r!.message).toMatch(/no answer within 2000 ms; the engine's process group was killed/);
    expect(r!.stderr).toContain('thinking about');
    const pid = Number(await readFile(pidFile, 'utf8'));
    expect(pid).toBeGreaterThan(0);
    expect(await gone(pid)).toBe(true);
  });

  it('exit before answering: crash, with the clean exit status named', async () => {
    const t = sent[3]!;
    const { [t]: r } = expectOnly(await run(engine('exit-early.mjs', t)), { [t]: 'crash' });
    expect(r!.message).toMatch(/exited with status 0 before answering this fixture/);
    expect(r!.stderr).toContain('done for today');
  });

  it('exit after answering: the answered fixture passes; the next one, sent to a dead process, is the crash', async () => {
    const t = sent[1]!;
    const next = sent[2]!;
    const { [next]: r } = expectOnly(await run(engine('exit-after-answer.mjs', t)), { [next]: 'crash' });
    // Whether the exit is seen before or after this fixture is sent is a matter of timing; either way it is charged here.
    expect(r!.message).toMatch(/exited with status 0 before answering this fixture/);
  });

  it('garbage on stdout: error quoting the line; the late real answer is not taken for the next fixture', async () => {
    const t = sent[2]!;
    const { [t]: r } = expectOnly(await run(engine('garbage.mjs', t)), { [t]: 'error' });
    expect(r!.message).toMatch(/not JSON .*"Loading card database\.\.\. done"/);
  });

  it('a line that is not valid UTF-8: error naming the offset of the bad byte; the rest pass', async () => {
    const t = sent[2]!;
    const { [t]: r } = expectOnly(await run(engine('invalid-utf8.mjs', t)), { [t]: 'error' });
    expect(r!.message).toMatch(/not valid UTF-8 \(the byte at offset \d+ of the line begins no UTF-8 sequence\)/);
  });

  it('wrong seq: error naming both numbers', async () => {
    const t = sent[2]!;
    const { [t]: r } = expectOnly(await run(engine('wrong-seq.mjs', t)), { [t]: 'error' });
    expect(r!.message).toBe('the engine answered seq 4 while the harness was waiting for the answer to seq 3');
  });

  it('an observation that does not match the schema: error naming the problems', async () => {
    const t = sent[0]!;
    const { [t]: r } = expectOnly(await run(engine('bad-observation.mjs', t)), { [t]: 'error' });
    expect(r!.message).toMatch(/does not match schema\/observation\.schema\.json/);
    expect(r!.message).toMatch(/missing required property "end"/);
  });

  it('flooding: an endless line is cut at the cap (error); 256 KiB of stderr per fixture is drained and only its tail kept', async () => {
    const t = sent[2]!;
    const tail = 500;
    const { [t]: r } = expectOnly(await run(engine('flood.mjs', t), { adapter: { stderrTailChars: tail } }), {
      [t]: 'error',
    });
    expect(r!.message).toMatch(/more than 1048576 bytes without a newline/);
    expect(r!.stderr).toMatch(new RegExp(`^\\[truncated: \\d+ characters, the last ${tail} kept\\] …`));
    expect(r!.stderr!.length).toBeLessThanOrEqual(tail + 60);
    expect(r!.stderr).toContain('stderr flood done');
  });

  it('output while no request is pending: charged to the next fixture as an error', async () => {
    const t = sent[1]!;
    const next = sent[2]!;
    const { [next]: r } = expectOnly(await run(engine('stray-output.mjs', t)), { [next]: 'error' });
    // Seen before this fixture was sent (quoted) or after (an earlier seq): a matter of timing, charged here either way.
    expect(r!.message).toMatch(/it must write exactly one answer per run$/);
  });

  it('--validate-protocol reports a message with a property the protocol does not define; without it the fixture passes', async () => {
    const t = sent[2]!;
    expectOnly(await run(engine('chatty.mjs', t)), {});
    const { [t]: r } = expectOnly(await run(engine('chatty.mjs', t), { adapter: { validateProtocol: true } }), {
      [t]: 'error',
    });
    expect(r!.message).toMatch(
      /does not match \$defs\/ObservationAnswer in schema\/protocol\/protocol\.schema\.json \(--validate-protocol\): \/debugMs: unknown property "debugMs"/,
    );
  });

  it('after repeated failed restarts the adapter stops restarting and the remaining fixtures are reported, not run', async () => {
    const t = sent[0]!;
    const marker = path.join(dir, `${mode.replace(/\W/g, '-')}-broken.marker`);
    const report = await run(`BROKEN_MARKER_FILE=${sh(marker)} ${engine('broken-restart.mjs', t)}`);
    expect(report.results.map((r) => r.id)).toEqual(ids);
    const results = byId(report);
    for (const id of ids) if (!sent.includes(id)) expect(results.get(id)!.outcome).toBe('untested');
    const got = sent.map((id) => results.get(id)!);
    expect(got.every((r) => r.outcome === 'crash')).toBe(true);
    const messages = got.map((r) => r.message ?? '');
    expect(messages[0]).toMatch(/exited with status 3/);
    for (const m of messages.slice(1, 4))
      expect(m).toMatch(/the restart failed: the engine process exited with status 4 before answering start/);
    for (const m of messages.slice(4))
      expect(m).toMatch(/^not run: the engine could not be restarted \(3 attempts in a row failed/);
    expect(got[1]!.stderr).toContain('cache corrupted');
  });

  it('--max-failures 1 (--fail-fast) stops handing out fixtures after the first crash', async () => {
    const t = sent[2]!;
    const report = await run(engine('crash.mjs', t), { maxFailures: 1 });
    const upTo = ids.slice(0, ids.indexOf(t) + 1);
    const got = report.results.map((r) => [r.id, r.outcome]);
    expect(got.slice(0, upTo.length)).toEqual(upTo.map((id) => [id, id === t ? 'crash' : inProcess.get(id)]));
    if (mode === 'request/response') {
      expect(got.length).toBe(upTo.length);
      expect((report.run.options as Record<string, unknown>).stoppedEarly).toBe(true);
    } else {
      // Pipelined, the fixtures after it were already in flight when it crashed: they finish, and nothing more is handed out.
      expect(got.slice(upTo.length)).toEqual(ids.slice(upTo.length, got.length).map((id) => [id, inProcess.get(id)]));
    }
  });

  it('--jobs 3 gives the same outcomes and messages as --jobs 1, faults included', async () => {
    const t = sent[3]!;
    const strip = (r: RunReport) => r.results.map(({ durationMs: _d, stderr: _s, ...rest }) => rest);
    const one = await run(engine('crash.mjs', t), { jobs: 1 });
    const three = await run(engine('crash.mjs', t), { jobs: 3 });
    expect(strip(three)).toEqual(strip(one));
    expect(one.results.find((r) => r.id === t)!.outcome).toBe('crash');
  });
});

describe('pipelining', () => {
  /** Runs the slow engine and returns, per run in the order it began them, the engine's backlog. */
  async function backlogs(env: string, o: RunOpts = {}): Promise<{ report: RunReport; backlog: number[] }> {
    const log = path.join(dir, `slow-${Math.random().toString(36).slice(2)}.log`);
    const report = await run(`${env}SLOW_MS=250 RUN_LOG=${sh(log)} ${engineCommand('slow.mjs')}`, o);
    const backlog = (await readFile(log, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => Number(l.split(' ')[1]));
    return { report, backlog };
  }

  it('an engine that declares it gets the next runs before answering; each timeout counts from when the engine reaches its run', async () => {
    // 7 runs of 250 ms each, all sent at once: timed from sending, the fifth would be past 1,000 ms.
    const { report, backlog } = await backlogs('PIPELINE=1 ', { timeoutMs: 1000 });
    expectOnly(report, {});
    expect(Math.max(...backlog)).toBeGreaterThan(0);
  });

  it('an engine that does not declare it, or --pipeline 1, gets one run at a time', async () => {
    const undeclared = await backlogs('');
    expectOnly(undeclared.report, {});
    expect(undeclared.backlog.every((n) => n === 0)).toBe(true);
    const limited = await backlogs('PIPELINE=1 ', { adapter: { pipeline: 1 } });
    expectOnly(limited.report, {});
    expect(limited.backlog.every((n) => n === 0)).toBe(true);
  });
});

describe('a harness busy while the engine works (the fuzzer plays the oracle meanwhile)', () => {
  it('the run is written before run() returns, and an answer that came in while the harness was busy beats the timeout', async () => {
    const log = path.join(dir, `received-${Math.random().toString(36).slice(2)}.log`);
    const adapter = createStdioAdapter({ command: `RUN_LOG=${sh(log)} ${engineCommand('received-at.mjs')}` });
    const lf = (await loadCheckedCorpus(corpusDir)).fixtures[0]!;
    const { setup, actions } = lf.fixture;
    const request = { fixture: lf.fixture.id, edition: selectEditions('latest')[0]!, setup, actions };
    try {
      await adapter.describe();
      const answer = adapter.run(request, { timeoutMs: 100 });
      // Synchronous work far past the timeout: the engine reads the run and answers meanwhile, and
      // the timer comes due before the harness gets back to its event loop to read the answer.
      const busyUntil = Date.now() + 1000;
      while (Date.now() < busyUntil);
      const result = await answer.catch((e: Error) => e.message);
      const received = Number((await readFile(log, 'utf8')).trim().split(' ')[1]);
      expect(received).toBeLessThan(busyUntil);
      expect(typeof result === 'string' ? result : Object.keys(result)).toEqual(['observation']);
    } finally {
      await adapter.close();
    }
  });
});

describe('engines that cannot be started stop the run with a message (exit 2 from the CLI)', () => {
  it('an unsupported protocol version is named, with the versions the harness speaks', async () => {
    const err = await run(engineCommand('wrong-version.mjs')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineStartError);
    expect((err as Error).message).toMatch(/speaks protocol version 99, but phasing-cts [\d.]+ speaks only version 1/);
  });

  it('an engine that never answers start fails the handshake timeout, quoting its stderr', async () => {
    const err = await run(engineCommand('silent-start.mjs'), { adapter: { handshakeTimeoutMs: 2500 } }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(EngineStartError);
    expect((err as Error).message).toMatch(/did not answer start within 2500 ms/);
    expect((err as Error).message).toContain('waiting for a message that never comes');
  });

  it('with --jobs 3, one engine failing to start stops the run, and the engines still in their handshake are stopped too', async () => {
    const lock = path.join(dir, 'first-start.lock');
    const startLog = path.join(dir, 'starts.log');
    // The first process to take the lock exits at once; the other two start normally.
    const command = `if mkdir ${sh(lock)} 2>/dev/null; then exit 5; else START_LOG=${sh(startLog)} exec ${engineCommand('chatty.mjs', 'none')}; fi`;
    const err = await run(command, { jobs: 3 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineStartError);
    expect((err as Error).message).toMatch(/exited with status 5 before answering start/);
    const pids = (await readFile(startLog, 'utf8').catch(() => '')).trim().split('\n').filter(Boolean).map(Number);
    expect(pids.length).toBe(2);
    for (const pid of pids) expect({ pid, gone: await gone(pid) }).toEqual({ pid, gone: true });
  });

  it("a command that does not exist: the shell's complaint is quoted", async () => {
    const err = await run('phasing-cts-no-such-engine-xyz').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineStartError);
    expect((err as Error).message).toMatch(/exited with status 127 before answering start/);
    expect((err as Error).message).toMatch(/not found/);
  });
});

/** Whether the process is gone (polling briefly: a killed process may take a moment to be reaped). */
async function gone(pid: number): Promise<boolean> {
  for (let i = 0; i < 40; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

// Issue 13: engines that are hostile to the harness itself, not only to one fixture.
describe('hostile engines', () => {
  it('an engine answering every fixture with 30 KB of error message: each message is cut to the limit and says so (case 3)', async () => {
    const report = await run(engineCommand('verbose-error.mjs'));
    expect(report.results.map((r) => r.outcome)).toEqual(ids.map(() => 'error'));
    for (const r of report.results) {
      expect(r.message!.length).toBeLessThanOrEqual(ENGINE_TEXT_LIMITS.messageChars + 80);
      expect(r.message).toMatch(
        new RegExp(`… \\[truncated: 30\\d{3} characters, the first ${ENGINE_TEXT_LIMITS.messageChars} kept\\]$`),
      );
    }
  });

  it.runIf(process.platform !== 'win32')(
    'a process the engine left behind holding its stdout open does not keep the CLI alive (case 1)',
    async () => {
      // The holder sleeps far longer than the guard: a CLI that waits for it is killed by the guard, while
      // a CLI that does not exits with the holder still alive, however loaded the machine is (a few seconds idle).
      const pidFile = path.join(dir, 'grandchild.pid');
      const cli = spawn(
        process.execPath,
        [
          fromRoot('dist/harness/cli/main.js'),
          'run',
          '--fixtures',
          corpusDir,
          '--no-progress',
          '--stdio',
          `GRANDCHILD_PID_FILE=${sh(pidFile)} GRANDCHILD_SECONDS=300 ${engineCommand('grandchild.mjs')}`,
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      cli.stdout.on('data', (d: Buffer) => {
        output += d.toString();
      });
      cli.stderr.on('data', (d: Buffer) => {
        output += d.toString();
      });
      const status = await new Promise<number | null>((resolve) => {
        const guard = setTimeout(() => {
          cli.kill('SIGKILL');
          resolve(null);
        }, 30_000);
        cli.on('exit', (code) => {
          clearTimeout(guard);
          resolve(code);
        });
      });
      const holder = Number(await readFile(pidFile, 'utf8').catch(() => '0'));
      let holderAlive = false;
      if (holder > 0) {
        try {
          process.kill(holder, 0);
          holderAlive = true;
        } catch {
          /* gone */
        }
        try {
          process.kill(holder, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
      expect(holder).toBeGreaterThan(0);
      expect(status, output).toBe(0);
      expect(holderAlive).toBe(true);
    },
  );
});

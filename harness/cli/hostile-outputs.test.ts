import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromRoot } from '../paths.js';

// Issue 13, cases 2, 5, 10, 12 and 13, end to end through the built CLI: every output the harness
// writes fails the same way, with one line naming the target, exit status 2, no stack trace and no
// temporary file left behind.
const CLI = fromRoot('dist/harness/cli/main.js');
const cli = (...args: string[]) =>
  spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', cwd: fromRoot(), timeout: 60_000 });
const FILTER = ['--filter', 'out-status-*'];
const posix = process.platform !== 'win32';

/** The one-line error, and nothing that looks like a stack trace. */
function expectOneLineError(r: { status: number | null; stderr: string; stdout?: string }, message: string): void {
  expect(r.status, r.stderr).toBe(2);
  expect(r.stderr).toBe(`phasing-cts: error: ${message}\n`);
}

let dir: string;
let saved: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cts-outputs-'));
  saved = path.join(dir, 'saved.json');
  expect(cli('run', ...FILTER, '--json', saved).status).toBe(0);
});

/** Mounting a tmpfs needs privileges a CI runner or a developer's machine may not grant. */
const mountable: boolean = await (async () => {
  if (process.platform !== 'linux') return false;
  const probe = await mkdtemp(path.join(tmpdir(), 'cts-mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    await rm(probe, { recursive: true, force: true });
  }
})();
const mounts: string[] = [];
async function tmpfs(options: string): Promise<string> {
  const at = await mkdtemp(path.join(tmpdir(), 'cts-tmpfs-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', at], { stdio: 'ignore' });
  mounts.push(at);
  return at;
}
/** A tmpfs with no byte left: any file written there fails with ENOSPC. */
async function fullDisk(): Promise<string> {
  const at = await tmpfs('size=64k');
  await writeFile(path.join(at, 'filler'), Buffer.alloc(1024 * 1024)).catch(() => undefined);
  return at;
}
afterAll(async () => {
  for (const at of mounts) {
    execFileSync('umount', ['-l', at], { stdio: 'ignore' });
    await rm(at, { recursive: true, force: true });
  }
});
const others = async (at: string) => (await readdir(at)).filter((f) => f !== 'filler');

describe.skipIf(!mountable)(
  `on a full or read-only file system (tmpfs mounts${mountable ? '' : ': skipped, mounting a tmpfs is not permitted here'})`,
  () => {
    it('case 2: the JSON report streaming onto a disk that fills up: one line, exit 2, the temp file removed', async () => {
      const tiny = await tmpfs('size=256k');
      const r = cli('run', '--edition', 'all', '--json', path.join(tiny, 'r.json'));
      expectOneLineError(r, `cannot write ${path.join(tiny, 'r.json')}: no space left on the device (ENOSPC)`);
      expect(await readdir(tiny)).toEqual([]);
    });

    it('case 2: the JSON report onto a read-only file system: one line, exit 2', async () => {
      const ro = await tmpfs('size=64k,ro');
      const r = cli('run', ...FILTER, '--json', path.join(ro, 'r.json'));
      expectOneLineError(r, `cannot write ${path.join(ro, 'r.json')}: the file system is read-only (EROFS)`);
    });

    it.each([
      [
        'rendering HTML after a run',
        (at: string) => ['run', ...FILTER, '--report', `html=${path.join(at, 'r.html')}`],
        'r.html',
      ],
      ['report --out', (at: string) => ['report', 'html', '--out', path.join(at, 'r.html'), saved], 'r.html'],
      ['--write-baseline', (at: string) => ['run', ...FILTER, '--write-baseline', path.join(at, 'b.json')], 'b.json'],
    ])('case 5: %s onto a full disk: one line naming the file, exit 2, nothing left behind', async (_, args, name) => {
      const full = await fullDisk();
      const r = cli(...args(full));
      expectOneLineError(r, `cannot write ${path.join(full, name)}: no space left on the device (ENOSPC)`);
      expect(await others(full)).toEqual([]);
    });
  },
);

describe('a target that is a directory (case 5)', () => {
  it.each([
    ['--json', (d: string) => ['run', ...FILTER, '--json', d]],
    ['--report html=', (d: string) => ['run', ...FILTER, '--report', `html=${d}`]],
    ['--write-baseline', (d: string) => ['run', ...FILTER, '--write-baseline', d]],
    ['report --out', (d: string) => ['report', 'junit', '--out', d, saved]],
  ])('%s DIR: one line, exit 2, before any run', async (_, args) => {
    const target = path.join(dir, `is-a-dir-${Math.random().toString(36).slice(2)}`);
    await mkdir(target);
    expectOneLineError(cli(...args(target)), `cannot write ${target}: it is a directory (EISDIR)`);
    expect(await readdir(target)).toEqual([]);
  });
});

describe('the same file named by two outputs (case 12)', () => {
  it.each([
    [
      '--json r.json --report html=r.json',
      (f: string) => ['--json', f, '--report', `html=${f}`],
      (f: string) => `--json ${f} and --report html=${f}`,
    ],
    [
      '--report junit= and --write-baseline',
      (f: string) => ['--report', `junit=${f}`, '--write-baseline', f],
      (f: string) => `--report junit=${f} and --write-baseline ${f}`,
    ],
  ])('%s is a usage error and the file is left as it was', async (_, args, named) => {
    const file = path.join(dir, `twice-${Math.random().toString(36).slice(2)}.json`);
    await writeFile(file, 'before');
    expectOneLineError(
      cli('run', ...FILTER, ...args(file)),
      `${named(file)} write the same file; give each output its own file`,
    );
    expect(await readFile(file, 'utf8')).toBe('before');
  });
});

describe.runIf(posix)('standard output that fails (case 13)', () => {
  it('stdout is /dev/full: one line, exit 2', () => {
    const full = openSync('/dev/full', 'w');
    try {
      const r = spawnSync(process.execPath, [CLI, 'report', 'junit', saved], {
        encoding: 'utf8',
        stdio: ['ignore', full, 'pipe'],
        timeout: 30_000,
      });
      expectOneLineError(r, 'cannot write standard output: no space left on the device (ENOSPC)');
    } finally {
      closeSync(full);
    }
  });

  it('stdout is a pipe whose reader has gone (`faults | head -3`): one line, exit 2', async () => {
    const child = spawn(process.execPath, [CLI, 'faults'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy(); // the reader goes away before the first byte, as head does after its lines
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    const status = await new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    expectOneLineError(
      { status, stderr },
      'cannot write standard output: the reading end of the pipe was closed (EPIPE)',
    );
  });
});

describe.runIf(posix)('interrupted mid-run (case 10)', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    '%s: the temporary report file is removed and the process dies by the signal',
    async (signal) => {
      const out = await mkdtemp(path.join(tmpdir(), 'cts-interrupt-'));
      const engine = [process.execPath, fromRoot('adapters/stdio/test-engines/slow.mjs')]
        .map((s) => `'${s}'`)
        .join(' ');
      const child = spawn(
        process.execPath,
        [
          CLI,
          'run',
          ...FILTER,
          '--no-progress',
          '--stdio',
          `SLOW_MS=300 ${engine}`,
          '--json',
          path.join(out, 'r.json'),
        ],
        { cwd: fromRoot(), stdio: 'ignore' },
      );
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
        child.on('exit', (code, sig) => resolve({ code, signal: sig })),
      );
      // Wait until the report is being streamed (its temporary file exists), then interrupt.
      const deadline = Date.now() + 20_000;
      while (!(await readdir(out)).some((f) => f.endsWith('.tmp')) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect(await readdir(out)).toEqual([expect.stringMatching(/^\.r\.json\.\d+\.\d+\.tmp$/)]);
      child.kill(signal);
      expect(await exited).toEqual({ code: null, signal });
      expect(await readdir(out)).toEqual([]);
    },
  );
});

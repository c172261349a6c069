import { existsSync } from 'node:fs';
import { chmod, mkdir, stat, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { OutputError, UsageError } from '../errors.js';
import type { TemplateContext } from './commands.js';
import { scaffoldFiles, type ScaffoldFile } from './templates.js';

/**
 * Writes the scaffold into `dir`, all of it or nothing. Nothing is overwritten unless `force`: when
 * any file already exists nothing at all is written. A directory that cannot take a file (a file
 * where a directory must go, no permission, a read-only file system) is found before anything is
 * in place: every file is first written beside its target under a temporary name, and only when
 * all of them exist are they renamed into place. On any failure the temporary files and every
 * directory made for them are removed, and the error is one line naming the path.
 */
export async function writeScaffold(dir: string, c: TemplateContext, force = false): Promise<string[]> {
  const files = scaffoldFiles(c);
  const clashes = files.filter((f) => existsSync(path.join(dir, f.path))).map((f) => f.path);
  if (clashes.length > 0 && !force)
    throw new UsageError(
      `init: ${path.resolve(dir)} already has ${clashes.join(', ')}; nothing was written (--force overwrites)`,
    );
  await writeAll(path.resolve(dir), files);
  return files.map((f) => f.path);
}

const nothingWritten = (target: string, cause: unknown) => {
  const e = new OutputError(target, cause);
  e.message = `init: ${e.message}; nothing was written`;
  return e;
};

/** The first existing path on the way to `file` that is not a directory, when there is one. */
async function blockingFile(root: string, file: string): Promise<string | undefined> {
  const parts = path.relative(root, path.dirname(file)).split(path.sep).filter(Boolean);
  const ancestors = parts.map((_, i) => path.join(root, ...parts.slice(0, i + 1)));
  for (const at of [root, ...ancestors]) {
    const s = await stat(at).catch(() => undefined);
    if (s === undefined) return undefined;
    if (!s.isDirectory()) return at;
  }
  const target = await stat(file).catch(() => undefined);
  return target?.isDirectory() ? file : undefined;
}

async function writeAll(root: string, files: ScaffoldFile[]): Promise<void> {
  for (const f of files) {
    const target = path.join(root, f.path);
    const blocker = await blockingFile(root, target);
    if (blocker !== undefined)
      throw new UsageError(
        `init: cannot write ${target}: ${blocker} is ${blocker === target ? 'a directory' : 'not a directory'}; nothing was written`,
      );
  }
  const madeDirs: string[] = [];
  const staged: { tmp: string; target: string; existed: boolean }[] = [];
  const placed: string[] = [];
  let current = root;
  try {
    for (const f of files) {
      current = path.join(root, f.path);
      const made = await mkdir(path.dirname(current), { recursive: true });
      if (made !== undefined) madeDirs.push(made);
      const tmp = path.join(path.dirname(current), `.${path.basename(current)}.${process.pid}.tmp`);
      // 'wx': a file already there under this name is someone else's, never replaced or removed.
      await writeFile(tmp, f.text, { flag: 'wx' }).catch(async (e: unknown) => {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') await rm(tmp, { force: true });
        throw e;
      });
      staged.push({ tmp, target: current, existed: existsSync(current) });
      if (/\.(mjs|py)$/.test(f.path)) await chmod(tmp, 0o755);
    }
    for (const s of staged) {
      current = s.target;
      await rename(s.tmp, s.target);
      if (!s.existed) placed.push(s.target);
    }
  } catch (e) {
    await undo(staged, placed, madeDirs);
    throw nothingWritten(current, e);
  }
}

/** Removes what a failed writeAll left: temporary files, files it placed, directories it made. */
async function undo(staged: { tmp: string }[], placed: string[], madeDirs: string[]): Promise<void> {
  for (const file of [...staged.map((s) => s.tmp), ...placed]) await rm(file, { force: true }).catch(() => undefined);
  // mkdir reports the first directory it made, and made everything under it for phasing-cts alone.
  for (const made of madeDirs.reverse()) await rm(made, { recursive: true, force: true }).catch(() => undefined);
}

import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../model/atomic-file.js';
import { UsageError } from '../errors.js';
import { scaffoldFiles, type TemplateContext } from './templates.js';

/**
 * Writes the scaffold into `dir`. Nothing is overwritten unless `force`: when any file already exists
 * nothing at all is written, so a second `init` never leaves half of a scaffold over someone's files.
 */
export async function writeScaffold(dir: string, c: TemplateContext, force = false): Promise<string[]> {
  const files = scaffoldFiles(c);
  const clashes = files.filter((f) => existsSync(path.join(dir, f.path))).map((f) => f.path);
  if (clashes.length > 0 && !force)
    throw new UsageError(
      `init: ${path.resolve(dir)} already has ${clashes.join(', ')}; nothing was written (--force overwrites)`,
    );
  for (const f of files) {
    const target = path.join(dir, f.path);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFileAtomic(target, f.text);
    if (/\.(mjs|py)$/.test(f.path)) await chmod(target, 0o755);
  }
  return files.map((f) => f.path);
}

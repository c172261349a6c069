import { readFileSync } from 'node:fs';
import path from 'node:path';
import { knownEditions } from '../corpus/references.js';
import { writeScaffold } from '../init/scaffold.js';
import { ctsCommand, INIT_KINDS, type InitKind } from '../init/templates.js';
import { fromRoot } from '../paths.js';
import { UsageError } from '../errors.js';

export interface InitCommandOptions {
  kind?: string;
  name?: string;
  force?: boolean;
}

/** `phasing-cts init [dir]`: an engine adapter skeleton, an empty baseline and CI files that run green. */
export async function initCommand(dir: string | undefined, opts: InitCommandOptions): Promise<number> {
  const kind = (opts.kind ?? 'node-stdio') as InitKind;
  if (!INIT_KINDS.includes(kind))
    throw new UsageError(`--kind expects one of ${INIT_KINDS.join(', ')}, not "${opts.kind}"`);
  const target = dir ?? '.';
  const engineName =
    opts.name ??
    (path
      .basename(path.resolve(target))
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-') ||
      'my-engine');
  const version = (JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as { version: string }).version;
  const context = { kind, engineName, version, firstEdition: knownEditions()[0]! };
  const written = await writeScaffold(target, context, opts.force === true);
  process.stdout.write(
    `phasing-cts init (${kind}) wrote in ${path.resolve(target)}:\n${written.map((f) => `  ${f}`).join('\n')}\nRun it: ${ctsCommand(context)}\n${kind === 'ts-inprocess' ? 'It needs: npm install --save-dev phasing-cts vitest\n' : ''}Nothing is declared yet: every fixture is untested. Next: cts/README.md.\n`,
  );
  return 0;
}

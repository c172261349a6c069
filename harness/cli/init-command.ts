import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { knownEditions } from '../corpus/references.js';
import { INIT_KINDS, PERMUTE_COST, ctsCommand, installLine, permuteCommand, type InitKind } from '../init/commands.js';
import { detectInstallSource } from '../init/install-source.js';
import { writeScaffold } from '../init/scaffold.js';
import { fromRoot, packageRoot } from '../paths.js';
import { UsageError } from '../errors.js';

export interface InitCommandOptions {
  kind?: string;
  name?: string;
  from?: string;
  force?: boolean;
}

/** `phasing-cts init [dir]`: an engine adapter skeleton, an empty baseline and CI files that run green. */
export async function initCommand(dir: string | undefined, opts: InitCommandOptions): Promise<number> {
  const kind = (opts.kind ?? 'node-stdio') as InitKind;
  if (!INIT_KINDS.includes(kind))
    throw new UsageError(`--kind expects one of ${INIT_KINDS.join(', ')}, not "${opts.kind}"`);
  const target = dir ?? '.';
  const project = path.resolve(target);
  const engineName =
    opts.name ??
    (path
      .basename(project)
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-') ||
      'my-engine');
  const version = (JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as { version: string }).version;
  const install = detectInstallSource({ from: opts.from, project, packageRoot: packageRoot(), version });
  const context = {
    kind,
    engineName,
    version,
    firstEdition: knownEditions()[0]!,
    install,
    hasLockfile: existsSync(path.join(project, 'package-lock.json')),
  };
  const written = await writeScaffold(target, context, opts.force === true);
  const needs = installLine(context);
  process.stdout.write(
    [
      `phasing-cts init (${kind}) wrote in ${project}:`,
      ...written.map((f) => `  ${f}`),
      `CI installs phasing-cts (${install.spec}) ${install.why}.`,
      ...(install.warning ? [`Warning: ${install.warning}.`] : []),
      ...(needs ? [`It needs, once: ${needs}`] : []),
      `Run it: ${ctsCommand(context)}`,
      `Order check: ${permuteCommand(context)}  (${PERMUTE_COST})`,
      'Nothing is declared yet: every fixture is untested. Next: cts/README.md.',
    ].join('\n') + '\n',
  );
  return 0;
}

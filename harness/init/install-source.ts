/**
 * Where the CI files `init` writes install phasing-cts from: the same place the user installed it
 * from, since the package is not always on the npm registry (a git URL, a tarball, a clone). Decided
 * once here; the templates only print what this returns.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../errors.js';

export interface InstallSource {
  /**
   * `project`: the project's own package.json lists phasing-cts, so CI installs the project's
   * dependencies and runs the local bin. `spec`: CI runs `npx --package=<spec> phasing-cts`.
   */
  via: 'project' | 'spec';
  /** The npm package spec: a registry version, a git URL, a tarball URL or path, or the project's own entry. */
  spec: string;
  /** One line for the user: where the spec came from. */
  why: string;
  /** Set when a CI runner cannot reach the spec (a path outside the project, a local git remote). */
  warning?: string;
}

/** What a spec may hold to be pasted into a shell line and a YAML scalar unquoted. */
const SAFE_SPEC = /^[A-Za-z0-9@:/._~+#%=^-]+$/;

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

function readManifest(file: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

const dependencySpec = (m: Manifest | undefined): string | undefined =>
  m?.devDependencies?.['phasing-cts'] ?? m?.dependencies?.['phasing-cts'];

/** A package.json entry as a spec npx takes alone: a bare version or range gets the package name. */
const asPackageSpec = (entry: string): string =>
  /[:/]/.test(entry) || /\.(tgz|tar\.gz)$/.test(entry) ? entry : `phasing-cts@${entry}`;

/** A spec naming a file or directory on this machine, resolved against `base`; undefined for any other spec. */
function localPath(spec: string, base: string): string | undefined {
  const bare = spec.startsWith('file:') ? spec.slice('file:'.length) : spec;
  if (spec.startsWith('file:') || /^(\.{1,2}\/|\/)/.test(spec) || /\.(tgz|tar\.gz)$/.test(spec))
    return /^[a-z+]+:\/\//.test(bare) ? undefined : path.resolve(base, bare);
  return undefined;
}

/** A warning when a CI runner checking out `project` could not reach a path the spec names. */
function unreachableWarning(spec: string, base: string, project: string): string | undefined {
  const local = localPath(spec, base);
  if (local !== undefined) {
    const rel = path.relative(project, local);
    if (rel.startsWith('..') || path.isAbsolute(rel))
      return `${local} is outside ${project}, so a CI runner cannot see it: commit the tarball into the project and install it from there, or pass --from <git URL or tarball URL>`;
    return undefined;
  }
  if (/^git\+file:/.test(spec))
    return `${spec} is a repository on this machine, so a CI runner cannot see it: pass --from <git URL or tarball URL>`;
  return undefined;
}

function checkedSpec(spec: string, where: string): string {
  if (!SAFE_SPEC.test(spec))
    throw new UsageError(
      `${where}: "${spec}" is not an npm package spec init can write into CI files (expected letters, digits and @:/._~+#%=^- only, e.g. git+https://host/phasing-cts.git#v0.2.0)`,
    );
  return spec;
}

/** The git origin and commit of the checkout phasing-cts runs from, when it is one (a clone). */
function gitOrigin(packageRoot: string): { url: string; commit: string } | undefined {
  const git = (...args: string[]) => {
    const r = spawnSync('git', ['-C', packageRoot, ...args], { encoding: 'utf8', timeout: 10_000 });
    return r.status === 0 ? r.stdout.trim() : undefined;
  };
  const top = git('rev-parse', '--show-toplevel');
  // Only the package's own repository: an installed copy sits inside the user's project, which is another one.
  if (top === undefined || path.resolve(top) !== path.resolve(packageRoot)) return undefined;
  const url = git('remote', 'get-url', 'origin');
  const commit = git('rev-parse', 'HEAD');
  return url && commit ? { url, commit } : undefined;
}

/** A git remote as an npm spec: `git+https://…`, `git+ssh://…`, `git+file://…`. */
function gitSpec(url: string, commit: string): string {
  const scp = /^([^@/:]+@[^:/]+):(.+)$/.exec(url);
  const asUrl = scp ? `ssh://${scp[1]}/${scp[2]}` : /^[a-z+]+:\/\//.test(url) ? url : `file://${path.resolve(url)}`;
  return `${asUrl.startsWith('git+') ? '' : 'git+'}${asUrl}#${commit}`;
}

export interface InstallSourceInput {
  /** `--from`, as given. */
  from?: string;
  /** The directory init writes into (the engine's project). */
  project: string;
  /** Where the running phasing-cts package lives. */
  packageRoot: string;
  version: string;
}

/**
 * In order: `--from`; the project's package.json entry (CI then runs `npm ci`); the package.json of
 * the project phasing-cts is installed in (an npx cache included); the git origin and commit of the
 * clone it runs from; the registry, at this version.
 */
export function detectInstallSource(input: InstallSourceInput): InstallSource {
  const { project, packageRoot, version } = input;
  if (input.from !== undefined) {
    const spec = checkedSpec(input.from, '--from');
    return { via: 'spec', spec, why: 'from --from', warning: unreachableWarning(spec, process.cwd(), project) };
  }
  const own = dependencySpec(readManifest(path.join(project, 'package.json')));
  if (own !== undefined)
    return {
      via: 'project',
      spec: own,
      why: `from ${path.join(project, 'package.json')} ("phasing-cts": "${own}"), installed by npm`,
      warning: unreachableWarning(own, project, project),
    };
  if (path.basename(path.dirname(packageRoot)) === 'node_modules') {
    const host = path.dirname(path.dirname(packageRoot));
    const hostSpec = dependencySpec(readManifest(path.join(host, 'package.json')));
    if (hostSpec !== undefined && SAFE_SPEC.test(hostSpec))
      return {
        via: 'spec',
        spec: hostSpec.startsWith('file:')
          ? `file:${localPath(hostSpec, host) ?? hostSpec.slice(5)}`
          : asPackageSpec(hostSpec),
        why: `from ${path.join(host, 'package.json')}, where this phasing-cts was installed from`,
        warning: unreachableWarning(hostSpec, host, project),
      };
  }
  const origin = existsSync(path.join(packageRoot, '.git')) ? gitOrigin(packageRoot) : undefined;
  if (origin !== undefined) {
    const spec = gitSpec(origin.url, origin.commit);
    if (SAFE_SPEC.test(spec))
      return {
        via: 'spec',
        spec,
        why: `from the git clone this phasing-cts runs from (${packageRoot}), at its commit`,
        warning: unreachableWarning(spec, packageRoot, project),
      };
  }
  return {
    via: 'spec',
    spec: `phasing-cts@${version}`,
    why: 'from the npm registry; until phasing-cts is published there, pass --from <git URL or tarball URL>',
  };
}

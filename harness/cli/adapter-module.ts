import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Adapter } from '../adapter.js';
import { UsageError } from '../errors.js';
import { DEFAULTS } from '../../adapters/stdio/protocol.js';
import { withDeadline } from './deadline.js';

/** An in-process adapter loaded from a JavaScript module named by `--adapter <module>`. */
export interface LoadedAdapterModule {
  label: string;
  /** One adapter per call (runCorpus asks once per job); the first is the instance made while loading. */
  create: () => Promise<Adapter>;
}

type Factory = () => Adapter | Promise<Adapter>;

const isAdapter = (v: unknown): v is Adapter =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Adapter).describe === 'function' &&
  typeof (v as Adapter).run === 'function';

const oneLine = (e: unknown): string => (e instanceof Error ? `${e.name}: ${e.message}` : String(e)).split('\n')[0]!;

/** A file path relative to `cwd` when one exists there, else a package name resolved from `cwd`. */
function resolveModule(spec: string, cwd: string): string {
  const asFile = path.resolve(cwd, spec);
  if (existsSync(asFile)) return pathToFileURL(asFile).href;
  const looksLikePath = spec.startsWith('.') || spec.startsWith('/') || /\.[cm]?js$/.test(spec);
  if (!looksLikePath) {
    try {
      return pathToFileURL(createRequire(path.join(cwd, 'package.json')).resolve(spec)).href;
    } catch {
      // reported below, with where we looked
    }
  }
  throw new UsageError(
    `--adapter: no module "${spec}" (no file ${asFile}${looksLikePath ? '' : ', and no package of that name installed'}); give a .js/.mjs file exporting an adapter, or "reference"`,
  );
}

/**
 * The module's adapter behind a delegate (its methods called on it, so class instances with private
 * fields keep working) whose describe() answers within the handshake timeout or fails the run with
 * one line, and whose close() may be missing.
 */
function withBoundedDescribe(a: Adapter, spec: string, ms: number): Adapter {
  return {
    id: a.id,
    ...(a.observationsTrusted !== undefined ? { observationsTrusted: a.observationsTrusted } : {}),
    describe: () => withDeadline(Promise.resolve(a.describe()), ms, `--adapter: describe() of "${spec}"`),
    ...(typeof a.runsInFlight === 'function' ? { runsInFlight: () => a.runsInFlight?.() ?? 1 } : {}),
    run: (request, options) => a.run(request, options),
    close: async () => {
      if (typeof a.close === 'function') await a.close();
    },
  };
}

/**
 * Loads `--adapter <module>`: its default export, else its named export `createAdapter`, may be an
 * adapter object or a factory returning one (possibly a promise). The factory is called once here, so
 * that a module that exports nothing usable, or a factory that throws, is a usage error (exit 2)
 * before any fixture runs, rather than one `error` result per fixture. Loading the module, the
 * factory and describe() each have the handshake timeout a --stdio engine has to answer `start`.
 */
export async function loadAdapterModule(
  spec: string,
  cwd = process.cwd(),
  handshakeTimeoutMs: number = DEFAULTS.handshakeTimeoutMs,
): Promise<LoadedAdapterModule> {
  const url = resolveModule(spec, cwd);
  let mod: Record<string, unknown>;
  try {
    const loading = import(url) as Promise<Record<string, unknown>>;
    mod = await withDeadline(loading, handshakeTimeoutMs, `--adapter: loading module "${spec}"`);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError(`--adapter: module "${spec}" failed to load: ${oneLine(e)}`);
  }
  const exported = mod.default ?? mod.createAdapter;
  if (exported === undefined)
    throw new UsageError(`--adapter: module "${spec}" has no default export and no export named createAdapter`);
  if (!isAdapter(exported) && typeof exported !== 'function')
    throw new UsageError(
      `--adapter: the export of "${spec}" is neither an adapter (an object with describe() and run()) nor a function returning one`,
    );
  const make: Factory = isAdapter(exported) ? () => exported : (exported as Factory);
  const build = async (): Promise<Adapter> => {
    let made: unknown;
    try {
      made = await withDeadline(
        Promise.resolve().then(make),
        handshakeTimeoutMs,
        `--adapter: the adapter factory of "${spec}"`,
      );
    } catch (e) {
      if (e instanceof UsageError) throw e;
      throw new UsageError(`--adapter: the adapter factory of "${spec}" threw: ${oneLine(e)}`);
    }
    if (!isAdapter(made))
      throw new UsageError(
        `--adapter: the factory of "${spec}" returned ${made === null ? 'null' : typeof made}, not an adapter (an object with describe() and run())`,
      );
    return withBoundedDescribe(made, spec, handshakeTimeoutMs);
  };
  let first: Adapter | undefined = await build();
  return {
    label: `module:${spec}`,
    create: async () => {
      if (first) {
        const a = first;
        first = undefined;
        return a;
      }
      return build();
    },
  };
}

/**
 * What a scaffold runs, in one place: the engine option, how phasing-cts is invoked (from where it
 * was installed), and the gate, order-check and fuzz command lines the README and both CI files print.
 */
import type { InstallSource } from './install-source.js';

export type InitKind = 'node-stdio' | 'python-stdio' | 'ts-inprocess';
export const INIT_KINDS: readonly InitKind[] = ['node-stdio', 'python-stdio', 'ts-inprocess'];

export interface TemplateContext {
  kind: InitKind;
  /** Exactly as given: it goes into code only as a JSON string (displayName() for prose). */
  engineName: string;
  version: string;
  firstEdition: string;
  install: InstallSource;
  /** The project has a package-lock.json, so CI can run `npm ci`. */
  hasLockfile: boolean;
}

export const BASELINE = 'cts/cts-baseline.json';
export const REPORTS = 'cts/out';
/** Where cts/tsconfig.json compiles the ts-inprocess adapter, for the CLI's --adapter. */
export const COMPILED_ADAPTER = 'cts/dist/adapter.js';

/** How the engine is named to the CLI. */
export function engineOption(kind: InitKind): string {
  if (kind === 'node-stdio') return '--stdio "node cts/engine.mjs"';
  if (kind === 'python-stdio') return '--stdio "python3 cts/engine.py"';
  return `--adapter ${COMPILED_ADAPTER}`;
}

/**
 * phasing-cts as CI invokes it: the project's own dependency (always so for ts-inprocess, whose test
 * file imports the package), or fetched by npx from the detected spec.
 */
export function cliPrefix(c: TemplateContext): string {
  return c.install.via === 'project' || c.kind === 'ts-inprocess'
    ? 'npx phasing-cts'
    : `npx --yes --package=${c.install.spec} phasing-cts`;
}

/** The gate: the conformance run against the baseline, writing reports (vitest for ts-inprocess). */
export function ctsCommand(c: TemplateContext): string {
  // The file, not the folder: vitest 4 no longer leaves dist/ out, and cts/dist/ holds the compiled copy.
  if (c.kind === 'ts-inprocess') return 'npx vitest run cts/conformance.test.ts';
  return `${cliPrefix(c)} run ${engineOption(c.kind)} --baseline ${BASELINE} --json ${REPORTS}/report.json --report junit=${REPORTS}/junit.xml --report markdown=${REPORTS}/summary.md --report html=${REPORTS}/report.html`;
}

/** What the order check costs, measured on the reference engine (docs/ADAPTERS.md). */
export const PERMUTE_COST =
  'every fixture again with its order-irrelevant lists reversed and rotated, about 2.5 times the engine calls of the plain run';

/** The order check: every fixture again with its order-irrelevant lists permuted (docs/FIXTURES.md). */
export function permuteCommand(c: TemplateContext): string {
  const run = `${cliPrefix(c)} run --permute ${engineOption(c.kind)}`;
  return c.kind === 'ts-inprocess' ? `npx tsc -p cts/tsconfig.json && ${run}` : run;
}

/** A short fuzz run, seeded by the CI run number so a failure can be replayed (docs/ADAPTERS.md). */
export function fuzzCommand(c: TemplateContext, seed: string): string {
  return `${cliPrefix(c)} fuzz ${engineOption(c.kind)} --seconds 60 --seed ${seed}`;
}

/** The one-time install a ts-inprocess project needs before CI's `npm ci` can work, or nothing. */
export function installLine(c: TemplateContext): string | undefined {
  if (c.kind !== 'ts-inprocess') return undefined;
  return `npm install --save-dev ${c.install.via === 'project' ? '' : `${c.install.spec} `}vitest typescript`;
}

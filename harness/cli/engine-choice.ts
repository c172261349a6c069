import type { Adapter } from '../adapter.js';
import { loadAdapterModule } from './adapter-module.js';
import { createReferenceAdapter } from '../../adapters/reference/index.js';
import { isFaultId } from '../../adapters/reference/faults.js';
import { DEFAULTS } from '../../adapters/stdio/protocol.js';
import { UsageError } from '../errors.js';
import { positiveInt } from './positive-int.js';

/** The options that choose and configure the engine (`run`, `explain`, `plan`). */
export interface EngineOptions {
  adapter?: string;
  fault?: string;
  stdio?: string;
  handshakeTimeout?: string;
  validateProtocol?: boolean;
  pipeline?: string;
}

/** Quotes a word for /bin/sh when it needs it, so that the rerun lines can be pasted as they are. */
export const shellWord = (w: string): string =>
  /^[A-Za-z0-9_./:=@+-]+$/.test(w) ? w : `'${w.replace(/'/g, `'\\''`)}'`;

/** The flags that chose the engine and the corpus, as given, for the command lines printed to rerun one fixture. */
export function engineFlags(opts: EngineOptions & { fixtures?: string }): string[] {
  return [
    ...(opts.stdio !== undefined ? ['--stdio', opts.stdio] : []),
    ...(opts.adapter !== undefined && opts.adapter !== 'reference' && opts.stdio === undefined
      ? ['--adapter', opts.adapter]
      : []),
    ...(opts.fault !== undefined ? ['--fault', opts.fault] : []),
    ...(opts.fixtures !== undefined ? ['--fixtures', opts.fixtures] : []),
  ];
}

/** `npx phasing-cts WORDS…`, quoted for the shell. */
export const commandLine = (...words: string[]): string => ['npx', 'phasing-cts', ...words].map(shellWord).join(' ');

/**
 * The engine `run`, `explain` and `plan` talk to: `--stdio COMMAND` (a protocol engine), `--adapter
 * reference` (the in-process reference engine, optionally `--fault ID`), or `--adapter MODULE` (an
 * in-process adapter exported by a JavaScript module; see adapter-module.ts).
 */
export async function chooseAdapter(
  opts: EngineOptions,
): Promise<{ label: string; create: () => Adapter | Promise<Adapter> }> {
  if (opts.stdio === undefined && opts.adapter !== undefined && opts.adapter !== 'reference') {
    if (opts.fault !== undefined)
      throw new UsageError('--fault applies to the reference engine, not to an --adapter module');
    if (opts.validateProtocol || opts.pipeline !== undefined)
      throw new UsageError('--validate-protocol and --pipeline apply to --stdio engines only');
    return loadAdapterModule(
      opts.adapter,
      process.cwd(),
      positiveInt('--handshake-timeout', opts.handshakeTimeout) ?? DEFAULTS.handshakeTimeoutMs,
    );
  }
  return adapterFactory({ ...opts, adapter: 'reference' });
}

/** Chooses the adapter: an engine speaking the protocol (--stdio), or the in-process reference engine (optionally with a fault). */
export function adapterFactory(opts: EngineOptions): { label: string; create: () => Adapter | Promise<Adapter> } {
  if (opts.stdio !== undefined) return stdioAdapterFactory(opts, opts.stdio);
  if (opts.handshakeTimeout !== undefined || opts.validateProtocol || opts.pipeline !== undefined)
    throw new UsageError('--handshake-timeout, --validate-protocol and --pipeline apply to --stdio engines only');
  if (opts.adapter !== 'reference')
    throw new UsageError(
      `unknown adapter "${opts.adapter}" (use "reference", or --stdio "COMMAND" for an engine speaking the protocol)`,
    );
  const fault = opts.fault;
  if (fault !== undefined && !isFaultId(fault))
    throw new UsageError(`unknown fault "${fault}" (see \`phasing-cts faults\`)`);
  return { label: fault ? `reference --fault ${fault}` : 'reference', create: () => createReferenceAdapter({ fault }) };
}

function stdioAdapterFactory(opts: EngineOptions, command: string): { label: string; create: () => Promise<Adapter> } {
  if (command.trim() === '')
    throw new UsageError('--stdio expects the command that starts the engine, e.g. --stdio "python3 engine.py"');
  if (opts.fault !== undefined)
    throw new UsageError(
      `--fault applies to the in-process reference engine; for the reference engine over the protocol use --stdio "phasing-cts serve --fault ${opts.fault}"`,
    );
  const handshakeTimeoutMs = positiveInt('--handshake-timeout', opts.handshakeTimeout);
  const validateProtocol = opts.validateProtocol === true;
  const pipeline = positiveInt('--pipeline', opts.pipeline);
  // One adapter (one engine process) per job: runCorpus calls create once per worker. The protocol
  // client (eight modules) is imported here, not at the top: a run of the reference engine never needs it.
  return {
    label: `stdio:${command}`,
    create: async () => {
      const { createStdioAdapter } = await import('../../adapters/stdio/index.js');
      return createStdioAdapter({ command, handshakeTimeoutMs, validateProtocol, ...(pipeline ? { pipeline } : {}) });
    },
  };
}

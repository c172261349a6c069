import type { Adapter } from '../adapter.js';
import { loadAdapterModule } from './adapter-module.js';
import { adapterFactory, type RunCommandOptions } from './run-command.js';
import { UsageError } from '../errors.js';

export type EngineOptions = Pick<
  RunCommandOptions,
  'adapter' | 'fault' | 'stdio' | 'handshakeTimeout' | 'validateProtocol' | 'pipeline'
>;

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
    if (opts.handshakeTimeout !== undefined || opts.validateProtocol || opts.pipeline !== undefined)
      throw new UsageError('--handshake-timeout, --validate-protocol and --pipeline apply to --stdio engines only');
    return loadAdapterModule(opts.adapter);
  }
  return adapterFactory({ report: [], jobs: '1', ...opts, adapter: 'reference' });
}

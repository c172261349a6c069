import { createReferenceAdapter } from '../../adapters/reference/index.js';
import { isFaultId } from '../../adapters/reference/faults.js';
import { serveAdapter } from '../../adapters/stdio/server.js';
import { UsageError } from '../errors.js';

export interface ServeCommandOptions {
  fault?: string;
}

/**
 * `phasing-cts serve`: the reference engine as a protocol engine on standard input and output, so
 * that `run --stdio "phasing-cts serve"` exercises the whole subprocess path against a known-good
 * engine (and, with --fault, a known-bad one). Nothing but protocol messages goes to standard output.
 */
export async function serveCommand(opts: ServeCommandOptions): Promise<number> {
  const fault = opts.fault;
  if (fault !== undefined && !isFaultId(fault))
    throw new UsageError(`unknown fault "${fault}" (see \`phasing-cts faults\`)`);
  const adapter = createReferenceAdapter({ fault });
  const status = await serveAdapter(adapter, { input: process.stdin, output: process.stdout, log: process.stderr });
  // After stop, standard input may still be open (the harness closes it a moment later); do not wait for it.
  process.stdin.destroy();
  return status;
}

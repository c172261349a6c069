import { FAULTS } from '../../adapters/reference/faults.js';

/** `phasing-cts faults`: the reference engine's named faults and the meanings each breaks. */
export function faultsCommand(opts: { json?: boolean }): number {
  if (opts.json) {
    process.stdout.write(JSON.stringify({ faults: FAULTS }, null, 2) + '\n');
    return 0;
  }
  const width = Math.max(...FAULTS.map((f) => f.id.length));
  for (const f of FAULTS)
    process.stdout.write(`${f.id.padEnd(width)}  ${f.breaks.join(', ')}\n${' '.repeat(width)}  ${f.description}\n`);
  return 0;
}

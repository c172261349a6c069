/**
 * Runs the CLI in this process and, when it is done, reports its exit code, wall time and peak
 * memory (max RSS) as one JSON line on fd 3 — the benchmark's way to measure a whole CLI run from
 * start to report written, including Node's own start-up.
 */
import { writeSync } from 'node:fs';
import { main } from '../cli/main.js';

const started = Number(process.env.PHASING_CTS_BENCH_T0 ?? Date.now());
const exitCode = await main(process.argv.slice(2));
const report = { exitCode, wallMs: Date.now() - started, maxRssMB: Math.round(process.resourceUsage().maxRSS / 1024) };
try {
  writeSync(3, JSON.stringify(report) + '\n');
} catch {
  process.stderr.write(JSON.stringify(report) + '\n');
}
process.exitCode = exitCode;

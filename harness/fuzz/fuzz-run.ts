import type { Adapter } from '../adapter.js';
import { createCoverageReferenceAdapter, createReferenceAdapter } from '../../adapters/reference/index.js';
import type { ProgressStream } from '../run/progress.js';
import { fuzzSummary, writeDrafts, type FuzzSummary } from './draft.js';
import { fuzz } from './fuzz.js';
import type { FuzzCounts } from './job.js';

export interface FuzzRunOptions {
  /** How the engine is named in the summary and the drafts' notes. */
  label: string;
  create: () => Adapter | Promise<Adapter>;
  /** The editions scenarios are played in, newest first (one, or every edition for --edition all). */
  editions: readonly string[];
  seed: number;
  runs?: number;
  seconds?: number;
  jobs: number;
  timeoutMs: number;
  /** Directory for the drafts and fuzz-summary.json; nothing is written without it. */
  out?: string;
  /** Print the JSON summary on standard output instead of the text. */
  json?: boolean;
  /** Seed half the scenarios from the corpus fixtures the engine passes (true unless --no-seeds). */
  seeds?: boolean;
  /** Guide by the reference engine's coverage (kept scenarios, coverage.ts). */
  coverage?: boolean;
  stdout: { write(chunk: string): unknown };
  stderr: ProgressStream;
}

function progressLine(stream: ProgressStream): ((c: FuzzCounts) => void) | undefined {
  // Like `run`'s progress line: drawn on a terminal only, so logs get no carriage-return fragments.
  if (stream.isTTY !== true) return undefined;
  return (c) => {
    const rate = Math.round((c.scenarios / Math.max(1, c.elapsedMs)) * 1000);
    stream.write(
      `\r[fuzz] ${c.scenarios} scenarios (${rate}/s), ${c.divergences} divergences, ${c.discarded} discarded, ${c.engineFailures} engine failures\x1b[K`,
    );
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The terminal summary: counts, then one block per divergence and per listed engine failure. */
export function formatFuzzSummary(s: FuzzSummary, files: readonly string[]): string {
  const lines = [
    `fuzz: ${s.engine}, edition ${s.edition}, seed ${s.seed}, ${s.seeds > 0 ? `${plural(s.seeds, 'corpus fixture × edition pair')} to seed from (those it passes)` : 'no corpus seeds'}`,
    `${plural(s.scenarios, 'scenario')} in ${(s.elapsedMs / 1000).toFixed(1)} s (${s.scenariosPerSecond}/s): ${plural(s.divergences.length, 'divergence')}, ${s.discarded} discarded (the reference engine could not play them), ${plural(s.engineFailures, 'engine failure')}`,
  ];
  if (s.decisions > 0)
    lines.push(
      `coverage: ${plural(s.decisions, 'rule decision')} of the reference engine reached; ${plural(s.kept, 'scenario')} kept for reaching a new one, and mutated further`,
    );
  s.divergences.forEach((d, i) => {
    const size = `${plural(d.size.objects, 'object')}, ${plural(d.size.actions, 'action')}, ${plural(d.size.checkpoints, 'checkpoint')}`;
    const where = s.edition === 'all' ? `, edition ${d.fixture.editions.from}` : '';
    lines.push(
      `DIVERGENCE ${i + 1} (${d.relation}${where}; shrunk to ${size}): ${d.difference.slice(0, 3).join('; ')}`,
    );
    const file = files.find((f) => f.endsWith(`${d.fixture.id}.json`));
    lines.push(file ? `  draft: ${file}` : `  draft fixture ${d.fixture.id}: write it with --out DIR`);
  });
  for (const f of s.failures) lines.push(`ENGINE FAILURE (${f.failure}): ${f.message}`);
  if (s.engineFailures > s.failures.length)
    lines.push(`… and ${s.engineFailures - s.failures.length} more engine failures`);
  for (const [reason, n] of Object.entries(s.discardReasons)) lines.push(`discarded ${n}×: ${reason}`);
  return lines.join('\n') + '\n';
}

/**
 * `phasing-cts fuzz` after its options are checked: fuzzes the engine against the reference engine
 * in the same edition (each scenario's own with --edition all), writes the drafts, prints the summary. Exit status 1 when a divergence or an
 * engine failure was found, 0 when none.
 */
export async function fuzzRun(o: FuzzRunOptions): Promise<number> {
  const onProgress = progressLine(o.stderr);
  const outcome = await fuzz({
    createEngine: o.create,
    createOracle: () => (o.coverage === true ? createCoverageReferenceAdapter() : createReferenceAdapter()),
    editions: o.editions,
    seed: o.seed,
    jobs: o.jobs,
    timeoutMs: o.timeoutMs,
    seeds: o.seeds !== false,
    ...(o.runs !== undefined ? { runs: o.runs } : {}),
    ...(o.seconds !== undefined ? { timeLimitMs: o.seconds * 1000 } : {}),
    ...(onProgress ? { onProgress } : {}),
  });
  if (onProgress) o.stderr.write('\r\x1b[K');
  const summary = fuzzSummary(outcome, { engine: o.label, runSeed: o.seed, edition: outcome.edition });
  const files = o.out !== undefined ? await writeDrafts(o.out, summary) : [];
  o.stdout.write(o.json ? JSON.stringify(summary, null, 2) + '\n' : formatFuzzSummary(summary, files));
  return summary.divergences.length > 0 || summary.engineFailures > 0 ? 1 : 0;
}

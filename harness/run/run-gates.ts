import { writeFileAtomic } from '../model/atomic-file.js';
import { BaselineJudge, BaselineRecorder, TODO_REASON } from './baseline.js';
import { isKnownNonPass } from '../model/outcome-policy.js';
import type { RunHooks } from './run-suite.js';
import { ProgressLine, type ProgressStream } from './progress.js';

export interface GateOptions {
  /** --baseline FILE: known non-passing results. */
  baseline?: string;
  /** --write-baseline FILE: write the run's non-passing results as a baseline. */
  writeBaseline?: string;
  /** Where the progress line goes (drawn only on a TTY); undefined for none. */
  progress?: ProgressStream;
}

/** The CI-gate side of `run`: baseline judging, baseline writing and the progress line, as executeRun hooks. */
export interface Gates {
  hooks: RunHooks;
  /** Options to record in the report's provenance. */
  options: Record<string, unknown>;
  /** Clears the progress line (call before printing, also when the run failed). */
  stopProgress(): void;
  /** After a run: writes --write-baseline, returning what to tell the user. */
  finish(engine: string): Promise<string[]>;
}

export async function prepareGates(o: GateOptions): Promise<Gates> {
  // Read the baseline before the run starts: a broken file is a usage error, not a slow surprise.
  const judge = o.baseline !== undefined ? await BaselineJudge.load(o.baseline) : undefined;
  const recorder = o.writeBaseline !== undefined ? new BaselineRecorder() : undefined;
  const progress = o.progress ? new ProgressLine(o.progress) : undefined;
  let known = 0;
  return {
    hooks: {
      ...(judge
        ? {
            classify: (r) => judge.classify(r),
            finalize: (scope) => judge.finalize(scope),
            skip: (id, edition) => judge.skipReason(id, edition),
          }
        : {}),
      onStart: (total) => progress?.start(total),
      onResult: (r) => {
        if (judge && isKnownNonPass(r)) known++;
        recorder?.add(r);
        progress?.tick(r);
      },
    },
    options: {
      ...(o.baseline !== undefined ? { baseline: o.baseline } : {}),
      ...(o.writeBaseline !== undefined ? { writeBaseline: o.writeBaseline } : {}),
    },
    stopProgress: () => progress?.finish(),
    async finish(engine) {
      const lines = judge ? [`baseline ${judge.file}: ${known} known non-passing result(s) as listed`] : [];
      if (!recorder || o.writeBaseline === undefined) return lines;
      const baseline = recorder.build(engine, judge);
      await writeFileAtomic(o.writeBaseline, JSON.stringify(baseline, null, 2) + '\n');
      const todo = baseline.entries.filter((e) => e.reason === TODO_REASON).length;
      return [
        ...lines,
        `wrote ${o.writeBaseline}: ${baseline.entries.length} baseline entr${baseline.entries.length === 1 ? 'y' : 'ies'}${todo ? `, ${todo} to explain (reason "${TODO_REASON}")` : ''}`,
      ];
    },
  };
}

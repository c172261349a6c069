import { loadCheckedCorpus } from '../corpus/check-corpus.js';
import { writeFileAtomic } from '../model/atomic-file.js';
import { computeRulesDiff, RulesDiffRequestError } from '../rules-diff/compute-rules-diff.js';
import { formatRulesDiffTerminal } from '../rules-diff/render-rules-diff.js';
import { loadIndexOption } from './coverage-command.js';
import { UsageError } from '../errors.js';

export interface RulesDiffCommandOptions {
  json?: string;
  fixtures?: string;
  sources?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `phasing-cts rules-diff FROM TO`: what changed in the phasing rule (and the related rules the sources index
 * dates) between the editions in force on two dates, with the fixtures to re-check. Informational: exit 0
 * whatever changed; 2 on usage errors. Fixtures with validation problems are left out (a warning says so),
 * since the diff is still worth reading while the corpus is being fixed.
 */
export async function rulesDiffCommand(from: string, to: string, opts: RulesDiffCommandOptions): Promise<number> {
  for (const [name, value] of [
    ['FROM', from],
    ['TO', to],
  ] as const) {
    if (!DATE.test(value)) throw new UsageError(`${name} expects an edition date YYYY-MM-DD, not "${value}"`);
  }
  const index = loadIndexOption(opts.sources);
  const corpus = await loadCheckedCorpus(opts.fixtures);
  let diff;
  try {
    diff = computeRulesDiff({ index, fixtures: corpus.fixtures, from, to });
  } catch (e) {
    if (e instanceof RulesDiffRequestError) throw new UsageError(e.message);
    throw e;
  }
  if (opts.json) await writeFileAtomic(opts.json, JSON.stringify(diff, null, 2) + '\n');
  if (corpus.diagnostics.length > 0)
    process.stderr.write(
      `warning: ${corpus.diagnostics.length} validation/lint problem(s) in the corpus; those fixtures are left out (run \`phasing-cts validate\`)\n`,
    );
  process.stdout.write(formatRulesDiffTerminal(diff) + '\n');
  return 0;
}

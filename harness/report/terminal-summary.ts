import type { Failure, FixtureResult, Summary } from '../generated/report.js';
import { OUTCOMES } from '../model/outcome-policy.js';
import { editionsText, fixtureBlocks, headline, ranText, scoreText, unexpectedText } from './report-model.js';
import { ruleCited } from './rule-cited.js';

/** What the terminal summary adds for a person at the keyboard. */
export interface TerminalSummaryOptions {
  /** Lines said after the per-fixture blocks, before the verdict. */
  notes?: readonly string[];
  /** The command that explains one fixture in one edition with the same engine (`explain` with the run's flags). */
  explainLine?: (id: string, edition: string) => string;
  /** The profile the run was limited to (--profile), said in the headline. */
  profile?: string;
}

/** One mismatch, one line: the message, with expected and actual added only when it does not say them. */
function failureLine(f: Failure): string {
  const where = f.pointer ? `  (${f.pointer}${f.at && f.at !== 'end' ? ` @${f.at}` : ''})` : '';
  const saysValues = /\bexpected\b/.test(f.message);
  const values =
    !saysValues && ('expected' in f || 'actual' in f)
      ? `: expected ${JSON.stringify(f.expected)}, actual ${'actual' in f ? JSON.stringify(f.actual) : '(not reported)'}`
      : '';
  return `- ${f.message}${values}${where}`;
}

/** What the engine got wrong, in fixtures (then fixture × edition results), for the verdict line. */
function verdictLine(summary: Summary, notableFixtures: number): string {
  const problems = unexpectedText(summary.unexpectedFixtures ?? notableFixtures, summary.unexpected);
  return `verdict: ${problems} — conformance ${scoreText(summary)}, ${ranText(summary)}`;
}

/**
 * The plain-text summary `run` prints: what ran, the counts and the headline, then one block per
 * fixture that was not as expected (its editions per outcome, each distinct failure once with the
 * editions it occurred in), and the verdict again at the very end, where a long log is read.
 */
export function formatTerminalSummary(
  summary: Summary,
  notable: FixtureResult[],
  title: string,
  { notes = [], explainLine, profile }: TerminalSummaryOptions = {},
): string {
  const lines: string[] = [title];
  lines.push(OUTCOMES.map((o) => `${o} ${summary[o]}`).join(', ') + ` (fixture × edition results: ${summary.total})`);
  lines.push(headline(summary, profile));
  if (summary.conformance.fixtures.ran === 0 && summary.conformance.fixtures.total > 0)
    lines.push(
      'note: the engine ran none of the approved fixtures; every one needs a capability, card or edition it does not declare (see the untested results)',
    );
  const blocks = fixtureBlocks(notable);
  for (const b of blocks) {
    lines.push('');
    const outcomes = [...b.editionsByOutcome.entries()].map(([o, eds]) => `${o} in ${editionsText(eds)}`).join('; ');
    lines.push(`${b.verdict.toUpperCase()} ${b.id} ${b.status === 'proposed' ? '(proposed) ' : ''}${b.file}`);
    lines.push(`  ${b.title}`);
    const newest = b.details.at(-1);
    const rule = newest ? ruleCited(newest.sources, newest.edition) : undefined;
    if (rule) lines.push(`  checks ${rule}`);
    lines.push(`  ${outcomes}`);
    b.details.forEach((r, i) => {
      const eds = b.detailEditions[i]!;
      const prefix =
        b.details.length > 1 || eds.length < (b.editionsByOutcome.get(r.outcome)?.length ?? 0)
          ? `  [${editionsText(eds)}] `
          : '  ';
      if (r.baseline !== undefined) lines.push(`${prefix}baseline: ${r.baseline}`);
      if (r.failures?.length) {
        for (const f of r.failures) lines.push(`${prefix}${failureLine(f)}`);
      } else if (r.message) lines.push(`${prefix}${r.outcome}: ${r.message}`);
      if (r.stderr)
        lines.push(
          `  stderr (tail):\n${r.stderr
            .split('\n')
            .map((l) => `    ${l}`)
            .join('\n')}`,
        );
    });
    if (explainLine && newest) lines.push(`  rerun: ${explainLine(b.id, newest.edition)}`);
  }
  lines.push('');
  lines.push(...notes);
  lines.push(verdictLine(summary, blocks.length));
  return lines.join('\n');
}

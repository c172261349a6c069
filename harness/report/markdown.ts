import type { Failure, RunReport } from '../generated/report.js';
import { OUTCOMES, isKnownNonPass, isUnexpected } from '../run/outcome-policy.js';
import {
  editionsText,
  engineText,
  expandResults,
  failureWhere,
  fixtureBlocks,
  profilesText,
  ranText,
  scoreText,
  showValue,
  tallyText,
  unexpectedFixtureCount,
  unexpectedText,
  type FixtureBlock,
} from './report-model.js';
import { planFromResults } from '../plan/compute-plan.js';
import { formatPlanMarkdown } from '../plan/render-plan.js';
import { code, text } from './markdown-text.js';

export { code, text } from './markdown-text.js';

/**
 * A Markdown summary for a CI job page (GitHub's $GITHUB_STEP_SUMMARY, GitLab MR notes): verdict,
 * score, counts per outcome, then one block per unexpected fixture (its editions per outcome, each
 * distinct failure once with expected vs actual), then the known (baselined) ones in one line each. Long runs are cut at `maxChars` with a note saying how many
 * results were left out: the step summary has a size limit, and a page nobody scrolls helps nobody.
 */
export const MARKDOWN_MAX_CHARS = 60_000;
const MAX_FAILURES_PER_RESULT = 5;

export function renderMarkdown(report: RunReport, maxChars = MARKDOWN_MAX_CHARS): string {
  const s = report.summary;
  const head: string[] = [];
  const verdict = `${s.unexpected === 0 ? '✅' : '❌'} ${unexpectedText(unexpectedFixtureCount(report), s.unexpected)}`;
  head.push(`## phasing-cts: ${text(engineText(report))} — ${verdict}`, '');
  const editions = report.run.editions;
  head.push(
    `**Conformance ${text(scoreText(s))}** approved fixtures pass · ${text(ranText(s))} · ${text(profilesText(s))} · fixture × edition ${text(tallyText(s.conformance.results))} · edition${editions.length > 1 ? `s ${editions[0]} … ${editions[editions.length - 1]} (${editions.length})` : ` ${editions[0] ?? '?'}`} · ${s.total.toLocaleString('en-US')} fixture × edition results · phasing-cts ${text(report.suite.version)}${report.suite.commit ? ` (${report.suite.commit.slice(0, 12)})` : ''} · corpus ${report.suite.corpusHash.slice(0, 12)}`,
    '',
  );
  head.push('| outcome | all | approved | proposed |', '| --- | ---: | ---: | ---: |');
  for (const o of OUTCOMES) head.push(`| ${o} | ${s[o]} | ${s.approved[o]} | ${s.proposed[o]} |`);
  head.push(`| **total** | **${s.total}** | **${s.approved.total}** | **${s.proposed.total}** |`, '');
  head.push(
    '_A fixture passes when it passes in every selected edition the engine ran it in; untested fixtures count as not passing (docs/REPORTS.md)._',
    '',
  );

  const blocks: string[] = [];
  const unexpected = fixtureBlocks(report.results, isUnexpected).filter((b) => b.unexpected);
  if (unexpected.length > 0) blocks.push(`### Unexpected (${unexpected.length} fixture(s))\n`);
  for (const b of unexpected) blocks.push(fixtureBlock(b));
  const stale = report.baseline?.stale ?? [];
  if (stale.length > 0) {
    blocks.push(`### Stale baseline entries (${stale.length})\n`);
    for (const e of stale)
      blocks.push(
        `- \`${text(e.id)}\`${e.edition ? ` [${e.edition}]` : ''}: ${text(e.message)} (listed as ${text(e.outcome)}: ${text(e.reason)})\n`,
      );
  }
  const known = fixtureBlocks(report.results, isKnownNonPass).filter((b) => !b.unexpected);
  if (known.length > 0) {
    blocks.push(`### Known non-passing fixtures, expected by the baseline (${known.length})\n`);
    for (const b of known)
      blocks.push(`- ${b.verdict} ${code(b.id)} (${text(outcomesText(b))}): ${text(b.details[0]?.baseline ?? '')}\n`);
  }
  if (report.results.some((r) => r.outcome === 'untested'))
    blocks.push(formatPlanMarkdown(planFromResults(expandResults(report.results))).replace(/^## /, '### ') + '\n');

  let out = head.join('\n') + '\n';
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]! + '\n';
    const rest = blocks.length - i;
    if (out.length + block.length > maxChars - 200) {
      out += `\n_… ${rest} more item(s) not shown to keep this summary short; the JSON or HTML report has every result._\n`;
      break;
    }
    out += block;
  }
  return out;
}

const outcomesText = (b: FixtureBlock): string =>
  [...b.editionsByOutcome.entries()].map(([o, eds]) => `${o} in ${editionsText(eds)}`).join('; ');

function fixtureBlock(b: FixtureBlock): string {
  const lines = [
    `#### ${b.verdict.toUpperCase()} ${code(b.id)}${b.status === 'proposed' ? ' (proposed)' : ''}`,
    '',
    `${text(b.title)} — ${code(b.file)}`,
    '',
    `${text(outcomesText(b))}`,
    '',
  ];
  b.details.forEach((r, i) => {
    const eds = b.detailEditions[i]!;
    if (b.details.length > 1) lines.push(`- **${r.outcome} in ${text(editionsText(eds))}**`);
    const indent = b.details.length > 1 ? '  ' : '';
    if (r.baseline !== undefined) lines.push(`${indent}- baseline: ${text(r.baseline)}`);
    const failures = r.failures ?? [];
    for (const f of failures.slice(0, MAX_FAILURES_PER_RESULT)) {
      const where = failureWhere(f);
      lines.push(`${indent}- ${text(f.message)}${where ? ` (${code(where)})` : ''}`);
      if ('expected' in f || 'actual' in f)
        lines.push(`${indent}  expected ${value(f, 'expected')}, actual ${value(f, 'actual')}`);
    }
    if (failures.length > MAX_FAILURES_PER_RESULT)
      lines.push(`${indent}- … and ${failures.length - MAX_FAILURES_PER_RESULT} more`);
    if (failures.length === 0 && r.message) lines.push(`${indent}- ${text(r.message)}`);
  });
  return lines.join('\n') + '\n';
}

/** A value in a code span, or plain words when the engine reported none (so it never reads as a value). */
const value = (f: Failure, which: 'expected' | 'actual'): string =>
  f[which] === undefined ? '_not reported_' : code(showValue(f, which));

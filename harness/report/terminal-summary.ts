import type { FixtureResult, Summary } from '../generated/report.js';
import { OUTCOMES } from '../run/summarize.js';

/** The plain-text summary `run` prints: counts per outcome, then each unexpected result with expected vs actual. */
export function formatTerminalSummary(summary: Summary, notable: FixtureResult[], header: string): string {
  const lines: string[] = [header];
  lines.push(OUTCOMES.map((o) => `${o} ${summary[o]}`).join(', ') + ` (total ${summary.total})`);
  lines.push(`approved: ${summary.approved.pass}/${summary.approved.total} pass, score ${(summary.score * 100).toFixed(1)}%; proposed: ${summary.proposed.pass}/${summary.proposed.total} pass`);
  for (const r of notable) {
    lines.push('');
    lines.push(`${r.outcome.toUpperCase()} ${r.id} [${r.edition}] ${r.status === 'proposed' ? '(proposed) ' : ''}${r.file}`);
    lines.push(`  ${r.title}`);
    if (r.baseline !== undefined) lines.push(`  baseline: ${r.baseline}`);
    if (r.failures?.length) {
      for (const f of r.failures) {
        lines.push(`  - ${f.message}${f.pointer ? `  (${f.pointer}${f.at && f.at !== 'end' ? ` @${f.at}` : ''})` : ''}`);
        if ('expected' in f || 'actual' in f) lines.push(`      expected: ${JSON.stringify(f.expected)}\n      actual:   ${'actual' in f ? JSON.stringify(f.actual) : '(not reported)'}`);
      }
    } else if (r.message) lines.push(`  ${r.message}`);
    if (r.stderr) lines.push(`  stderr (tail):\n${r.stderr.split('\n').map((l) => `    ${l}`).join('\n')}`);
  }
  return lines.join('\n');
}

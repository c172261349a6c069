import { CAUSE_KINDS } from '../change-causes.js';
import { CAUSE_LABELS, CHANGE_KINDS, collapse, type Comparison } from '../compare-reports.js';
import { escapeHtml as h } from './escape.js';

/** Rows shown before the section says how many more there are (the JSON of `compare` has them all). */
const CHANGES_SHOWN = 200;

/**
 * Two reports of one engine, side by side: each changed result with why it changed (the corpus, the
 * suite's outcome rules or the engine), as a static section readable without JavaScript.
 */
export function changesHtml(c: Comparison, shown = CHANGES_SHOWN): string {
  const ordered = CHANGE_KINDS.flatMap((k) => collapse(c.changes.filter((x) => x.kind === k)));
  const why = CAUSE_KINDS.filter((k) => c.causes[k])
    .map((k) => `${h(CAUSE_LABELS[k])} ${c.causes[k]}`)
    .join(', ');
  const rows = ordered
    .slice(0, shown)
    .map((g) => {
      const eds =
        g.editions.length === 1
          ? g.editions[0]!
          : `${g.editions[0]} … ${g.editions[g.editions.length - 1]} (${g.editions.length})`;
      return `<tr class="change-${g.kind}"><td>${h(g.kind)}</td><td><code>${h(g.id)}</code></td><td>${h(eds)}</td><td>${h(g.before ?? '—')} → ${h(g.after ?? '—')}</td><td><strong>${h(CAUSE_LABELS[g.cause.kind])}</strong>: ${h(g.cause.evidence)}</td></tr>`;
    })
    .join('');
  const more =
    ordered.length > shown
      ? `<p class="muted">… and ${ordered.length - shown} more; <code>phasing-cts compare OLD.json NEW.json --json</code> lists them all.</p>`
      : '';
  const summary = `${c.counts.regression} regression(s), ${c.counts.fix} fix(es), ${c.counts.changed} other change(s), ${c.counts.added} added, ${c.counts.removed} removed, ${c.counts.unchanged} unchanged`;
  return `<h2 id="changes">What changed, and why</h2>
<p>${h(summary)}${why ? `. Why: ${why}.` : '.'}</p>
${rows ? `<table class="changes"><tr><th>change</th><th>fixture</th><th>editions</th><th>outcome</th><th>why</th></tr>${rows}</table>` : ''}${more}`;
}

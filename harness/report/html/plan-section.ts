import { needsText, type Plan } from '../../plan/compute-plan.js';
import { PLAN_COUNTING, PLAN_SHOWN } from '../../plan/render-plan.js';
import { escapeHtml as h } from './escape.js';

/** The plan as a static section of the HTML report (readable without JavaScript). */
export function planHtml(p: Plan, shown = PLAN_SHOWN): string {
  const untested = p.groups.reduce((n, g) => n + g.fixtures.length, 0) + p.editionOnly.length;
  const rows = p.groups
    .slice(0, shown)
    .map(
      (g, i) =>
        `<tr><td class="num">${i + 1}</td><td>${h(needsText(g))}</td><td class="num">${g.fixtures.length}</td><td class="num">${g.approved}</td><td><code>${h(g.fixtures.slice(0, 3).join(', '))}${g.fixtures.length > 3 ? ', …' : ''}</code></td></tr>`,
    )
    .join('');
  const more =
    p.groups.length > shown
      ? `<p class="muted">… and ${p.groups.length - shown} more group(s); <code>phasing-cts plan --from-report REPORT.json --all</code> lists them all.</p>`
      : '';
  const editions = p.editionOnly.length
    ? `<p>${p.editionOnly.length} fixture(s) need only an edition the engine does not declare.</p>`
    : '';
  return `<h2 id="plan">What to implement next</h2>
<p>${untested} of ${p.applicable} fixture(s) untested (${p.ran} ran). ${h(PLAN_COUNTING)}</p>
${rows ? `<table class="plan"><tr><th class="num">#</th><th>the engine needs</th><th class="num">unlocks</th><th class="num">approved</th><th>e.g.</th></tr>${rows}</table>` : ''}${more}${editions}`;
}

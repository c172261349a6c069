import type { ScenarioProse } from '../../explain/scenario-prose.js';
import { escapeHtml as h } from './escape.js';
import { scenarioOf, type CellView, type PageData, type RowView } from './page-data.js';

/** Fixtures shown in full at the top of the page; the rest are one filter away in the result list. */
export const FAILURES_SHOWN = 30;
/** Mismatches shown per result; the result's own details hold every one. */
const MISMATCHES_SHOWN = 5;

/** The fragment that opens one result of the list: "#result=<fixture id>@<edition>". */
export const resultFragment = (row: Pick<RowView, 'id' | 'edition'>): string =>
  `#result=${encodeURIComponent(row.id)}@${encodeURIComponent(row.edition)}`;

/** One fixture not as expected, with its rows (one per edition, or per run of editions saying the same). */
interface FailingFixture {
  rows: { row: RowView; cell: CellView }[];
}

/** The single report's rows not as expected, grouped by fixture, in the page's order (failures first). */
function failingFixtures(data: PageData): FailingFixture[] {
  const byId = new Map<string, FailingFixture>();
  for (const row of data.rows) {
    const cell = row.cells[0];
    if (!cell?.unexpected) continue;
    let f = byId.get(row.id);
    if (!f) byId.set(row.id, (f = { rows: [] }));
    f.rows.push({ row, cell });
  }
  return [...byId.values()];
}

/**
 * The section the page opens on when anything is not as expected: per fixture, a link that opens its
 * result below (and is a URL to send), the rule it checks with the edition of the wording cited, expected
 * vs actual, and the scenario. Static HTML built from the page data (the rows, cited texts and scenarios
 * pageData already computed), so it reads without JavaScript and is drawn before anything else.
 */
export function failuresHtml(data: PageData, shown = FAILURES_SHOWN): string {
  const failing = failingFixtures(data);
  if (failing.length === 0) return '';
  const more =
    failing.length > shown
      ? `<p class="muted">… and ${failing.length - shown} more fixture(s): <a href="#outcome=unexpected">all results not as expected</a> in the list below.</p>`
      : '';
  return `<section id="failures"><h2>Not as expected (${failing.length} fixture${failing.length === 1 ? '' : 's'})</h2>
${failing
  .slice(0, shown)
  .map((f) => fixtureHtml(data, f))
  .join('\n')}${more}</section>`;
}

function fixtureHtml(data: PageData, f: FailingFixture): string {
  const { row, cell } = f.rows[0]!;
  const editions = f.rows.map((r) => r.row.editionText ?? r.row.edition).join(', ');
  const rule = ruleChecked(data, row);
  return `<article class="failure">
<h3><span class="badge o-${h(cell.outcome)}">${h(cell.outcome)}</span> <a class="result-link" href="${h(resultFragment(row))}">${h(row.id)}</a> <span class="title">${h(row.title)}</span></h3>
<p class="checks">${rule ? `checks <strong>${h(rule)}</strong> · ` : ''}not as expected in ${h(editions)}${row.status === 'proposed' ? ' · proposed' : ''} · <code>${h(row.file)}</code></p>
${f.rows.map(({ row: r, cell: c }) => mismatchesHtml(f.rows.length > 1 ? (r.editionText ?? r.edition) : '', c)).join('\n')}
${scenarioHtml(scenarioOf(data, row.id), cell)}
</article>`;
}

/** The rule the fixture checks, as its cited-text label says it: "CR 702.26i (edition 2026-08-07, PH-ATTACH-PHASE-IN)". */
function ruleChecked(data: PageData, row: RowView): string | undefined {
  const texts = row.src.map((i) => data.texts[i]!);
  return (texts.find((t) => t.kind === 'rule') ?? texts[0])?.label;
}

function mismatchesHtml(edition: string, cell: CellView): string {
  const lead = edition ? `<p class="muted">${h(cell.outcome)} in ${h(edition)}</p>` : '';
  const failures = cell.failures ?? [];
  if (failures.length === 0) return `${lead}<p class="msg-line">${h(cell.message ?? cell.outcome)}</p>`;
  const rows = failures
    .slice(0, MISMATCHES_SHOWN)
    .map(
      (f) =>
        `<tr><td>${h(f.message)}</td><td><code>${h(f.where)}</code></td><td><code>${h(f.expected ?? '')}</code></td><td><code>${h(f.actual ?? '')}</code></td></tr>`,
    )
    .join('');
  const cut =
    failures.length > MISMATCHES_SHOWN
      ? `<p class="muted">… and ${failures.length - MISMATCHES_SHOWN} more in the result's details.</p>`
      : '';
  return `${lead}<table class="failures"><tr><th>expectation</th><th>where</th><th>expected</th><th>actual</th></tr>${rows}</table>${cut}`;
}

/** The scenario as explain tells it, the expectations that did not hold marked. */
function scenarioHtml(sc: ScenarioProse | undefined, cell: CellView): string {
  if (!sc) return '';
  // Only a fail says which expectations held; an error or a timeout says nothing about any of them.
  const judged = cell.outcome === 'fail';
  const failed = new Set((cell.failures ?? []).flatMap((f) => (f.index === undefined ? [] : [f.index])));
  const mark = (index: number, text: string): string =>
    !judged
      ? `<li>${h(text)}</li>`
      : failed.has(index)
        ? `<li class="x-fail">\u2717 ${h(text)}</li>`
        : `<li class="x-ok">\u2713 ${h(text)}</li>`;
  const items = (xs: readonly string[]) => xs.map((x) => `<li>${h(x)}</li>`).join('');
  const checkpoints = sc.checkpoints
    .map(
      (cp) =>
        `<div class="cp">${cp.at === 'end' ? 'at the end' : `at checkpoint "${h(cp.at)}"`}</div><ul>${cp.expectations
          .map((e) => mark(e.index, e.text))
          .join('')}</ul>`,
    )
    .join('');
  return `<details class="scenario"><summary>Scenario</summary><h4>Setup</h4><ul>${items(sc.setup)}</ul><h4>Actions</h4><ol>${items(sc.actions)}</ol><h4>Expected</h4>${checkpoints}</details>`;
}

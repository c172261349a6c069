import { createHash } from 'node:crypto';
import { compareReports } from '../compare-reports.js';
import { changesHtml } from './changes-section.js';
import type { RunReport, Summary } from '../../generated/report.js';
import { OUTCOMES } from '../../model/outcome-policy.js';
import {
  engineName,
  engineText,
  profilesText,
  ranText,
  scoreText,
  tallyText,
  unexpectedFixtureCount,
  unexpectedText,
} from '../report-model.js';
import { CLIENT_SCRIPT } from './client-script.js';
import { escapeHtml as h, jsonForScript } from './escape.js';
import { failuresHtml } from './failures-section.js';
import { pageData } from './page-data.js';
import { planFromResults } from '../../plan/compute-plan.js';
import { planHtml } from './plan-section.js';
import { STYLES } from './styles.js';

/**
 * A self-contained HTML report that opens on what failed: the headline, then each fixture not as
 * expected (rule, expected vs actual, scenario), then the plan (rendered here, readable without
 * JavaScript), then a clause × outcome matrix per edition and the filterable list of results with
 * the cited rule or ruling text and expected vs actual (built in the browser from embedded JSON),
 * and the run's provenance. Every result and every filter has a URL (its fragment).
 *
 * Hostile text cannot run: everything rendered here goes through escapeHtml, the data goes in a
 * <script type="application/json"> with "<" escaped, the page script uses textContent only, and a
 * Content-Security-Policy allows no network access and no script but the page's own (by hash), so
 * even a mistake elsewhere could neither load anything nor run an injected handler.
 */
export function renderHtml(report: RunReport): string {
  const s = report.summary;
  const data = pageData([{ label: report.run.engine.name, report }]);
  const problems = h(unexpectedText(unexpectedFixtureCount(report), s.unexpected));
  const failures = failuresHtml(data);
  // Only stale baseline entries unexpected: there is no failure to show, the warning says what.
  const verdict =
    s.unexpected === 0
      ? `<span class="verdict ok">${problems}</span>`
      : `<a class="verdict bad" href="${failures ? '#failures' : '#stale'}">${problems}</a>`;
  const stale = report.baseline?.stale ?? [];
  const staleBlock =
    stale.length === 0
      ? ''
      : `<div class="warning" id="stale"><strong>Stale baseline entries in ${h(report.baseline!.file)}</strong><ul>${stale.map((e) => `<li><code>${h(e.id)}</code>${e.edition ? ` [${h(e.edition)}]` : ''}: ${h(e.message)}</li>`).join('')}</ul></div>`;
  const plan = report.results.some((r) => r.outcome === 'untested') ? planHtml(planFromResults(report.results)) : '';
  // What the engine did not run is explained by the plan: "ran 66 of 737" leads there.
  const ran = plan ? `<a href="#plan">${h(ranText(s))}</a>` : h(ranText(s));
  const header = `<h1>phasing-cts report: ${h(engineText(report))}</h1>
<p class="headline">${verdict} · conformance <strong id="score">${h(scoreText(s))}</strong> approved fixtures pass · ${ran} · ${h(profilesText(s))} · fixture × edition ${h(tallyText(s.conformance.results))}</p>
${countsTable(s)}
${staleBlock}`;
  // What failed comes first, then what to do next, then the grid and the full list; provenance last.
  const body = `${failures}
${plan}<h2>Clauses × outcomes</h2>
<label>Edition <select id="m-edition"></select></label>
<table class="matrix" id="matrix"></table>
<h2 id="all-results">Results</h2>
${filters(false)}
<div id="results"></div>
<h2>About this run</h2>
${provenance(report)}`;
  return page(`phasing-cts: ${engineText(report)}`, header, body, data);
}

/** Results per outcome (fixture × edition), each count a link to the list filtered to it. */
function countsTable(s: Summary): string {
  const cell = (o: string, n: number, status: string) =>
    n === 0
      ? `<td class="num zero">0</td>`
      : `<td class="num"><a href="#outcome=${o}${status ? `&amp;status=${status}` : ''}">${n}</a></td>`;
  return (
    `<table class="counts"><caption>fixture × edition results</caption><tr><th></th>${OUTCOMES.map((o) => `<th class="num"><span class="badge o-${o}">${o}</span></th>`).join('')}<th class="num">total</th></tr>` +
    (['all', 'approved', 'proposed'] as const)
      .map((k) => {
        const c = k === 'all' ? s : s[k];
        return `<tr><th>${k}</th>${OUTCOMES.map((o) => cell(o, c[o], k === 'all' ? '' : k)).join('')}<td class="num">${c.total}</td></tr>`;
      })
      .join('') +
    '</table>'
  );
}

/** Several reports side by side: engines × fixtures (keyed by fixture id and edition). */
export function renderComparisonHtml(reports: { label: string; report: RunReport }[]): string {
  const hashes = new Set(reports.map((r) => r.report.suite.corpusHash));
  const warning =
    hashes.size > 1
      ? '<p class="warning">These reports ran different corpora (their corpus hashes differ): a fixture missing from one column may simply not have existed there.</p>'
      : '';
  reports = reports.map(({ label, report }) => ({ label: withoutAbsolutePaths(label), report }));
  const engines = `<table class="engines"><tr><th>report</th><th>engine</th><th class="num">score</th><th>not as expected</th><th>editions</th><th>suite</th><th>corpus</th></tr>${reports
    .map(
      ({ label, report }) =>
        `<tr><td>${h(label)}</td><td>${h(withoutAbsolutePaths(engineText(report)))}</td><td class="num">${h(scoreText(report.summary))}</td><td>${h(unexpectedText(unexpectedFixtureCount(report), report.summary.unexpected))}</td><td>${h(editionsText(report.run.editions))}</td><td>${h(report.suite.version)}${report.suite.commit ? ` (${h(report.suite.commit.slice(0, 12))})` : ''}</td><td><code>${h(report.suite.corpusHash.slice(0, 12))}</code></td></tr>`,
    )
    .join('')}</table>`;
  // Two reports are most often one engine before and after an upgrade: say why each result changed.
  const changes = reports.length === 2 ? changesHtml(compareReports(reports[0]!.report, reports[1]!.report)) : '';
  const header = `<h1>phasing-cts: ${reports.length} engines compared</h1>${engines}${warning}${changes}`;
  const body = `<h2>Clauses × engines</h2>
<p class="muted">Passed of the results each engine ran; untested and skipped results are not counted, and are never a difference.</p>
<table class="matrix grid" id="grid"></table>
<h2 id="all-results">Fixtures × engines</h2>
${filters(true)}
<table class="compare" id="compare"></table>`;
  const data = pageData(reports);
  for (const e of data.engines) {
    e.engine = withoutAbsolutePaths(e.engine);
    e.adapter = withoutAbsolutePaths(e.adapter);
  }
  return page('phasing-cts: engine comparison', header, body, data);
}

function provenance(report: RunReport): string {
  const rows: [string, string][] = [
    ['engine', `${engineName(report)} ${report.run.engine.version}`],
    ['adapter', report.run.adapter],
    ['editions', editionsText(report.run.editions)],
    ['suite', `${report.suite.name} ${report.suite.version}${report.suite.commit ? ` (${report.suite.commit})` : ''}`],
    ['corpus', `${report.suite.corpusHash} (${report.suite.fixtureCount} fixtures)`],
    ['run', `${report.run.startedAt} – ${report.run.finishedAt} (${(report.run.durationMs / 1000).toFixed(1)} s)`],
    ['options', JSON.stringify(report.run.options)],
  ];
  if (report.baseline) rows.push(['baseline', `${report.baseline.file} (${report.baseline.entries} entries)`]);
  return `<dl class="meta">${rows.map(([k, v]) => `<dt>${h(k)}</dt><dd>${h(v)}</dd>`).join('')}</dl>`;
}

/**
 * A label as shown on a comparison page: absolute paths (a report file, an engine command) shortened to
 * their last component, so the page says the same wherever the reports were written and reveals no
 * directory layout.
 */
export function withoutAbsolutePaths(label: string): string {
  return label.replace(
    /(^|[\s:'"=(])(?:[A-Za-z]:)?[\\/](?:[^\s'"()\\/]+[\\/])*([^\s'"()\\/]+)/g,
    (_m, lead: string, last: string) => `${lead}…/${last}`,
  );
}

const editionsText = (e: string[]): string =>
  e.length > 1 ? `${e[0]} … ${e[e.length - 1]} (${e.length})` : (e[0] ?? '');

function filters(compare: boolean): string {
  return `<div class="filters">
<label>Outcome${compare ? ' (any engine)' : ''} <select id="f-outcome"></select></label>
<label>Clause <select id="f-clause"></select></label>
<label>Edition <select id="f-edition"></select></label>
<label>Card <select id="f-card"></select></label>
<label>Status <select id="f-status"></select></label>
<label>Rule <input id="f-rule" type="search" placeholder="702.26a" size="9"></label>
<label>Search <input id="f-text" type="search" placeholder="id, title, file, card"></label>
${compare ? '<label><span>Engines differ</span><input id="f-differ" type="checkbox"></label>' : ''}
<span id="shown-count"></span>
</div>
<noscript><p>The result list needs JavaScript; the summary above is complete without it.</p></noscript>`;
}

const sha256 = (s: string): string => createHash('sha256').update(s, 'utf8').digest('base64');

function page(title: string, header: string, body: string, data: unknown): string {
  // Hash-based CSP: only this exact script and stylesheet may run; nothing may be fetched.
  const csp = `default-src 'none'; script-src 'sha256-${sha256(CLIENT_SCRIPT)}'; style-src 'sha256-${sha256(STYLES)}'; img-src data:; base-uri 'none'; form-action 'none'`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${h(csp)}">
<title>${h(title)}</title>
<style>${STYLES}</style>
</head>
<body>
<header>
${header}
</header>
<main>
${body}
</main>
<script type="application/json" id="cts-data">${jsonForScript(data)}</script>
<script>${CLIENT_SCRIPT}</script>
</body>
</html>
`;
}

/** The report's only stylesheet, inlined: the page must work offline and from a CI artifact. */
export const STYLES = `
:root { --fg: #1d1d1f; --muted: #5f6368; --line: #d9dce1; --bg: #fff; --soft: #f5f6f8;
  --pass: #1a7f37; --fail: #c62828; --error: #b5540a; --timeout: #8a4fbf; --crash: #7b1f1f; --unsupported: #a3195b;
  --untested: #6b7280; --skipped: #52575e; --badge-fg: #fff; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
header, main { max-width: 1200px; margin: 0 auto; padding: 16px 20px; }
header { border-bottom: 1px solid var(--line); }
h1 { font-size: 20px; margin: 0 0 6px; }
h2 { font-size: 16px; margin: 24px 0 8px; }
h4 { margin: 10px 0 4px; font-size: 13px; }
.verdict { font-weight: 600; }
.verdict.ok { color: var(--pass); } .verdict.bad { color: var(--fail); }
p.headline { margin: 4px 0 8px; }
table.counts caption { caption-side: top; text-align: left; color: var(--muted); font-size: 12px; }
td.zero, .matrix td.zero { color: var(--muted); }
#failures h2 { color: var(--fail); }
article.failure { border: 1px solid var(--line); border-left: 4px solid var(--fail); border-radius: 6px; padding: 6px 12px; margin: 8px 0; }
article.failure h3 { font-size: 14px; margin: 2px 0; }
article.failure h3 .result-link { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 13px; margin: 0 6px; }
article.failure p { margin: 2px 0; }
article.failure .checks { color: var(--muted); font-size: 12px; }
article.failure table.failures code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; white-space: pre-wrap; word-break: break-word; }
article.failure details.scenario > summary { cursor: pointer; font-size: 12px; color: var(--muted); }
details.result, #all-results { scroll-margin-top: 120px; }
details.result.target { border-color: var(--fg); box-shadow: 0 0 0 2px var(--line); }
dl.meta { display: grid; grid-template-columns: max-content 1fr; gap: 2px 14px; margin: 8px 0; color: var(--muted); font-size: 13px; }
dl.meta dt { font-weight: 600; } dl.meta dd { margin: 0; word-break: break-all; }
table { border-collapse: collapse; margin: 6px 0; }
th, td { border: 1px solid var(--line); padding: 3px 8px; text-align: left; vertical-align: top; }
th { background: var(--soft); font-weight: 600; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.badge { display: inline-block; min-width: 64px; padding: 0 6px; border-radius: 9px; color: var(--badge-fg); font-size: 12px; text-align: center; font-weight: 600; }
.o-pass { background: var(--pass); } .o-fail { background: var(--fail); } .o-error { background: var(--error); }
.o-timeout { background: var(--timeout); } .o-crash { background: var(--crash); } .o-unsupported { background: var(--unsupported); }
.o-untested { background: var(--untested); } .o-skipped { background: var(--skipped); }
.badge.unexpected { outline: 2px solid var(--fg); outline-offset: 1px; }
.none { color: var(--muted); }
.filters { display: flex; flex-wrap: wrap; gap: 10px; align-items: end; padding: 10px; background: var(--soft); border: 1px solid var(--line); border-radius: 6px; position: sticky; top: 0; z-index: 2; }
.filters label { display: flex; flex-direction: column; font-size: 12px; color: var(--muted); gap: 2px; }
.filters select, .filters input { font: inherit; padding: 2px 4px; }
#shown-count { margin-left: auto; font-size: 13px; }
details.result { border: 1px solid var(--line); border-radius: 6px; margin: 6px 0; }
details.result > summary { cursor: pointer; padding: 6px 10px; list-style-position: inside; }
details.result > summary .id { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 13px; margin: 0 6px; }
details.result > summary .ed, .muted { color: var(--muted); font-size: 12px; }
.msg { display: block; color: var(--muted); font-size: 12px; margin: 2px 0 0 76px; white-space: pre-wrap; word-break: break-word; }
.detail { padding: 4px 14px 12px; border-top: 1px solid var(--line); }
.detail code, .detail pre, td code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; white-space: pre-wrap; word-break: break-word; }
.detail pre { background: var(--soft); padding: 6px; border-radius: 4px; max-height: 320px; overflow: auto; }
blockquote { margin: 4px 0 8px; padding: 4px 10px; border-left: 3px solid var(--line); background: var(--soft); white-space: pre-wrap; }
.matrix button { font: inherit; border: 0; background: none; color: inherit; cursor: pointer; text-decoration: underline; padding: 0; }
table.compare td.cell { text-align: center; }
table.compare details > summary { cursor: pointer; }
.scenario ul, .scenario ol { margin: 2px 0 6px; padding-left: 22px; }
.scenario .cp { font-weight: 600; font-size: 12px; margin-top: 4px; }
li.x-fail { color: var(--fail); } li.x-ok { color: var(--pass); }
td.differ { font-weight: 600; }
button.more { margin: 8px 0; font: inherit; padding: 4px 12px; cursor: pointer; }
.warning { padding: 8px 10px; border: 1px solid var(--error); border-radius: 6px; background: #fff4e5; }
`;

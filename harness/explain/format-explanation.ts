import { fixtureRequirements } from '../requirements/requirements.js';
import type { Explanation } from './explain-fixture.js';

const indent = (text: string, by: string): string =>
  text
    .split('\n')
    .map((l) => by + l)
    .join('\n');
const checkpointName = (at: string): string => (at === 'end' ? 'at the end' : `at checkpoint "${at}"`);

/** `phasing-cts explain` as text: the scenario, what is expected where, the cited text, and the engine's answer beside it. */
export function formatExplanation(x: Explanation): string {
  const f = x.fixture;
  const needs = fixtureRequirements(f);
  const out: string[] = [];
  const range = `from ${f.editions.from}${f.editions.before ? ` before ${f.editions.before}` : ' on'}`;
  out.push(`${f.id} — ${f.title}`);
  out.push(
    `${f.status}${f.status === 'proposed' ? ' (not counted in the score)' : ''} · editions ${range} · shown for edition ${x.edition} · ${x.file}`,
  );
  out.push(
    `Requires: ${needs.capabilities.length ? needs.capabilities.join(', ') : 'no capability'}; cards: ${needs.cards.length ? needs.cards.join(', ') : 'none'}`,
  );
  out.push('', 'Setup');
  for (const l of x.prose.setup) out.push(`  ${l}`);
  const e = x.engine;
  out.push('', 'Actions');
  x.prose.actions.forEach((a, i) => {
    const fate = e?.actionFates[i];
    out.push(`  ${i + 1}. ${a}${fate ? `  → ${fate}` : ''}`);
  });
  out.push('', e ? 'Expected vs observed' : 'Expected');
  for (const [ci, cp] of x.prose.checkpoints.entries()) {
    const judged = e?.checkpoints[ci];
    out.push(
      `  ${checkpointName(cp.at)}${judged && !judged.reported && e.observation ? ' (the engine reported no such checkpoint)' : ''}:`,
    );
    cp.expectations.forEach((ex, k) => {
      const v = judged?.expectations[k];
      const mark = v?.ok === undefined ? '-' : v.ok ? '✓' : '✗';
      out.push(`    ${mark} expected: ${ex.text}  (/expect/${ex.index})`);
      if (v?.observed !== undefined) out.push(`      observed: ${v.observed}`);
      for (const failure of v?.failures ?? []) out.push(`      ${failure.message}`);
    });
  }
  if (e && e.otherFailures.length) {
    out.push('  other failures:');
    for (const failure of e.otherFailures)
      out.push(`    ✗ ${failure.message}${failure.pointer ? `  (${failure.pointer})` : ''}`);
  }
  out.push('', 'Cited text');
  for (const c of x.cited) {
    out.push(`  ${c.label}`);
    if (c.text) out.push(indent(c.text, '    '));
    if (c.example) out.push(indent(`Example: ${c.example}`, '    '));
    if (c.url) out.push(`    ${c.url}`);
    if (c.missing) out.push('    (not in the sources index)');
  }
  if (f.notes) out.push('', 'Notes', indent(f.notes, '  '));
  if (e) {
    const r = e.result;
    out.push(
      '',
      `Engine: ${e.engine.name} ${e.engine.version} via ${e.adapterLabel} — ${r.outcome.toUpperCase()} in edition ${x.edition}`,
    );
    if (r.message && r.outcome !== 'pass') out.push(`  ${r.message}`);
    if (r.stderr) out.push('  engine stderr (tail):', indent(r.stderr.trimEnd(), '    '));
  }
  out.push('', 'Rerun:');
  for (const c of x.rerun) out.push(`  ${c}`);
  return out.join('\n');
}

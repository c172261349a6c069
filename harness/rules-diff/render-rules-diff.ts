// Terminal rendering of a rules diff. Word diffs use git's plain --word-diff markers ([-removed-]{+added+}) so
// they read the same in a terminal, a CI log and a pasted issue, without colour.
import type { AffectedFixtures, ClauseChange, RelatedChange, RulesDiff, WordDiff } from '../generated/rules-diff.js';

export function formatWordDiff(diff: WordDiff): string {
  return diff.map((p) => (p.op === 'equal' ? p.text : p.op === 'removed' ? `[-${p.text}-]` : `{+${p.text}+}`)).join('');
}

function fixtureLines(f: AffectedFixtures, indent: string): string[] {
  const list = (side: AffectedFixtures['before']) =>
    side.length === 0 ? '—' : side.map((x) => `${x.id}${x.status === 'proposed' ? ' (proposed)' : ''}`).join(', ');
  return [
    `${indent}fixtures before (${f.before.length}): ${list(f.before)}`,
    `${indent}fixtures after (${f.after.length}): ${list(f.after)}`,
  ];
}

const quote = (text: string): string => `“${text}”`;

function clauseHeader(c: ClauseChange): string {
  const numbers =
    c.from && c.to ? (c.from.rule === c.to.rule ? c.to.rule : `${c.from.rule} → ${c.to.rule}`) : (c.from ?? c.to)!.rule;
  return `  ${c.meaning}  ${numbers}  (changed in ${c.changedIn.join(', ')})`;
}

function relatedLine(r: RelatedChange): string[] {
  const numbers =
    r.numberBefore === r.numberAfter
      ? (r.numberAfter ?? '')
      : `${r.numberBefore ?? '(none)'} → ${r.numberAfter ?? '(none)'}`;
  const what =
    r.kind === 'changed'
      ? [
          r.numberBefore !== r.numberAfter ? 'renumbered' : '',
          r.reworded === 'yes' ? 'reworded' : r.reworded === 'unknown' ? 'text not quoted' : '',
        ]
          .filter(Boolean)
          .join(', ')
      : r.kind;
  const out = [`  ${r.date}  ${r.meaning}  ${numbers}  ${what}`];
  for (const n of r.notes) out.push(`      note: ${n}`);
  if (r.textDiff) out.push(`      ${formatWordDiff(r.textDiff)}`);
  out.push(...fixtureLines(r.fixtures, '      '));
  return out;
}

export function formatRulesDiffTerminal(d: RulesDiff): string {
  const side = (s: RulesDiff['from']) =>
    `${s.edition}${s.requested !== s.edition ? ` (in force on ${s.requested})` : ''}, group ${s.group}, rule ${s.rule}`;
  const out = [`phasing-cts rules-diff — from ${side(d.from)} — to ${side(d.to)}`];
  const { added, removed, renumbered, reworded } = d.clauses;
  if (added.length + removed.length + renumbered.length + reworded.length === 0)
    out.push('', 'Phasing clauses: no change.');
  if (added.length > 0) {
    out.push('', `Added (${added.length}):`);
    for (const c of added)
      out.push(clauseHeader(c), `      ${quote(c.to!.text)}`, ...fixtureLines(c.fixtures, '      '));
  }
  if (removed.length > 0) {
    out.push('', `Removed (${removed.length}):`);
    for (const c of removed)
      out.push(clauseHeader(c), `      ${quote(c.from!.text)}`, ...fixtureLines(c.fixtures, '      '));
  }
  if (renumbered.length > 0) {
    out.push('', `Renumbered (${renumbered.length}):`);
    for (const c of renumbered) out.push(clauseHeader(c), ...fixtureLines(c.fixtures, '      '));
  }
  if (reworded.length > 0) {
    out.push('', `Reworded (${reworded.length}):`);
    for (const c of reworded) {
      out.push(clauseHeader(c));
      if (c.textDiff) out.push(`      ${formatWordDiff(c.textDiff)}`);
      for (const e of c.exampleDiffs ?? []) out.push(`      example ${e.example}: ${formatWordDiff(e.diff)}`);
      out.push(...fixtureLines(c.fixtures, '      '));
    }
  }
  out.push(
    '',
    d.relatedRules.length === 0
      ? 'Related rules: no recorded change.'
      : `Related rules (${d.relatedRules.length} recorded change(s)):`,
  );
  for (const r of d.relatedRules) out.push(...relatedLine(r));
  const s = d.summary;
  out.push(
    '',
    `${s.added} added, ${s.removed} removed, ${s.renumbered} renumbered, ${s.reworded} reworded; ${s.related} related-rule change(s)`,
  );
  return out.join('\n');
}

import { text as md } from '../model/markdown-text.js';
import { itemText, needsText, type Plan } from './compute-plan.js';

/** How many groups a person is shown before "N more"; the JSON has them all. */
export const PLAN_SHOWN = 20;

export const PLAN_COUNTING =
  'Each untested fixture counts once, toward the exact set of capabilities and cards it lacks (the smallest set that unlocks it); "needed by" counts every untested fixture whose set includes the item.';

function headline(p: Plan): string {
  const untested = p.groups.reduce((n, g) => n + g.fixtures.length, 0) + p.editionOnly.length;
  return `${untested} of ${p.applicable} fixture(s) untested (${p.ran} ran)`;
}

/** The line the plan leads with: what completes the core profile, an engine's first goal. */
export function coreText(p: Plan): string | undefined {
  const c = p.core;
  if (!c) return undefined;
  const done = `core (an engine's first goal): ${c.ran} of ${c.applicable} core fixture(s) run`;
  if (c.ran === c.applicable) return `${done}; core is complete`;
  const needs = c.needs.length > 0 ? `; to complete it implement ${c.needs.map(itemText).join(' + ')}` : '';
  const editions = c.editionOnly > 0 ? `; ${c.editionOnly} need only an edition the engine does not declare` : '';
  return `${done}${needs}${editions}`;
}

/** `phasing-cts plan` on a terminal. */
export function formatPlanText(p: Plan, title: string, shown = PLAN_SHOWN): string {
  const out = [`${title}: ${headline(p)}`];
  const core = coreText(p);
  if (core !== undefined) out.push(core);
  if (p.groups.length === 0 && p.editionOnly.length === 0) {
    out.push('Nothing to unlock: the engine declares everything the selected fixtures need.');
    return out.join('\n');
  }
  out.push(PLAN_COUNTING, '');
  const width = String(Math.min(shown, p.groups.length)).length;
  p.groups.slice(0, shown).forEach((g, i) => {
    out.push(
      `${String(i + 1).padStart(width)}. ${needsText(g)} — unlocks ${g.fixtures.length} fixture(s) (${g.approved} approved): ${g.fixtures.slice(0, 3).join(', ')}${g.fixtures.length > 3 ? ', …' : ''}`,
    );
  });
  if (p.groups.length > shown) out.push(`… and ${p.groups.length - shown} more group(s) (--json for all)`);
  if (p.neededBy.length) {
    out.push('', 'Needed by (untested fixtures whose needs include it):');
    for (const n of p.neededBy.slice(0, shown)) out.push(`  ${itemText(n.item)}: ${n.fixtures}`);
    if (p.neededBy.length > shown) out.push(`  … and ${p.neededBy.length - shown} more`);
  }
  if (p.editionOnly.length)
    out.push(
      '',
      `${p.editionOnly.length} fixture(s) need only an edition the engine does not declare: ${p.editionOnly.slice(0, 5).join(', ')}${p.editionOnly.length > 5 ? ', …' : ''}`,
    );
  return out.join('\n');
}

/** The plan as a Markdown section (for summary.md). */
export function formatPlanMarkdown(p: Plan, shown = PLAN_SHOWN): string {
  const core = coreText(p);
  const out = [
    '## What to implement next',
    '',
    ...(core !== undefined ? [`**${md(core)}.**`, ''] : []),
    `${md(headline(p))}. ${md(PLAN_COUNTING)}`,
    '',
  ];
  if (p.groups.length === 0 && p.editionOnly.length === 0) return [...out, 'Nothing to unlock.'].join('\n');
  out.push('| # | the engine needs | unlocks | approved | e.g. |', '|---:|---|---:|---:|---|');
  p.groups
    .slice(0, shown)
    .forEach((g, i) =>
      out.push(`| ${i + 1} | ${md(needsText(g))} | ${g.fixtures.length} | ${g.approved} | \`${g.fixtures[0]}\` |`),
    );
  if (p.groups.length > shown) out.push('', `… and ${p.groups.length - shown} more group(s).`);
  if (p.editionOnly.length)
    out.push('', `${p.editionOnly.length} fixture(s) need only an edition the engine does not declare.`);
  return out.join('\n');
}

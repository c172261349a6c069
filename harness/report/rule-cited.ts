/** A fixture's source as it appears in a result (the fixture schema's Source, read loosely). */
interface CitedSource {
  kind?: unknown;
  rule?: unknown;
  edition?: unknown;
  meaning?: unknown;
}

/**
 * The rule a fixture checks, as a failure block names it: its first cited rule, numbered and worded
 * as in the newest edition the fixture cites for that meaning that is not after `edition` (the one
 * the result ran in), e.g. "702.26g (2026-08-07 wording)". Undefined when it cites no rule.
 */
export function ruleCited(sources: readonly object[], edition: string): string | undefined {
  const rules = (sources as CitedSource[]).filter(
    (s): s is { kind: 'rule'; rule: string; edition: string; meaning?: unknown } =>
      s.kind === 'rule' && typeof s.rule === 'string' && typeof s.edition === 'string',
  );
  const primary = rules[0];
  if (!primary) return undefined;
  const sameMeaning = rules.filter((s) => s.meaning === primary.meaning);
  const inForce = sameMeaning.filter((s) => s.edition <= edition).sort((a, b) => b.edition.localeCompare(a.edition))[0];
  const chosen = inForce ?? primary;
  return `${chosen.rule} (${chosen.edition} wording)`;
}

// Checks the related-rules index against a directory of archived rules files, one per edition. In every
// edition the index tracks from 2011-02-04 on, each related rule the index says exists must be at the number and
// with the words it records for that edition (the check import-edition makes of a new file); and a rule the index
// starts in a later edition (`since`) must not already be in the file of the edition before it, word for word.
// Tracing a rule's history by hand is where this index goes wrong (a number taken from notes instead of the
// file, a `since` one edition late): this finds every such pair at once, for a maintainer to read the file.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { RelatedRule } from '../sources/load-sources.js';
import { RELATED_RULES_RECORDED_FROM, relatedRuleTextIn } from '../sources/related-rule-history.js';
import { checkRelatedRules, matchesRecorded, type RelatedRuleFinding } from './check-related-rules.js';
import { decodeCrBytes, parseCrText, type CrText } from './read-cr-text.js';

/** A rules file read from the directory, under the edition its own "effective as of" line names. */
export interface RulesFile {
  file: string;
  cr: CrText;
}

export interface RulesDirectory {
  byEdition: Map<string, RulesFile>;
  /** Files that are not a readable rules text, with why. */
  unreadable: { file: string; reason: string }[];
  /** A second file of an edition already read (the first by name is used). */
  duplicates: { file: string; edition: string }[];
}

/** Reads every file of `dir` as a rules text, keyed by its effective date. */
export function readRulesDirectory(dir: string): RulesDirectory {
  const out: RulesDirectory = { byEdition: new Map(), unreadable: [], duplicates: [] };
  for (const file of readdirSync(dir).sort()) {
    let cr: CrText;
    try {
      cr = parseCrText(decodeCrBytes(readFileSync(path.join(dir, file))));
    } catch (e) {
      out.unreadable.push({ file, reason: e instanceof Error ? e.message : String(e) });
      continue;
    }
    if (out.byEdition.has(cr.effective)) out.duplicates.push({ file, edition: cr.effective });
    else out.byEdition.set(cr.effective, { file, cr });
  }
  return out;
}

/** One rule × edition pair where the file is not as the index says. */
export interface AuditFinding {
  edition: string;
  file: string;
  meaning: string;
  /** The rule's number today (the row's `rule`), which names the row. */
  row: string;
  /** The number the index gives it in this edition. */
  expected: string;
  /** `before-since`: the index starts the rule later, but this file has its words already. */
  status: Exclude<RelatedRuleFinding['status'], 'ok'> | 'before-since';
  /** Where the file has it, when found. */
  found?: string;
}

export interface RelatedRulesAudit {
  /** Rule × edition pairs checked. */
  pairs: number;
  findings: AuditFinding[];
  /** Editions the index tracks related rules in that no file of the directory is for. */
  editionsWithoutFile: string[];
}

/**
 * A rule indexed from a later edition whose words, as first recorded, are already in an edition before: the
 * latest one before `since` that has a file (and is recorded at all).
 */
function beforeSince(rule: RelatedRule, editions: readonly string[], files: Map<string, RulesFile>) {
  if (rule.since === undefined || rule.since <= RELATED_RULES_RECORDED_FROM) return undefined;
  const before = editions.filter((e) => e >= RELATED_RULES_RECORDED_FROM && e < rule.since! && files.has(e)).at(-1);
  const file = before === undefined ? undefined : files.get(before);
  const words = relatedRuleTextIn(rule, rule.since) ?? rule.text;
  const found = file?.cr.rules.find((r) => matchesRecorded(rule, r.text, words));
  if (!file || !found) return undefined;
  return { edition: before!, file: file.file, found: found.number };
}

/** Audits every related rule in every edition of `editions` (from 2011-02-04 on) that `files` has a file for. */
export function auditRelatedRules(
  rules: readonly RelatedRule[],
  editions: readonly string[],
  files: Map<string, RulesFile>,
): RelatedRulesAudit {
  const audit: RelatedRulesAudit = { pairs: 0, findings: [], editionsWithoutFile: [] };
  for (const edition of editions.filter((e) => e >= RELATED_RULES_RECORDED_FROM)) {
    const file = files.get(edition);
    if (!file) {
      audit.editionsWithoutFile.push(edition);
      continue;
    }
    const { findings } = checkRelatedRules(rules, edition, file.cr);
    audit.pairs += findings.length;
    for (const f of findings) {
      if (f.status === 'ok') continue;
      const row = rules[f.ruleIndex]!;
      const base = { edition, file: file.file, meaning: f.meaning, row: row.rule, expected: f.expected };
      audit.findings.push({ ...base, status: f.status, ...(f.found ? { found: f.found.number } : {}) });
    }
  }
  for (const rule of rules) {
    const early = beforeSince(rule, editions, files);
    if (!early) continue;
    const { edition, file, found } = early;
    audit.findings.push({
      edition,
      file,
      meaning: rule.meaning,
      row: rule.rule,
      expected: '-',
      status: 'before-since',
      found,
    });
  }
  return audit;
}

const describeFinding = (f: AuditFinding): string =>
  f.status === 'before-since'
    ? `${f.edition} (${f.file}): already there as ${f.found}, word for word, before the index's since`
    : `${f.edition} (${f.file}): ${f.status}, the index says ${f.expected}${f.found ? `, the file has ${f.found}` : ''}`;

/** The audit as text: a summary line, then each row with its findings (the first `perRow` of them). */
export function formatAudit(audit: RelatedRulesAudit, perRow = 4): string {
  const rows = new Map<string, AuditFinding[]>();
  for (const f of audit.findings) {
    const key = `${f.meaning} ${f.row}`;
    rows.set(key, [...(rows.get(key) ?? []), f]);
  }
  const early = audit.findings.filter((f) => f.status === 'before-since').length;
  const lines = [
    `${audit.findings.length - early} of ${audit.pairs} rule × edition pairs not as the index says; ` +
      `${early} rules in the file of the edition before their since; ${rows.size} rows`,
  ];
  if (audit.editionsWithoutFile.length > 0)
    lines.push(`no file for ${audit.editionsWithoutFile.length} editions: ${audit.editionsWithoutFile.join(', ')}`);
  for (const [key, findings] of rows) {
    lines.push(`${key}: ${findings.length}`);
    for (const f of findings.slice(0, perRow)) lines.push(`  ${describeFinding(f)}`);
    if (findings.length > perRow) lines.push(`  … ${findings.length - perRow} more`);
  }
  return lines.join('\n') + '\n';
}

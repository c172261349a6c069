// `npm run audit:related -- DIR [--all] [--sources DIR]`: the related-rules index checked against a directory of
// archived rules files (audit-related-rules.ts). Exit 0 when every pair is as the index says, 1 when some are
// not, 2 on a usage or read error.
import { existsSync, statSync } from 'node:fs';
import { editionDates, loadSourcesIndex } from '../sources/sources-index.js';
import { auditRelatedRules, formatAudit, readRulesDirectory } from './audit-related-rules.js';

const USAGE = 'usage: audit-related DIR [--all] [--sources DIR]  (DIR: one Comprehensive Rules text file per edition)';

function parseArgs(argv: string[]): { dir: string; all: boolean; sources?: string } | string {
  const rest = [...argv];
  const all = rest.includes('--all');
  const at = rest.indexOf('--sources');
  const sources = at >= 0 ? rest[at + 1] : undefined;
  if (at >= 0 && sources === undefined) return '--sources needs a directory';
  const positional = rest.filter((a, i) => a !== '--all' && (at < 0 || (i !== at && i !== at + 1)));
  if (positional.length !== 1 || positional[0]!.startsWith('-')) return USAGE;
  const dir = positional[0]!;
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return `${dir}: not a directory`;
  return { dir, all, ...(sources === undefined ? {} : { sources }) };
}

function main(): number {
  const args = parseArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    process.stderr.write(`${args}\n`);
    return 2;
  }
  const index = loadSourcesIndex(args.sources);
  const files = readRulesDirectory(args.dir);
  for (const u of files.unreadable) process.stderr.write(`${u.file}: skipped, ${u.reason}\n`);
  if (files.duplicates.length > 0)
    process.stderr.write(
      `${files.duplicates.length} files skipped, each a second file of an edition already read: ` +
        `${files.duplicates.map((d) => d.file).join(', ')}\n`,
    );
  const audit = auditRelatedRules(index.related.rules, editionDates(index), files.byEdition);
  process.stdout.write(formatAudit(audit, args.all ? Infinity : 4));
  return audit.findings.length > 0 ? 1 : 0;
}

try {
  process.exitCode = main();
} catch (e) {
  process.stderr.write(`audit-related: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 2;
}

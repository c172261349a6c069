import path from 'node:path';
import { loadCheckedCorpus } from '../corpus/check-corpus.js';
import { formatDiagnostic } from '../corpus/diagnostic.js';
import { knownEditions } from '../corpus/references.js';
import type { LoadedFixture } from '../corpus/load-corpus.js';
import { explainFixture } from '../explain/explain-fixture.js';
import { formatExplanation } from '../explain/format-explanation.js';
import { appliesIn } from '../model/applicability.js';
import { nearestNames } from '../run/did-you-mean.js';
import { DEFAULT_TIMEOUT_MS } from '../report/execute-run.js';
import { selectEditions } from '../run/select.js';
import { chooseAdapter, commandLine, engineFlags } from './engine-choice.js';
import { positiveInt } from './positive-int.js';
import { UsageError } from '../errors.js';

export interface ExplainCommandOptions {
  edition?: string;
  adapter?: string;
  fault?: string;
  stdio?: string;
  fixtures?: string;
  timeout?: string;
  json?: boolean;
}

export function findFixture(fixtures: LoadedFixture[], id: string): LoadedFixture {
  const found = fixtures.find((lf) => lf.fixture.id === id);
  if (found) return found;
  const ids = fixtures.map((lf) => lf.fixture.id);
  const containing = id.length > 0 ? ids.filter((x) => x.includes(id)) : [];
  const near = containing.length ? containing.slice(0, 3) : nearestNames(id, ids, 3);
  const shown = id.length > 80 ? `${id.slice(0, 80)}…" (${id.length} characters)` : `${id}"`;
  const hint =
    near.length > 0 ? `; did you mean ${near.map((x) => `"${x}"`).join(', ')}?` : ' (the corpus has no fixtures)';
  throw new UsageError(`no fixture with id "${shown}${hint}`);
}

/** `phasing-cts explain <id>`: exit 0 (no engine, or it passed or could not run the fixture), 1 when the engine did not pass. */
export async function explainCommand(id: string, opts: ExplainCommandOptions): Promise<number> {
  const corpus = await loadCheckedCorpus(opts.fixtures);
  if (corpus.diagnostics.length > 0)
    throw new UsageError(
      `the corpus has ${corpus.diagnostics.length} problem(s); run \`phasing-cts validate\`:\n${corpus.diagnostics.slice(0, 5).map(formatDiagnostic).join('\n')}`,
    );
  const lf = findFixture(corpus.fixtures, id);
  const f = lf.fixture;
  if (opts.edition === 'all') throw new UsageError('explain shows one edition: give --edition YYYY-MM-DD or "latest"');
  let edition: string;
  if (opts.edition === undefined) {
    const applying = knownEditions().filter((e) => appliesIn(f, e));
    if (applying.length === 0) throw new UsageError(`fixture "${id}" applies in no edition of the sources index`);
    edition = applying[applying.length - 1]!;
  } else {
    edition = selectEditions(opts.edition)[0]!;
    if (!appliesIn(f, edition))
      throw new UsageError(
        `fixture "${id}" does not apply in edition ${edition} (its range: from ${f.editions.from}${f.editions.before ? ` before ${f.editions.before}` : ''})`,
      );
  }
  if (opts.stdio !== undefined && opts.adapter !== undefined)
    throw new UsageError('give --stdio or --adapter, not both');
  const withEngine = opts.stdio !== undefined || opts.adapter !== undefined || opts.fault !== undefined;
  const adapter = withEngine
    ? await chooseAdapter({ adapter: opts.adapter ?? 'reference', fault: opts.fault, stdio: opts.stdio })
    : undefined;
  const engineArgs = [
    // `--adapter reference` is said when it is the only engine flag, so the line still runs an engine.
    ...(opts.adapter === 'reference' && opts.stdio === undefined && opts.fault === undefined
      ? ['--adapter', 'reference']
      : []),
    ...engineFlags(opts),
  ];
  const rerun = [
    commandLine('explain', f.id, '--edition', edition, ...engineArgs),
    ...(withEngine ? [commandLine('run', '--filter', f.id, '--edition', edition, ...engineArgs)] : []),
  ];
  const relativeFile = path.relative(corpus.root, path.resolve(lf.file)).split(path.sep).join('/');
  const x = await explainFixture({
    lf,
    relativeFile,
    edition,
    ...(adapter ? { adapter } : {}),
    timeoutMs: positiveInt('--timeout', opts.timeout) ?? DEFAULT_TIMEOUT_MS,
    rerun,
  });
  process.stdout.write(
    (opts.json ? JSON.stringify({ ...x, fixture: x.fixture.id }, null, 2) : formatExplanation(x)) + '\n',
  );
  const outcome = x.engine?.result.outcome;
  return outcome === undefined || outcome === 'pass' || outcome === 'untested' ? 0 : 1;
}

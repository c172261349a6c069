import { loadCheckedCorpus } from '../corpus/check-corpus.js';
import { formatDiagnostic } from '../corpus/diagnostic.js';
import { computePlan, planFromResults, type PlanEntry } from '../plan/compute-plan.js';
import { formatPlanText } from '../plan/render-plan.js';
import { readReport } from '../report/read-report.js';
import { appliesIn } from '../model/applicability.js';
import { missingFor } from '../requirements/requirements.js';
import { filterFixtures, selectEditions } from '../run/select.js';
import { coreFixtureIds, inProfile, parseProfile } from '../run/profiles.js';
import type { LoadedCorpus } from '../corpus/load-corpus.js';
import { chooseAdapter } from './engine-choice.js';
import type { EngineInfo } from '../generated/engine.js';
import { computeReach, formatReachText, type Reach } from '../reach/reach.js';
import { readDeclaration } from '../reach/read-declaration.js';
import { loadSourcesIndex } from '../sources/sources-index.js';
import { UsageError } from '../errors.js';

export interface PlanCommandOptions {
  edition?: string;
  filter?: string;
  adapter?: string;
  stdio?: string;
  fixtures?: string;
  fromReport?: string;
  /** A declaration file (schema/declaration.schema.json) standing for the engine; adds the reach. */
  declaration?: string;
  json?: boolean;
  all?: boolean;
  /** --profile core|full: plan only for the fixtures of that profile. */
  profile?: string;
}

/**
 * `phasing-cts plan`: what the engine lacks for the fixtures it cannot run, ranked by how many
 * fixtures each missing set would unlock. It only asks the engine to describe itself (no fixture
 * runs), or reads a saved JSON report. Exit 0; 2 on usage errors.
 */
export async function planCommand(opts: PlanCommandOptions): Promise<number> {
  const given = (
    [
      ['--stdio', opts.stdio],
      ['--adapter', opts.adapter],
      ['--from-report', opts.fromReport],
      ['--declaration', opts.declaration],
    ] as const
  ).filter(([, v]) => v !== undefined);
  if (given.length > 1)
    throw new UsageError(
      `plan takes one of --stdio, --adapter, --from-report or --declaration, not ${given.map(([f]) => f).join(' and ')}`,
    );
  if (given.length === 0)
    throw new UsageError(
      'plan needs an engine to plan for: --stdio "COMMAND", --adapter MODULE, --from-report run.json or --declaration FILE',
    );
  const profile = parseProfile(opts.profile);
  let title: string;
  let plan;
  let reach: Reach | undefined;
  if (opts.fromReport !== undefined) {
    if (opts.edition !== undefined || opts.filter !== undefined)
      throw new UsageError('--edition and --filter do not apply to --from-report (the report already says what ran)');
    const report = await readReport(opts.fromReport);
    const corpus = await checkedCorpus(opts.fixtures);
    const core = coreFixtureIds(corpus.fixtures);
    const inScope = new Set(inProfile(corpus.fixtures, corpus.fixtures, profile).map((lf) => lf.fixture.id));
    title = `${report.run.engine.name} ${report.run.engine.version} (${opts.fromReport})`;
    plan = planFromResults(
      report.results.filter((r) => profile === undefined || inScope.has(r.id)),
      core,
    );
  } else {
    const corpus = await checkedCorpus(opts.fixtures);
    const core = coreFixtureIds(corpus.fixtures);
    const editions = selectEditions(opts.edition);
    const fixtures = inProfile(filterFixtures(corpus.fixtures, opts.filter), corpus.fixtures, profile);
    const engine =
      opts.declaration !== undefined ? await readDeclaration(opts.declaration) : await describeEngine(opts);
    const entries: PlanEntry[] = [];
    for (const lf of fixtures)
      for (const edition of editions) {
        if (!appliesIn(lf.fixture, edition)) continue;
        const missing = missingFor(lf.fixture, engine, edition);
        entries.push({
          id: lf.fixture.id,
          status: lf.fixture.status,
          core: core.has(lf.fixture.id),
          ...(missing ? { missing } : {}),
        });
      }
    if (opts.declaration !== undefined) {
      const edition = editions[editions.length - 1]!;
      reach = computeReach({ index: loadSourcesIndex(), fixtures: corpus.fixtures, engine, edition, core });
    }
    title = `${engine.name} ${engine.version}, edition${editions.length > 1 ? `s ${editions[0]}…${editions[editions.length - 1]}` : ` ${editions[0]}`}`;
    plan = computePlan(entries);
  }
  const text = () =>
    (reach ? formatReachText(reach) + '\n\n' : '') +
    formatPlanText(
      plan,
      `Plan for ${title}${profile !== undefined ? `, profile ${profile}` : ''}`,
      opts.all ? Infinity : undefined,
    );
  process.stdout.write((opts.json ? JSON.stringify(reach ? { ...plan, reach } : plan, null, 2) : text()) + '\n');
  return 0;
}

/** What a running engine (in process or over the protocol) says it supports; it is closed at once. */
async function describeEngine(opts: PlanCommandOptions): Promise<EngineInfo> {
  const { create } = await chooseAdapter({ adapter: opts.adapter ?? 'reference', stdio: opts.stdio });
  const adapter = await create();
  try {
    return await adapter.describe();
  } finally {
    await adapter.close().catch(() => undefined);
  }
}

async function checkedCorpus(dir: string | undefined): Promise<LoadedCorpus> {
  const corpus = await loadCheckedCorpus(dir);
  if (corpus.diagnostics.length > 0)
    throw new UsageError(
      `the corpus has ${corpus.diagnostics.length} problem(s); run \`phasing-cts validate\`:\n${corpus.diagnostics.slice(0, 5).map(formatDiagnostic).join('\n')}`,
    );
  return corpus;
}

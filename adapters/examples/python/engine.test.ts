import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCheckedCorpus } from '../../../harness/corpus/check-corpus.js';
import { validateAgainst } from '../../../harness/model/schema-validator.js';
import type { RunReport } from '../../../harness/generated/report.js';
import { fromRoot } from '../../../harness/paths.js';
import { executeRun } from '../../../harness/report/execute-run.js';
import { createStdioAdapter } from '../../stdio/index.js';

// The Python example engine against the shipped corpus in every edition, through the real protocol:
// it must show real passes, real failures (only its documented gap) and untested fixtures for what it
// does not declare, and never an error, crash or timeout.

const python = spawnSync('python3', ['--version'], { encoding: 'utf8' });
const hasPython = python.status === 0;
if (!hasPython) console.warn('adapters/examples/python: python3 is not on PATH; the example engine test is skipped');

/** The gap engine.py documents: the pre-2017-08-25 rule that phased-out tokens cease to exist. */
const KNOWN_GAP = { meaning: 'PH-TOKENS-CEASE', before: '2017-08-25' };

describe.skipIf(!hasPython)(`Python example engine${hasPython ? '' : ' (skipped: python3 not found on PATH)'}`, () => {
  it('passes what it implements, fails only its documented gap, and is untested exactly where its declaration stops', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cts-python-'));
    try {
      const file = path.join(dir, 'report.json');
      const command = `python3 ${JSON.stringify(fromRoot('adapters/examples/python/engine.py'))}`;
      await executeRun({
        edition: 'all',
        createAdapter: () => createStdioAdapter({ command, validateProtocol: true }),
        adapterLabel: `stdio:${command}`,
        reports: [{ format: 'json', file }],
        options: {},
      });
      const report = JSON.parse(await readFile(file, 'utf8')) as RunReport;
      expect(validateAgainst('report.schema.json', report)).toEqual([]);
      expect(report.run.engine.name).toBe('phasing-cts Python example engine');

      const { summary } = report;
      expect(summary.pass).toBeGreaterThan(0);
      expect(summary.fail).toBeGreaterThan(0);
      expect(summary.untested).toBeGreaterThan(0);
      // Every message it sent matched the protocol schema (--validate-protocol), and it never crashed.
      expect({ error: summary.error, timeout: summary.timeout, crash: summary.crash }).toEqual({
        error: 0,
        timeout: 0,
        crash: 0,
      });

      // Every failure is the documented gap: a fixture for the old token rule, in an edition before the change.
      const fixtures = new Map((await loadCheckedCorpus()).fixtures.map((lf) => [lf.fixture.id, lf.fixture]));
      for (const r of report.results.filter((x) => x.outcome === 'fail')) {
        const f = fixtures.get(r.id)!;
        const meanings = f.sources.flatMap((s) => ('meaning' in s ? [s.meaning] : []));
        expect({ id: r.id, gap: meanings.includes(KNOWN_GAP.meaning) && r.edition < KNOWN_GAP.before }).toEqual({
          id: r.id,
          gap: true,
        });
      }

      // Untested only because of what it declares: the harness found something missing. An engine
      // answering "unsupported" to a fixture inside its declaration would mean the declaration lies.
      for (const r of report.results.filter((x) => x.outcome === 'untested')) {
        const m = r.missing;
        expect({
          id: r.id,
          missing: (m?.capabilities?.length ?? 0) + (m?.cards?.length ?? 0) + (m?.edition ? 1 : 0) > 0,
        }).toEqual({ id: r.id, missing: true });
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  // None of its cards has a static ability that offers a choice (502.3's "You may choose not to
  // untap"), so an advance carrying staticChoices is answered unsupported, naming the ability, never
  // played with the default; the same advance without them runs.
  it('answers an advance with staticChoices unsupported, naming the ability it lacks', () => {
    const request = (staticChoices?: object[]) => ({
      fixture: 'static-choice-probe',
      edition: '2026-08-07',
      setup: {
        players: [{ id: 'A' }, { id: 'B' }],
        turn: { number: 3, active: 'B', step: 'end' },
        objects: [{ id: 'croc', card: 'Sandbar Crocodile', owner: 'A', zone: 'battlefield' }],
      },
      actions: [{ do: 'advance', to: { step: 'upkeep', turnOf: 'A' }, ...(staticChoices ? { staticChoices } : {}) }],
    });
    const lines = [
      { cmd: 'start', protocols: [1] },
      {
        cmd: 'run',
        seq: 1,
        request: request([{ source: 'croc', ability: 'may-not-untap', choices: { untap: false } }]),
      },
      { cmd: 'run', seq: 2, request: request() },
      { cmd: 'stop' },
    ];
    const child = spawnSync('python3', [fromRoot('adapters/examples/python/engine.py')], {
      input: lines.map((l) => JSON.stringify(l)).join('\n') + '\n',
      encoding: 'utf8',
    });
    expect(child.status).toBe(0);
    const answers = child.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { seq?: number; error?: { kind: string; message: string }; observation?: unknown });
    expect(answers.find((a) => a.seq === 1)?.error).toEqual({
      kind: 'unsupported',
      message:
        'staticChoices: croc (Sandbar Crocodile) has no static ability "may-not-untap" that offers a choice in this engine',
    });
    expect(answers.find((a) => a.seq === 2)?.observation).toBeDefined();
  });
  // 514.1: the cleanup discard down to seven takes the cards an advance's `discards` names first.
  it('discards down to seven at cleanup, the card the advance names first', () => {
    const bears = Array.from({ length: 9 }, (_, k) => ({
      id: `bear-${k + 1}`,
      card: 'Grizzly Bears',
      owner: 'A',
      zone: 'hand',
    }));
    const request = {
      fixture: 'cleanup-discard-probe',
      edition: '2026-08-07',
      setup: { players: [{ id: 'A' }, { id: 'B' }], turn: { number: 3, active: 'A', step: 'end' }, objects: bears },
      actions: [{ do: 'advance', to: { step: 'upkeep', turnOf: 'B' }, discards: { A: ['bear-5'] } }],
    };
    const lines = [{ cmd: 'start', protocols: [1] }, { cmd: 'run', seq: 1, request }, { cmd: 'stop' }];
    const child = spawnSync('python3', [fromRoot('adapters/examples/python/engine.py')], {
      input: lines.map((l) => JSON.stringify(l)).join('\n') + '\n',
      encoding: 'utf8',
    });
    expect(child.status).toBe(0);
    type Seen = {
      players: { id: string; handSize: number; graveyardSize: number }[];
      objects: { id: string; zone: string }[];
    };
    const answer = child.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { seq?: number; observation?: { checkpoints: Record<string, Seen> } })
      .find((a) => a.seq === 1);
    const end = answer?.observation?.checkpoints['end'];
    expect(end?.players.find((p) => p.id === 'A')).toMatchObject({ handSize: 7, graveyardSize: 2 });
    expect(end?.objects.find((o) => o.id === 'bear-5')?.zone).toBe('graveyard');
  });
});

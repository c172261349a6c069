import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors.js';
import { validateAgainst } from '../model/schema-validator.js';
import type { FixtureResult } from '../generated/report.js';
import { BaselineJudge, BaselineRecorder, TODO_REASON, loadBaseline, type Baseline } from './baseline.js';
import type { RunScope } from '../report/execute-run.js';
import { LATEST_EDITION, fixtureResult } from '../report/testing/fixture-result.js';

const result = (id: string, outcome: FixtureResult['outcome'], edition = LATEST_EDITION): FixtureResult =>
  fixtureResult(id, outcome, { edition });
const judge = (entries: Baseline['entries']) => new BaselineJudge({ baselineVersion: 1, entries }, 'baseline.json');
const scope = (o: Partial<RunScope> & { ids: string[] }): RunScope => ({
  corpusIds: new Set(o.ids),
  selected: o.selected ?? new Set(o.ids),
  editions: o.editions ?? ['2026-08-07'],
  planned: o.planned ?? new Set(o.ids.map((id) => `${id}@2026-08-07`)),
  stoppedEarly: o.stoppedEarly ?? false,
});

describe('BaselineJudge.classify', () => {
  const j = judge([
    { id: 'known-fail', outcome: 'fail', reason: 'not implemented', issue: 'https://example.org/1' },
    { id: 'per-edition', edition: '2011-02-04', outcome: 'crash', reason: 'old rules crash' },
    { id: 'per-edition', outcome: 'fail', reason: 'fails elsewhere' },
  ]);

  it('expects a listed non-pass with the listed outcome, and says why', () => {
    const r = j.classify(result('known-fail', 'fail'));
    expect(r.expected).toBe(true);
    expect(r.baseline).toBe('not implemented (https://example.org/1)');
  });

  it('flags a listed fixture that passes now as stale (unexpected)', () => {
    const r = j.classify(result('known-fail', 'pass'));
    expect(r.expected).toBe(false);
    expect(r.message).toMatch(/listed in the baseline as fail but passes now: remove the entry/);
  });

  it('treats another non-passing outcome than the listed one as unexpected', () => {
    const r = j.classify(result('known-fail', 'crash'));
    expect(r.expected).toBe(false);
    expect(r.message).toBe('the baseline expects fail, the outcome is crash: known-fail is crash');
  });

  it('prefers the entry naming the edition over the one for every edition', () => {
    expect(j.classify(result('per-edition', 'crash', '2011-02-04')).expected).toBe(true);
    expect(j.classify(result('per-edition', 'crash', '2026-08-07')).expected).toBe(false);
    expect(j.classify(result('per-edition', 'fail', '2026-08-07')).baseline).toBe('fails elsewhere');
  });

  it('leaves unlisted results as a run without baseline judges them', () => {
    expect(j.classify(result('other', 'fail')).expected).toBe(false);
    expect(j.classify(result('other', 'pass')).expected).toBe(true);
    expect(j.classify(result('other', 'untested')).expected).toBe(true);
    expect(j.classify(result('other', 'pass')).baseline).toBeUndefined();
  });

  it('skips only entries whose outcome is skipped', () => {
    const s = judge([
      { id: 'hangs', outcome: 'skipped', reason: 'hangs the engine' },
      { id: 'fails', outcome: 'fail', reason: 'r' },
    ]);
    expect(s.skipReason('hangs', '2011-02-04')).toBe('listed as skipped in the baseline: hangs the engine');
    expect(s.skipReason('fails', '2026-08-07')).toBeUndefined();
    expect(s.classify(result('hangs', 'skipped')).expected).toBe(true);
  });
});

describe('BaselineJudge.finalize', () => {
  it('reports an entry whose fixture no longer exists as stale', () => {
    const j = judge([
      { id: 'gone', outcome: 'fail', reason: 'r' },
      { id: 'here', outcome: 'fail', reason: 'r' },
    ]);
    j.classify(result('here', 'fail'));
    const f = j.finalize(scope({ ids: ['here'] }));
    expect(f.unexpected).toBe(1);
    expect(f.baseline!.stale).toEqual([
      { id: 'gone', outcome: 'fail', reason: 'r', message: 'fixture gone no longer exists in the corpus' },
    ]);
    expect(f.messages[0]).toBe(
      'STALE baseline entry gone: fixture gone no longer exists in the corpus; remove it from baseline.json',
    );
    expect(f.baseline!.entries).toBe(2);
  });

  it('reports an edition entry for an edition the fixture no longer covers, when the run covered it', () => {
    const j = judge([{ id: 'ranged', edition: '2011-02-04', outcome: 'fail', reason: 'r' }]);
    const ran = scope({
      ids: ['ranged'],
      editions: ['2011-02-04', '2026-08-07'],
      planned: new Set(['ranged@2026-08-07']),
    });
    expect(j.finalize(ran).baseline!.stale[0]!.message).toBe(
      'fixture ranged no longer runs in edition 2011-02-04 (its editions range changed)',
    );
  });

  it('does not call entries outside --filter, --edition or an early stop stale', () => {
    const j = judge([
      { id: 'a', outcome: 'fail', reason: 'r' },
      { id: 'b', edition: '2011-02-04', outcome: 'fail', reason: 'r' },
    ]);
    expect(j.finalize(scope({ ids: ['a', 'b'], selected: new Set() })).unexpected).toBe(0);
    expect(j.finalize(scope({ ids: ['a', 'b'], editions: ['2026-08-07'] })).unexpected).toBe(0);
    expect(
      j.finalize(scope({ ids: ['a', 'b'], editions: ['2011-02-04'], planned: new Set(), stoppedEarly: true }))
        .unexpected,
    ).toBe(0);
  });
});

describe('loadBaseline', () => {
  const write = async (data: unknown) => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'cts-baseline-')), 'b.json');
    await writeFile(file, typeof data === 'string' ? data : JSON.stringify(data));
    return file;
  };

  it.runIf(process.platform !== 'win32')(
    'refuses a FIFO in place of the file at once, as a usage error',
    async () => {
      const fifo = path.join(await mkdtemp(path.join(tmpdir(), 'cts-baseline-')), 'b.json');
      execFileSync('mkfifo', [fifo]);
      const refused = loadBaseline(fifo);
      await expect(refused).rejects.toThrow(UsageError);
      await expect(refused).rejects.toThrow(
        /is a FIFO \(named pipe\), not a regular file; a baseline must be a regular file/,
      );
    },
    5000,
  );

  it('accepts a valid file', async () => {
    const b = await loadBaseline(
      await write({ baselineVersion: 1, entries: [{ id: 'x', outcome: 'fail', reason: 'r', edition: '2017-08-25' }] }),
    );
    expect(b.entries.length).toBe(1);
  });

  it('rejects what would make the gate meaningless, as usage errors', async () => {
    await expect(loadBaseline(await write('{'))).rejects.toThrow(/is not JSON/);
    await expect(
      loadBaseline(await write({ baselineVersion: 1, entries: [{ id: 'x', outcome: 'pass', reason: 'r' }] })),
    ).rejects.toThrow(/\/entries\/0\/outcome/);
    await expect(
      loadBaseline(await write({ baselineVersion: 1, entries: [{ id: 'x', outcome: 'fail' }] })),
    ).rejects.toThrow(/reason/);
    await expect(
      loadBaseline(
        await write({
          baselineVersion: 1,
          entries: [{ id: 'x', outcome: 'fail', reason: 'r', edition: '2017-08-24' }],
        }),
      ),
    ).rejects.toThrow(/2017-08-24 is not the effective date of an edition/);
    await expect(
      loadBaseline(
        await write({
          baselineVersion: 1,
          entries: [
            { id: 'x', outcome: 'fail', reason: 'r' },
            { id: 'x', outcome: 'crash', reason: 's' },
          ],
        }),
      ),
    ).rejects.toThrow(/x is listed twice/);
    await expect(loadBaseline('/nonexistent/baseline.json')).rejects.toBeInstanceOf(UsageError);
  });
});

describe('BaselineRecorder', () => {
  it('writes one entry per fixture when every edition gave the same outcome, per edition otherwise', () => {
    const rec = new BaselineRecorder();
    for (const e of ['2011-02-04', '2026-08-07']) {
      rec.add(result('always-fails', 'fail', e));
      rec.add(result('passes', 'pass', e));
      rec.add(result('untested-here', 'untested', e));
    }
    rec.add(result('mixed', 'fail', '2011-02-04'));
    rec.add(result('mixed', 'pass', '2026-08-07'));
    rec.add(result('two-ways', 'fail', '2011-02-04'));
    rec.add(result('two-ways', 'timeout', '2026-08-07'));
    const b = rec.build('engine 1.0');
    expect(validateAgainst('baseline.schema.json', b)).toEqual([]);
    expect(b.entries).toEqual([
      { id: 'always-fails', outcome: 'fail', reason: TODO_REASON },
      { id: 'mixed', edition: '2011-02-04', outcome: 'fail', reason: TODO_REASON },
      { id: 'two-ways', edition: '2011-02-04', outcome: 'fail', reason: TODO_REASON },
      { id: 'two-ways', edition: '2026-08-07', outcome: 'timeout', reason: TODO_REASON },
    ]);
    expect(b.engine).toBe('engine 1.0');
  });

  it('keeps the reason and issue of a previous entry that still says the same thing', () => {
    const previous = judge([
      { id: 'a', outcome: 'fail', reason: 'explained', issue: 'https://example.org/2' },
      { id: 'b', outcome: 'fail', reason: 'was fail' },
    ]);
    const rec = new BaselineRecorder();
    rec.add(result('a', 'fail'));
    rec.add(result('b', 'crash'));
    expect(rec.build('e', previous).entries).toEqual([
      { id: 'a', outcome: 'fail', reason: 'explained', issue: 'https://example.org/2' },
      { id: 'b', outcome: 'crash', reason: TODO_REASON },
    ]);
  });
});

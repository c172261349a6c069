import { beforeAll, describe, expect, it } from 'vitest';
import { createReferenceAdapter, referenceEngineInfo } from '../../adapters/reference/index.js';
import { AdapterFailure, type Adapter } from '../adapter.js';
import { loadCheckedCorpus } from '../corpus/check-corpus.js';
import type { LoadedFixture } from '../corpus/load-corpus.js';
import { ENGINE_TEXT_LIMITS, capHead } from '../capped-text.js';
import { runFixture } from './run-fixture.js';

let lf: LoadedFixture;
beforeAll(async () => {
  lf = (await loadCheckedCorpus()).fixtures.find((f) => f.fixture.id === 'untap-phasing-permanent-phases-out')!;
});

const opts = { timeoutMs: 1000, relativeFile: 'x.json' };
const engine = referenceEngineInfo();
const adapter = (run: Adapter['run']): Adapter => ({ ...createReferenceAdapter(), run });

describe('runFixture caps what an engine says', () => {
  it('cuts a long message and keeps the tail of a long stderr, saying how much was cut', async () => {
    const long = 'x'.repeat(50_000);
    const r = await runFixture(
      adapter(async () => ({ error: { kind: 'internal', message: long } })),
      engine,
      lf,
      '2026-08-07',
      opts,
    );
    expect(r.outcome).toBe('error');
    expect(r.message!.length).toBeLessThan(ENGINE_TEXT_LIMITS.messageChars + 100);
    expect(r.message).toMatch(/… \[truncated: 50000 characters, the first 2000 kept\]$/);
    const crash = await runFixture(
      adapter(async () => {
        throw new AdapterFailure('crash', 'died', `${'a'.repeat(20_000)}THE END`);
      }),
      engine,
      lf,
      '2026-08-07',
      opts,
    );
    expect(crash.outcome).toBe('crash');
    expect(crash.stderr!.length).toBeLessThan(ENGINE_TEXT_LIMITS.stderrChars + 100);
    expect(crash.stderr).toMatch(/THE END$/);
  });

  it('never cuts an engine message twice: a message the adapter already cut keeps its note', () => {
    const once = capHead('x'.repeat(30_000));
    expect(capHead(once)).toBe(once);
    expect(capHead(`engine error: ${once}`, 10)).not.toBe(`engine error: ${once}`);
  });

  it('gives unsupported its own outcome and an internal error the error outcome', async () => {
    expect(
      (
        await runFixture(
          adapter(async () => ({ error: { kind: 'unsupported', message: 'no' } })),
          engine,
          lf,
          '2026-08-07',
          opts,
        )
      ).outcome,
    ).toBe('unsupported');
    expect(
      (
        await runFixture(
          adapter(async () => ({ error: { kind: 'internal', message: 'no' } })),
          engine,
          lf,
          '2026-08-07',
          opts,
        )
      ).outcome,
    ).toBe('error');
  });
});

import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fromRoot } from '../paths.js';
import { loadCorpus } from '../corpus/load-corpus.js';
import { writePrecompiled } from './precompile-validator.js';
import { compileWith, loadPrecompiled, PRECOMPILED_SCHEMAS, quickAjv, schemaFingerprint } from './quick-validator.js';

// Under node_modules/.cache so the written validators resolve ajv's runtime helpers as dist/ does.
mkdirSync(fromRoot('node_modules', '.cache'), { recursive: true });
const dir = mkdtempSync(fromRoot('node_modules', '.cache', 'quick-validator-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const written = async (schemaFile: string) => {
  const file = path.join(dir, `${schemaFile}.cjs`);
  await writePrecompiled(schemaFile, file);
  return file;
};

/** Fixtures broken in the ways a contributor breaks them, each of which the schema must refuse. */
function brokenVariants(fixture: Record<string, unknown>): unknown[] {
  const { id: _id, ...withoutId } = fixture;
  return [
    withoutId,
    { ...fixture, misspelled: true },
    { ...fixture, status: 'maybe' },
    { ...fixture, actions: 'none' },
    { ...fixture, expect: [{ kind: 'no-such-kind' }] },
    [],
    null,
  ];
}

describe('precompiled quick validators', () => {
  it('answer as the compiled schema does on every shipped fixture and on broken ones', async () => {
    const validate = loadPrecompiled('fixture.schema.json', await written('fixture.schema.json'));
    expect(validate).toBeTypeOf('function');
    const compiled = compileWith(quickAjv(), 'fixture.schema.json');
    const corpus = await loadCorpus();
    expect(corpus.fixtures.length).toBeGreaterThan(100);
    let refused = 0;
    for (const f of corpus.fixtures) {
      const value = f.fixture as unknown as Record<string, unknown>;
      expect(validate!(value)).toBe(true);
      for (const broken of brokenVariants(value).slice(0, f === corpus.fixtures[0] ? undefined : 2)) {
        expect(validate!(broken)).toBe(compiled(broken));
        if (!compiled(broken)) refused++;
      }
    }
    expect(refused).toBeGreaterThan(corpus.fixtures.length);
  });

  it('is ignored when its fingerprint is not that of the schemas on disk', async () => {
    const file = await written('observation.schema.json');
    expect(loadPrecompiled('observation.schema.json', file)).toBeTypeOf('function');
    const stale = readFileSync(file, 'utf8').replace(schemaFingerprint('observation.schema.json'), 'an-older-schema');
    const staleFile = path.join(dir, 'stale.cjs'); // another path: require() caches by path
    writeFileSync(staleFile, stale);
    expect(loadPrecompiled('observation.schema.json', staleFile)).toBeUndefined();
  });

  it('is ignored when missing or unreadable, so the schema is compiled instead', () => {
    expect(loadPrecompiled('fixture.schema.json', path.join(dir, 'absent.cjs'))).toBeUndefined();
    const garbage = path.join(dir, 'garbage.cjs');
    writeFileSync(garbage, 'module.exports = (');
    expect(loadPrecompiled('fixture.schema.json', garbage)).toBeUndefined();
  });

  it('fingerprints each schema by its own text', () => {
    const prints = PRECOMPILED_SCHEMAS.map((s) => schemaFingerprint(s));
    expect(new Set(prints).size).toBe(PRECOMPILED_SCHEMAS.length);
    expect(schemaFingerprint('fixture.schema.json')).toBe(prints[0]);
  });
});

import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { validateAgainst } from '../model/schema-validator.js';
import { fromRoot } from '../paths.js';

describe('fixtures/manifest.json', () => {
  it('is up to date with the fixture files (run `npm run manifest` if this fails)', () => {
    const r = spawnSync(process.execPath, [fromRoot('dist/harness/scripts/write-manifest.js'), '--check'], {
      encoding: 'utf8',
      cwd: fromRoot(),
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('matches its schema and lists, per run of editions, exactly the fixtures that apply', async () => {
    const manifest = JSON.parse(await readFile(fromRoot('fixtures/manifest.json'), 'utf8')) as {
      fixtures: { id: string; editions: { from: string; before?: string } }[];
      editions: { editions: string[]; fixtures: string[] }[];
    };
    expect(validateAgainst('manifest.schema.json', manifest)).toEqual([]);
    for (const group of manifest.editions) {
      for (const edition of group.editions) {
        const applying = manifest.fixtures
          .filter((f) => f.editions.from <= edition && (f.editions.before === undefined || edition < f.editions.before))
          .map((f) => f.id);
        expect(group.fixtures).toEqual(applying);
      }
    }
  });
});

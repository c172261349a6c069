import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../../harness/paths.js';
import { DEFAULT_SEAMS } from './engine/seams.js';
import { FAULTS, isFaultId, seamsFor } from './faults.js';

describe('the named faults', () => {
  it('have unique ids', () => {
    expect(new Set(FAULTS.map((f) => f.id)).size).toBe(FAULTS.length);
  });

  it('each replace at least one seam, and no fault means the default seams', () => {
    expect(seamsFor(undefined)).toBe(DEFAULT_SEAMS);
    for (const f of FAULTS) expect(seamsFor(f.id), f.id).not.toEqual(DEFAULT_SEAMS);
    expect(isFaultId('no-such-fault')).toBe(false);
  });

  it('are unknown to the rules: no engine module imports the fault list or names a fault', () => {
    const dir = fromRoot('adapters', 'reference', 'engine');
    const offending: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const text = readFileSync(`${dir}/${file}`, 'utf8');
      if (/from '\.\.\/faults(\/|\.js)/.test(text)) offending.push(`${file} imports the faults`);
      for (const f of FAULTS) if (text.includes(`'${f.id}'`)) offending.push(`${file} names '${f.id}'`);
    }
    expect(offending).toEqual([]);
  });

  it('every seam earns its place: each is replaced by at least one named fault', () => {
    // A seam no fault replaces is a detour in the rules with nothing to switch (issue 29): inline it.
    const leaves = (seams: object, prefix = ''): [string, unknown][] =>
      Object.entries(seams).flatMap(([k, v]) =>
        typeof v === 'function' ? [[prefix + k, v] as [string, unknown]] : leaves(v as object, `${prefix}${k}.`),
      );
    const defaults = new Map(leaves(DEFAULT_SEAMS));
    const replaced = new Set<string>();
    for (const f of FAULTS)
      for (const [key, fn] of leaves(seamsFor(f.id))) if (fn !== defaults.get(key)) replaced.add(key);
    expect([...defaults.keys()].filter((k) => !replaced.has(k))).toEqual([]);
    expect(defaults.size).toBeGreaterThan(90);
  });
});

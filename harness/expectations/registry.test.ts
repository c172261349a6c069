import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Expectation } from '../generated/fixture.js';
import { fromRoot } from '../paths.js';
import { EXPECTATION_KINDS, kindOf } from './registry.js';

interface SchemaDef {
  required?: string[];
  properties?: Record<string, unknown>;
}
const schema = JSON.parse(readFileSync(fromRoot('schema/fixture.schema.json'), 'utf8')) as {
  $defs: Record<string, SchemaDef & { oneOf?: { $ref: string }[] }>;
};
const branches = (schema.$defs.Expectation?.oneOf ?? []).map((b) => b.$ref.replace('#/$defs/', ''));
const modules = Object.values(EXPECTATION_KINDS);

describe('expectation kinds registry', () => {
  it('has one module for each branch of Expectation in the schema', () => {
    expect(modules.map((m) => m.schemaDef).sort()).toEqual([...branches].sort());
  });

  it.each(modules.map((m) => [m.schemaDef, m.key] as const))(
    '%s is recognised by "%s": required there, a property of no other branch',
    (def, key) => {
      expect(schema.$defs[def]?.required).toContain(key);
      const others = branches.filter((b) => b !== def && Object.hasOwn(schema.$defs[b]?.properties ?? {}, key));
      expect(others).toEqual([]);
    },
  );

  it('tells each kind by its key, whatever else the expectation carries', () => {
    const samples: [Expectation, string][] = [
      [{ object: 'x', zone: 'exile' }, 'object'],
      [{ player: 'A', life: 3 }, 'player'],
      [{ triggered: { source: 'x', ability: 'etb' }, count: 1 }, 'trigger'],
      [{ count: { zone: 'battlefield' }, equals: 2 }, 'count'],
      [{ action: 'atk', rejected: true }, 'action'],
      [{ dayNight: 'night' }, 'dayNight'],
    ];
    expect(samples.map(([e]) => kindOf(e))).toEqual(samples.map(([, k]) => k));
  });
});

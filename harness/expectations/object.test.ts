import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Snapshot } from '../generated/observation.js';
import { fromRoot } from '../paths.js';
import { FIELDS, objectKind } from './object.js';

const schema = JSON.parse(readFileSync(fromRoot('schema/fixture.schema.json'), 'utf8')) as {
  $defs: Record<string, { properties?: Record<string, unknown> }>;
};

const snap = (prepared: boolean | undefined): Snapshot => ({
  players: [],
  objects: [
    {
      id: 'healer',
      card: 'Infirmary Healer',
      zone: 'battlefield',
      owner: 'A',
      ...(prepared === undefined ? {} : { prepared }),
    },
  ],
  triggers: [],
});

describe('object expectations', () => {
  // A field the schema accepts but the checker doesn't read would pass whatever the engine reports.
  it('checks every fact the schema lets a fixture state about an object', () => {
    const stated = Object.keys(schema.$defs['ObjectExpectation']?.properties ?? {}).filter(
      (k) => !['at', 'object', 'exists'].includes(k),
    );
    expect([...FIELDS].sort()).toEqual(stated.sort());
  });

  it('reads an unreported prepared designation of a permanent as not prepared', () => {
    expect(objectKind.check({ object: 'healer', prepared: false }, snap(undefined))).toEqual([]);
    expect(objectKind.check({ object: 'healer', prepared: true }, snap(undefined))).toHaveLength(1);
    expect(objectKind.check({ object: 'healer', prepared: true }, snap(true))).toEqual([]);
    expect(objectKind.capabilities({ object: 'healer', prepared: true })).toContain('designation.prepared');
  });
});

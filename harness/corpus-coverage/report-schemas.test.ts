import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../paths.js';

// The coverage and rules-diff outputs are read by CI scripts and other tools: every property of their
// schemas must say what it holds.
function undescribed(schemaFile: string): string[] {
  const schema = JSON.parse(readFileSync(fromRoot('schema', schemaFile), 'utf8')) as unknown;
  const missing: string[] = [];
  const walk = (node: unknown, at: string): void => {
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${at}/${i}`));
    if (!node || typeof node !== 'object') return;
    const obj = node as Record<string, unknown>;
    const props = obj.properties as Record<string, Record<string, unknown>> | undefined;
    for (const [name, prop] of Object.entries(props ?? {}))
      if (typeof prop.description !== 'string') missing.push(`${at}/properties/${name}`);
    for (const [k, v] of Object.entries(obj)) walk(v, `${at}/${k}`);
  };
  walk(schema, '#');
  return missing;
}

describe('report schemas', () => {
  it.each(['coverage.schema.json', 'rules-diff.schema.json'])('every property in %s has a description', (file) => {
    expect(undescribed(file)).toEqual([]);
  });
});

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../paths.js';
// @ts-expect-error -- a plain .mjs script without type declarations
import { GENERATED } from './generate-types.mjs';

const generated = GENERATED as [schema: string, module: string][];

describe('generated types', () => {
  it('are up to date with the schemas (run `npm run gen:types` if this fails)', () => {
    let output: string;
    let code = 0;
    try {
      output = execFileSync(process.execPath, [fromRoot('harness/scripts/generate-types.mjs'), '--check'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (e) {
      const err = e as { status: number; stderr: string };
      code = err.status;
      output = err.stderr;
    }
    expect(output).toBe('');
    expect(code).toBe(0);
  });

  it('declare a type referenced across schemas once, in the module of the schema that defines it', () => {
    const declaredIn = new Map<string, string[]>();
    const ownNames = new Map<string, Set<string>>();
    for (const [schemaRel, moduleRel] of generated) {
      const schema = JSON.parse(readFileSync(fromRoot(schemaRel), 'utf8')) as {
        title?: string;
        $defs?: Record<string, { title?: string }>;
      };
      const own = new Set<string>(schema.title ? [schema.title] : []);
      for (const [key, def] of Object.entries(schema.$defs ?? {})) own.add(def.title ?? key);
      ownNames.set(moduleRel, own);
      const ts = readFileSync(fromRoot(moduleRel), 'utf8');
      for (const m of ts.matchAll(/^export (?:interface|type) (\w+)/gm)) {
        declaredIn.set(m[1]!, [...(declaredIn.get(m[1]!) ?? []), moduleRel]);
      }
    }
    // A name declared by several modules is legitimate only where each of their schemas defines it
    // itself (several schemas have their own Date, say); a copy pulled in through a $ref is not.
    const copies = [...declaredIn].flatMap(([name, modules]) =>
      modules.length > 1 ? modules.filter((m) => !ownNames.get(m)!.has(name)).map((m) => `${name} in ${m}`) : [],
    );
    expect(copies).toEqual([]);
    expect(readFileSync(fromRoot('harness/generated/engine.ts'), 'utf8')).toContain(
      "import type { Action, Setup } from './fixture.js';",
    );
  });
});

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Ajv2020, Options, ValidateFunction } from 'ajv/dist/2020.js';
import { fromRoot } from '../paths.js';
import { ajv2020 } from './load-ajv.js';

/**
 * The yes/no validators of the hot path (every fixture loaded, every engine answer checked). Compiling the
 * fixture schema takes a few hundred milliseconds of every CLI start, so `npm run build` writes each as plain
 * code (ajv's standalone mode) and a run loads that instead. A precompiled validator carries a fingerprint of
 * what it was compiled from; one that doesn't match the schemas on disk is ignored and the schema compiled,
 * so an edited schema can never be checked by a stale validator.
 */

/** The schema files validateAgainst is called with; each gets a precompiled validator. */
export const PRECOMPILED_SCHEMAS = [
  'fixture.schema.json',
  'observation.schema.json',
  'sources.schema.json',
  'declaration.schema.json',
  'report.schema.json',
  'baseline.schema.json',
] as const;

/** Schemas that others reference by $id (engine → fixture, fixture → observation), registered before compiling. */
const SIBLINGS = ['fixture.schema.json', 'observation.schema.json', 'engine.schema.json'] as const;

/** Stop at the first error and record nothing extra: the explaining validator runs when the answer is no. */
const QUICK_OPTIONS = {
  allErrors: false,
  strict: true,
  strictRequired: false,
  allowUnionTypes: true,
  discriminator: true,
} satisfies Options;

/** Where `npm run build` writes the precompiled validator of `schemaFile`. */
export const precompiledPath = (schemaFile: string): string =>
  fromRoot('dist', 'harness', 'precompiled', `${schemaFile.replace(/\.json$/, '')}.cjs`);

const schemaText = (file: string): string => readFileSync(fromRoot('schema', file), 'utf8');

/** What a validator of `schemaFile` is compiled from: ajv's version, the options and every schema text it reads. */
export function schemaFingerprint(schemaFile: string): string {
  const require = createRequire(import.meta.url);
  const ajvVersion = (require('ajv/package.json') as { version: string }).version;
  const h = createHash('sha256').update(`${ajvVersion}\n${JSON.stringify(QUICK_OPTIONS)}\n`);
  for (const file of [...SIBLINGS, schemaFile]) h.update(`${file}\n${schemaText(file)}\n`);
  return h.digest('hex');
}

/** A fresh ajv configured as every quick validator is, with the sibling schemas registered. */
export function quickAjv(code?: Options['code']): Ajv2020 {
  const ajv = new (ajv2020())({ ...QUICK_OPTIONS, ...(code ? { code } : {}) });
  // Annotations for json-schema-to-typescript and formats we document but do not enforce.
  ajv.addKeyword('tsType');
  ajv.addFormat('date-time', true);
  for (const sibling of SIBLINGS) ajv.addSchema(JSON.parse(schemaText(sibling)) as object);
  return ajv;
}

/** Compiles `schemaFile` with `ajv` (already registered as a sibling, or compiled now). */
export function compileWith(ajv: Ajv2020, schemaFile: string): ValidateFunction {
  const schema = JSON.parse(schemaText(schemaFile)) as { $id?: string };
  return (schema.$id && ajv.getSchema(schema.$id)) || ajv.compile(schema);
}

/** The precompiled validator of `schemaFile`, or undefined when there is none or it was compiled from other text. */
export function loadPrecompiled(schemaFile: string, file = precompiledPath(schemaFile)): ValidateFunction | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const mod = createRequire(import.meta.url)(file) as { default?: ValidateFunction; fingerprint?: string };
    if (typeof mod.default !== 'function' || mod.fingerprint !== schemaFingerprint(schemaFile)) return undefined;
    return mod.default;
  } catch {
    return undefined; // unreadable or half-written: compiling the schema gives the same answers
  }
}

const cache = new Map<string, ValidateFunction>();
let shared: Ajv2020 | undefined;

/** The yes/no validator of `schemaFile`: the precompiled one when it matches the schemas, else compiled once. */
export function quickValidator(schemaFile: string): ValidateFunction {
  const cached = cache.get(schemaFile);
  if (cached) return cached;
  const v = loadPrecompiled(schemaFile) ?? compileWith((shared ??= quickAjv()), schemaFile);
  cache.set(schemaFile, v);
  return v;
}

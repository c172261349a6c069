import { readFileSync } from 'node:fs';
import type { Ajv2020, ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { fromRoot } from '../paths.js';
import { ajv2020 } from './load-ajv.js';
import { quickValidator } from './quick-validator.js';

/** One compiled validator per schema file, compiled once per process (compiling is the slow part). */
const cache = new Map<string, ValidateFunction>();
let ajv: Ajv2020 | undefined;

function instance(): Ajv2020 {
  // strictRequired is off because discriminated oneOf branches declare the discriminator themselves;
  // union types appear in Choices (string | number | boolean | array) on purpose.
  if (!ajv) {
    ajv = new (ajv2020())({
      allErrors: true,
      verbose: true,
      strict: true,
      strictRequired: false,
      allowUnionTypes: true,
      discriminator: true,
    });
    // Annotations for json-schema-to-typescript and formats we document but do not enforce.
    ajv.addKeyword('tsType');
    ajv.addFormat('date-time', true);
  }
  return ajv;
}

export function schemaValidator(schemaFile: string): ValidateFunction {
  const cached = cache.get(schemaFile);
  if (cached) return cached;
  const a = instance();
  // Schemas reference each other (engine -> fixture); register the siblings once.
  for (const sibling of ['fixture.schema.json', 'observation.schema.json', 'engine.schema.json']) {
    const s = JSON.parse(readFileSync(fromRoot('schema', sibling), 'utf8')) as { $id: string };
    if (!a.getSchema(s.$id)) a.addSchema(s);
  }
  const schema = JSON.parse(readFileSync(fromRoot('schema', schemaFile), 'utf8')) as { $id?: string };
  const v = (schema.$id && a.getSchema(schema.$id)) || a.compile(schema);
  cache.set(schemaFile, v);
  return v;
}

export interface SchemaProblem {
  pointer: string;
  message: string;
}

/** Validates a value and turns ajv's errors into short statements of what was expected. */
export function validateAgainst(schemaFile: string, value: unknown): SchemaProblem[] {
  if (quickValidator(schemaFile)(value)) return [];
  const validate = schemaValidator(schemaFile);
  if (validate(value)) return [];
  return dedupe(simplify(validate.errors ?? [], value, '')).map((e) => ({
    pointer: pointerOf(e),
    message: explain(e),
  }));
}

/** Validates a value against one entry of a schema file's $defs (one message of schema/protocol/protocol.schema.json),
 * with the same explained problems as validateAgainst. */
export function validateAgainstDef(schemaFile: string, def: string, value: unknown): SchemaProblem[] {
  const key = `${schemaFile}#/$defs/${def}`;
  let validate = cache.get(key);
  if (!validate) {
    const id = (schemaValidator(schemaFile).schema as { $id?: string }).$id;
    validate = id === undefined ? undefined : instance().getSchema(`${id}#/$defs/${def}`);
    if (!validate) throw new Error(`schema/${schemaFile} has no $defs/${def}`);
    cache.set(key, validate);
  }
  if (validate(value)) return [];
  return dedupe(simplify(validate.errors ?? [], value, '')).map((e) => ({
    pointer: pointerOf(e),
    message: explain(e),
  }));
}

function pointerOf(e: ErrorObject): string {
  if (e.keyword === 'additionalProperties') return `${e.instancePath}/${escape(String(e.params.additionalProperty))}`;
  if (e.keyword === 'unevaluatedProperties') return `${e.instancePath}/${escape(String(e.params.unevaluatedProperty))}`;
  return e.instancePath;
}

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function valueAt(root: unknown, pointer: string): unknown {
  if (pointer === '') return root;
  let v: unknown = root;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    v = v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
  }
  return v;
}

/**
 * A failing oneOf reports every branch's errors at once, which buries the real mistake. For each
 * failing oneOf, validate the value against each branch alone and keep only the errors of the
 * branch that came closest (fewest errors), recursively.
 */
function simplify(errors: ErrorObject[], root: unknown, prefix: string): ErrorObject[] {
  const oneOfs = errors.filter((e) => e.keyword === 'oneOf');
  if (oneOfs.length === 0) return errors.map((e) => ({ ...e, instancePath: prefix + e.instancePath }));
  const oneOfPaths = oneOfs.map((e) => e.instancePath);
  const inside = (e: ErrorObject, p: string) => e.instancePath === p || e.instancePath.startsWith(p + '/');
  const kept = errors
    .filter((e) => e.keyword !== 'oneOf' && !oneOfPaths.some((p) => inside(e, p)))
    .map((e) => ({ ...e, instancePath: prefix + e.instancePath }));
  for (const o of oneOfs) {
    if (oneOfs.some((other) => other !== o && o.instancePath.startsWith(other.instancePath + '/'))) continue; // handled by the outer one
    const branches = (o.schema as unknown[]) ?? [];
    const value = valueAt(root, o.instancePath);
    let best: ErrorObject[] | undefined;
    for (const branch of branches) {
      const v = branchValidator(branch, o.parentSchema);
      if (!v) continue;
      if (v(value)) {
        best = [];
        break;
      }
      const errs = simplify(v.errors ?? [], value, prefix + o.instancePath);
      if (!best || errs.length < best.length) best = errs;
    }
    if (best && best.length > 0) kept.push(...best);
    else kept.push({ ...o, instancePath: prefix + o.instancePath });
  }
  return kept;
}

const branchCache = new Map<unknown, ValidateFunction | undefined>();

function branchValidator(branch: unknown, parent: unknown): ValidateFunction | undefined {
  if (branchCache.has(branch)) return branchCache.get(branch);
  let v: ValidateFunction | undefined;
  const ref = (branch as { $ref?: string }).$ref;
  try {
    if (ref !== undefined) {
      const base =
        (parent as { $id?: string }).$id ??
        [...cache.values()].map((f) => (f.schema as { $id?: string }).$id).find(Boolean) ??
        '';
      v = instance().getSchema(ref.startsWith('#') ? findOwner(ref) + ref : ref);
      void base;
    } else {
      v = instance().compile({ $schema: 'https://json-schema.org/draft/2020-12/schema', ...(branch as object) });
    }
  } catch {
    v = undefined;
  }
  branchCache.set(branch, v);
  return v;
}

/** The $id of the registered schema that defines a local "#/$defs/X" reference. */
function findOwner(ref: string): string {
  const name = ref.replace('#/$defs/', '');
  for (const id of [
    'https://phasing-cts.dev/schema/fixture.schema.json',
    'https://phasing-cts.dev/schema/observation.schema.json',
    'https://phasing-cts.dev/schema/engine.schema.json',
    'https://phasing-cts.dev/schema/report.schema.json',
    'https://phasing-cts.dev/schema/cards.schema.json',
    'https://phasing-cts.dev/schema/sources.schema.json',
  ]) {
    const s = instance().getSchema(id)?.schema as { $defs?: Record<string, unknown> } | undefined;
    if (s?.$defs && name in s.$defs) return id;
  }
  return '';
}

function dedupe(errors: ErrorObject[]): ErrorObject[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const k = `${pointerOf(e)}|${explain(e)}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function explain(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return `missing required property "${String(p.missingProperty)}"`;
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return `unknown property "${String(p.additionalProperty ?? p.unevaluatedProperty)}" (not allowed here; check its spelling against the schema)`;
    case 'enum':
      return `expected one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `expected ${JSON.stringify(p.allowedValue)}`;
    case 'type':
      return `expected a value of type ${String(p.type)}`;
    case 'pattern':
      return `expected a string matching ${String(p.pattern)}${hint(e)}`;
    case 'minItems':
      return `expected at least ${String(p.limit)} item(s)`;
    case 'maxItems':
      return `expected at most ${String(p.limit)} item(s)`;
    case 'minLength':
      return `expected at least ${String(p.limit)} character(s)`;
    case 'maxLength':
      return `expected at most ${String(p.limit)} character(s)`;
    case 'minimum':
      return `expected a number >= ${String(p.limit)}`;
    case 'uniqueItems':
      return `expected unique items (items ${String(p.j)} and ${String(p.i)} are equal)`;
    case 'minProperties':
      return `expected at least ${String(p.limit)} properties (an expectation must check something)`;
    case 'discriminator':
      return p.error === 'mapping'
        ? `unknown ${String(p.tag)} value ${JSON.stringify(p.tagValue)} (see the schema for the allowed values)`
        : `missing or non-string "${String(p.tag)}"`;
    case 'oneOf':
      return 'does not match any of the allowed forms';
    default:
      return e.message ?? e.keyword;
  }
}

function hint(e: ErrorObject): string {
  const description = (e.parentSchema as { description?: string } | undefined)?.description;
  return description ? ` (${description})` : '';
}

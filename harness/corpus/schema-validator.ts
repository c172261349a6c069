import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { fromRoot } from '../paths.js';

/** One compiled validator per schema file, compiled once per process (compiling is the slow part). */
const cache = new Map<string, ValidateFunction>();
let ajv: Ajv2020 | undefined;

function instance(): Ajv2020 {
  // strictRequired is off because discriminated oneOf branches declare the discriminator themselves;
  // union types appear in Choices (string | number | boolean | array) on purpose.
  if (!ajv) {
    ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true, discriminator: true });
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
  const validate = schemaValidator(schemaFile);
  if (validate(value)) return [];
  return simplify(validate.errors ?? []).map((e) => ({ pointer: pointerOf(e), message: explain(e) }));
}

function pointerOf(e: ErrorObject): string {
  if (e.keyword === 'additionalProperties') return `${e.instancePath}/${escape(String(e.params.additionalProperty))}`;
  if (e.keyword === 'unevaluatedProperties') return `${e.instancePath}/${escape(String(e.params.unevaluatedProperty))}`;
  return e.instancePath;
}

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** A failing oneOf reports every branch's errors. Keep only the branch that came closest (fewest
 * errors), and drop the bare "must match exactly one schema" line when a branch explains more. */
function simplify(errors: ErrorObject[]): ErrorObject[] {
  const oneOfPaths = new Set(errors.filter((e) => e.keyword === 'oneOf').map((e) => e.instancePath));
  if (oneOfPaths.size === 0) return dedupe(errors);
  const kept: ErrorObject[] = [];
  for (const e of errors) {
    if (e.keyword === 'oneOf') continue;
    if (![...oneOfPaths].some((p) => e.instancePath === p || e.instancePath.startsWith(p + '/'))) kept.push(e);
  }
  for (const p of oneOfPaths) {
    const inside = errors.filter((e) => e.keyword !== 'oneOf' && (e.instancePath === p || e.instancePath.startsWith(p + '/')));
    const branches = new Map<string, ErrorObject[]>();
    for (const e of inside) {
      const m = /#\/\$defs\/([A-Za-z]+)/.exec(e.schemaPath) ?? /^#\/oneOf\/(\d+)/.exec(e.schemaPath);
      const key = m?.[1] ?? e.schemaPath;
      branches.set(key, [...(branches.get(key) ?? []), e]);
    }
    const best = [...branches.values()].sort((a, b) => a.length - b.length)[0];
    if (best && best.length > 0) kept.push(...best);
    else kept.push(errors.find((e) => e.keyword === 'oneOf' && e.instancePath === p)!);
  }
  return dedupe(kept);
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

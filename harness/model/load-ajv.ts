import { createRequire } from 'node:module';
import type * as Ajv2020Module from 'ajv/dist/2020.js';

let loaded: typeof Ajv2020Module.Ajv2020 | undefined;

/**
 * ajv's draft 2020-12 class, loaded on first use. A run whose fixtures and engine answers all pass
 * the precompiled validators (quick-validator.ts) never compiles a schema, yet importing ajv at the
 * top of the validator modules loaded its compiler (83 CommonJS modules) on every CLI start. ajv is
 * CommonJS, so require returns, synchronously, the very module an import would.
 */
export function ajv2020(): typeof Ajv2020Module.Ajv2020 {
  loaded ??= (createRequire(import.meta.url)('ajv/dist/2020.js') as typeof Ajv2020Module).Ajv2020;
  return loaded;
}

import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { writeFileAtomic } from './atomic-file.js';
import { compileWith, quickAjv, schemaFingerprint } from './quick-validator.js';

/**
 * Writes the yes/no validator of `schemaFile` as plain CommonJS code (ajv's standalone mode) to `file`, with
 * the fingerprint quick-validator.ts checks before using it. The file is written whole or not at all, so a run
 * never loads half a validator.
 */
export async function writePrecompiled(schemaFile: string, file: string): Promise<void> {
  const ajv = quickAjv({ source: true, esm: false });
  const code = standaloneCode.default(ajv, compileWith(ajv, schemaFile));
  await mkdir(path.dirname(file), { recursive: true });
  const banner = `// Written by npm run build (harness/scripts/write-validators.ts) from schema/${schemaFile}. Do not edit.\n`;
  const fingerprint = `\nmodule.exports.fingerprint = ${JSON.stringify(schemaFingerprint(schemaFile))};\n`;
  await writeFileAtomic(file, banner + code + fingerprint);
}

/**
 * Part of `npm run build`: writes the precompiled yes/no validator of each schema in PRECOMPILED_SCHEMAS to
 * dist/harness/precompiled/, so a run doesn't compile the schemas at start (harness/model/quick-validator.ts).
 */
import { writePrecompiled } from '../model/precompile-validator.js';
import { PRECOMPILED_SCHEMAS, precompiledPath } from '../model/quick-validator.js';

for (const schemaFile of PRECOMPILED_SCHEMAS) await writePrecompiled(schemaFile, precompiledPath(schemaFile));

import path from 'node:path';
import { JsonSource } from '../corpus/json-source.js';
import { UsageError } from '../errors.js';
import type { Declaration } from '../generated/declaration.js';
import type { EngineInfo } from '../generated/engine.js';
import { readTextFile } from '../model/read-text-file.js';
import { validateAgainst } from '../model/schema-validator.js';
import { knownCapabilities } from '../run/declarations.js';
import { suggestion } from '../run/did-you-mean.js';
import { loadCatalogue } from '../sources/load-sources.js';

/**
 * Reads a declaration file (schema/declaration.schema.json: what an engine could declare) as the
 * EngineInfo it stands for. Anything wrong is one line naming the file, line:column and JSON pointer,
 * and what was expected: a misspelt capability or card would otherwise just lower the reach.
 */
export async function readDeclaration(file: string): Promise<EngineInfo> {
  const read = await readTextFile(file, { maxBytes: 1024 * 1024, what: 'a declaration', documented: '1 MiB' });
  if (!read.ok) throw new UsageError(`cannot read the declaration ${file}: the file ${read.problem.message}`);
  const parsed = JsonSource.parse(read.text, 16);
  const where = (pointer: string) => {
    const at = parsed.source?.locate(pointer) ?? { line: 1, column: 1 };
    return `${file}:${at.line}:${at.column}`;
  };
  const syntax = parsed.errors[0];
  if (!parsed.source || syntax)
    throw new UsageError(
      `${file}:${syntax?.line ?? 1}:${syntax?.column ?? 1}: ${syntax?.message ?? 'not JSON'} (a declaration is a JSON object)`,
    );
  const value = parsed.source.value as Partial<Declaration> | null;
  // A misspelt capability or card is the likeliest mistake: name the nearest known one.
  const known = knownCapabilities();
  const capabilities = Array.isArray(value?.capabilities) ? value.capabilities : [];
  const badCapability = capabilities.findIndex((c) => typeof c === 'string' && !known.includes(c));
  if (badCapability >= 0)
    throw new UsageError(
      `${where(`/capabilities/${badCapability}`)}: "${capabilities[badCapability]}" is not a capability at /capabilities/${badCapability}${suggestion(capabilities[badCapability]!, known)} (docs/FIXTURES.md lists them)`,
    );
  const problem = validateAgainst('declaration.schema.json', parsed.source.value)[0];
  if (problem)
    throw new UsageError(
      `${where(problem.pointer)}: ${problem.message} at ${problem.pointer || '/'} (schema/declaration.schema.json)`,
    );
  const declaration = parsed.source.value as Declaration;
  if (declaration.cards !== '*') {
    const cards = new Set(loadCatalogue().cards.map((c) => c.name));
    const unknown = declaration.cards.findIndex((c) => !cards.has(c));
    if (unknown >= 0)
      throw new UsageError(
        `${where(`/cards/${unknown}`)}: "${declaration.cards[unknown]}" is not a catalogue card at /cards/${unknown}${suggestion(declaration.cards[unknown]!, cards)} (fixtures/cards/catalogue.json lists the names)`,
      );
  }
  return {
    name: declaration.engine ?? path.basename(file),
    version: '(declaration)',
    capabilities: declaration.capabilities,
    cards: declaration.cards,
    editions: declaration.editions,
  };
}

import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../paths.js';
import { loadCheckedCorpus } from './check-corpus.js';
import { formatDiagnostic } from './diagnostic.js';

async function corpusWith(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cts-corpus-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

const good = async () => readFile(fromRoot('fixtures/rules/PH-UNTAP/untap-phasing-permanent-phases-out.json'), 'utf8');

describe('the shipped corpus', () => {
  it('is valid: schema and lint', async () => {
    const corpus = await loadCheckedCorpus();
    expect(corpus.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(corpus.fixtures.length).toBeGreaterThanOrEqual(20);
  });
});

describe('diagnostics point at the problem', () => {
  it('reports a JSON syntax error with line and column', async () => {
    const text = (await good()).replace('"status": "approved",', '"status": "approved"');
    const dir = await corpusWith({ 'untap-phasing-permanent-phases-out.json': text });
    const { diagnostics } = await loadCheckedCorpus(dir);
    expect(diagnostics).toHaveLength(1);
    const d = diagnostics[0]!;
    expect(d.rule).toBe('json');
    const line = text.split('\n').findIndex((l) => l.includes('"sources"')) + 1;
    expect(d.line).toBe(line);
    expect(d.message).toMatch(/expected ','/);
  });

  it('reports one syntax error per file, not the cascade the parser recovers into', async () => {
    const dir = await corpusWith({ 'untap-phasing-permanent-phases-out.json': '{"id": "a",\n' });
    const { diagnostics } = await loadCheckedCorpus(dir);
    expect(diagnostics.filter((d) => d.rule === 'json')).toHaveLength(1);
  });

  it('reports a schema error with the JSON pointer, line:column and what was expected', async () => {
    const text = (await good()).replace('"phased": {', '"phasd": {');
    const dir = await corpusWith({ 'untap-phasing-permanent-phases-out.json': text });
    const { diagnostics } = await loadCheckedCorpus(dir);
    const d = diagnostics.find((x) => x.rule === 'schema')!;
    expect(d.pointer).toBe('/expect/0/phasd');
    expect(d.line).toBe(text.split('\n').findIndex((l) => l.includes('"phasd"')) + 1);
    expect(d.column).toBe(text.split('\n')[d.line - 1]!.indexOf('"phasd"') + 1);
    expect(formatDiagnostic(d)).toContain('unknown property "phasd"');
  });

  it('names the allowed values of a mistyped action', async () => {
    const text = (await good()).replace('"do": "advance"', '"do": "advanse"');
    const dir = await corpusWith({ 'untap-phasing-permanent-phases-out.json': text });
    const { diagnostics } = await loadCheckedCorpus(dir);
    expect(diagnostics.map((d) => d.message).join('\n')).toMatch(/unknown do value "advanse"/);
    expect(diagnostics[0]!.pointer).toBe('/actions/0');
  });

  it('lints what the schema cannot say: unknown rule in an edition, duplicate id, dangling reference', async () => {
    const base = JSON.parse(await good()) as Record<string, unknown> & {
      sources: { rule: string }[];
      requires: { capabilities: string[] };
      expect: { object: string }[];
    };
    const wrongRule = structuredClone(base);
    wrongRule.sources[0]!.rule = '702.26q';
    const noCaps = structuredClone(base);
    noCaps.id = 'untap-copy';
    noCaps.requires.capabilities = [];
    noCaps.expect[0]!.object = 'nobody';
    const dir = await corpusWith({
      'a/untap-phasing-permanent-phases-out.json': JSON.stringify(wrongRule, null, 2),
      'b/untap-copy.json': JSON.stringify(noCaps, null, 2),
      'c/untap-phasing-permanent-phases-out.json': JSON.stringify(base, null, 2),
    });
    const { diagnostics } = await loadCheckedCorpus(dir);
    const rules = diagnostics.map((d) => `${d.rule}:${d.pointer}`);
    expect(rules).toContain('source-exists:/sources/0/rule');
    // An empty capability list is no error: what the content implies is derived (harness/requirements/).
    expect(rules).not.toContain('requires-capabilities:/requires/capabilities');
    expect(rules).toContain('reference:/expect/0/object');
    expect(rules).toContain('unique-id:/id');
  });
});

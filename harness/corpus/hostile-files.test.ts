import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../paths.js';
import type { Diagnostic } from './diagnostic.js';
import { loadCorpus } from './load-corpus.js';
import { readReport } from '../report/read-report.js';
import { FIXTURE_LIMITS, decodeUtf8, firstInvalidUtf8 } from '../model/read-text-file.js';

// Issue 13, cases 4, 6, 7, 8 and 9 and the BOM: files that are broken, huge or not files at all.
// Each must cost one diagnostic naming the file and the place, never a hang, a crash or a silent
// acceptance. Every case runs with a short timeout: a FIFO used to hang the loader forever.
const NAME = 'untap-phasing-permanent-phases-out.json';
const good = () => readFile(fromRoot('fixtures/rules/PH-UNTAP', NAME), 'utf8');

async function corpusWith(
  write: (file: string) => Promise<void>,
): Promise<{ diagnostics: Diagnostic[]; loaded: number }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cts-hostile-'));
  await write(path.join(dir, NAME));
  const corpus = await loadCorpus(dir);
  return { diagnostics: corpus.diagnostics, loaded: corpus.fixtures.length };
}

const only = (r: { diagnostics: Diagnostic[]; loaded: number }): Diagnostic => {
  expect(r.loaded).toBe(0);
  expect(r.diagnostics).toHaveLength(1);
  expect(r.diagnostics[0]!.file).toContain(NAME);
  return r.diagnostics[0]!;
};

const posix = process.platform !== 'win32';

describe('duplicate keys (case 4)', () => {
  it('a second "expect" is an error at its line:column with its JSON pointer, not a silent last-one-wins', async () => {
    const text = (await good()).replace(/\n\}\s*$/, ',\n  "expect": []\n}\n');
    const d = only(await corpusWith((f) => writeFile(f, text)));
    const lines = text.split('\n');
    const second = lines.findLastIndex((l) => l.includes('"expect"'));
    expect(d.rule).toBe('json');
    expect(d.pointer).toBe('/expect');
    expect([d.line, d.column]).toEqual([second + 1, lines[second]!.indexOf('"expect"') + 1]);
    expect(d.message).toMatch(/duplicate key "expect": the same object already has it at line \d+:\d+/);
  });

  it('a key spelled with an escape is the same key', async () => {
    const text = (await good()).replace(/\n\}\s*$/, ',\n  "\\u0065xpect": []\n}\n');
    const d = only(await corpusWith((f) => writeFile(f, text)));
    expect(d.pointer).toBe('/expect');
    expect(d.message).toMatch(/^duplicate key "expect"/);
  });

  it('a duplicate inside an array element is located by its full pointer', async () => {
    const text = (await good()).replace('"do": "advance"', '"do": "advance", "do": "advance"');
    const d = only(await corpusWith((f) => writeFile(f, text)));
    expect(d.pointer).toBe('/actions/0/do');
  });
});

describe('nesting depth (case 6)', () => {
  it.each([
    ['5,000 deep (10 KB)', '['.repeat(5_000) + ']'.repeat(5_000), FIXTURE_LIMITS.maxDepth + 1],
    ['200,000 deep', '['.repeat(200_000) + ']'.repeat(200_000), FIXTURE_LIMITS.maxDepth + 1],
    ['200,000 deep and never closed (the syntax-error path)', '{"a":'.repeat(200_000), FIXTURE_LIMITS.maxDepth * 5 + 1],
  ])('%s: one diagnostic at the first bracket past the limit, no stack overflow', async (_, text, column) => {
    const d = only(await corpusWith((f) => writeFile(f, text)));
    expect(d.message).toMatch(new RegExp(`nested more than ${FIXTURE_LIMITS.maxDepth} levels deep`));
    expect([d.line, d.column]).toEqual([1, column]);
  });
});

describe('file size (case 7)', () => {
  it('a 200 MB file is refused from its size, before anything is read', async () => {
    const d = only(
      await corpusWith(async (f) => {
        await writeFile(f, '\n');
        await truncate(f, 200 * 1024 * 1024); // sparse: costs no disk and no time
      }),
    );
    expect(d.rule).toBe('file');
    expect(d.message).toBe(
      `the file is 209715200 bytes; a fixture file may be at most ${FIXTURE_LIMITS.maxFileBytes} bytes (docs/FIXTURES.md, "Limits")`,
    );
  });

  it('a file exactly at the limit is read (and then judged as JSON)', async () => {
    const d = only(await corpusWith((f) => writeFile(f, ' '.repeat(FIXTURE_LIMITS.maxFileBytes - 2) + '[]')));
    expect(d.rule).toBe('schema');
  });
});

describe('things that are not regular files (case 8)', { timeout: 5_000 }, () => {
  it.runIf(posix)('a dangling symbolic link', async () => {
    const d = only(await corpusWith((f) => symlink(path.join(path.dirname(f), 'gone.json'), f)));
    expect(d.message).toMatch(/symbolic link to a file that does not exist/);
  });

  it.runIf(posix)('a symbolic link loop', async () => {
    const d = only(
      await corpusWith(async (f) => {
        const other = path.join(path.dirname(f), 'other.link');
        await symlink(other, f);
        await symlink(f, other);
      }),
    );
    expect(d.message).toMatch(/symbolic link that loops/);
  });

  it.runIf(posix)('a symbolic link to /dev/zero is refused, not read without end', async () => {
    const d = only(await corpusWith((f) => symlink('/dev/zero', f)));
    expect(d.message).toMatch(/is a character device, not a regular file/);
  });

  it.runIf(posix)('a FIFO is refused at once, not waited on', async () => {
    const d = only(
      await corpusWith(async (f) => {
        execFileSync('mkfifo', [f]);
      }),
    );
    expect(d.message).toMatch(/is a FIFO \(named pipe\), not a regular file/);
  });

  it.runIf(posix)('a FIFO given as a saved report (report, compare) is refused the same way', async () => {
    const fifo = path.join(await mkdtemp(path.join(tmpdir(), 'cts-hostile-')), 'r.json');
    execFileSync('mkfifo', [fifo]);
    await expect(readReport(fifo)).rejects.toThrow(
      `cannot read the report ${fifo}: the file is a FIFO (named pipe), not a regular file; a report must be a regular file`,
    );
  });

  it.runIf(posix)('a symbolic link to a fixture file is followed', async () => {
    const source = fromRoot('fixtures/rules/PH-UNTAP', NAME);
    const r = await corpusWith((f) => symlink(source, f));
    expect(r.diagnostics).toEqual([]);
    expect(r.loaded).toBe(1);
  });
});

describe('encoding (case 9 and the BOM)', () => {
  it('an invalid byte is refused with its byte offset and line:column, not read as U+FFFD', async () => {
    const text = await good();
    const at = text.indexOf('"title"');
    const bytes = Buffer.concat([
      Buffer.from(text.slice(0, at + 2)),
      Buffer.from([0xff]),
      Buffer.from(text.slice(at + 2)),
    ]);
    const d = only(await corpusWith((f) => writeFile(f, bytes)));
    const line = text.slice(0, at).split('\n').length;
    const column = at - text.lastIndexOf('\n', at - 1) - 1 + 3;
    expect(d.rule).toBe('file');
    expect(d.message).toBe(
      `the file is not valid UTF-8: the bytes at offset ${Buffer.byteLength(text.slice(0, at + 2))} (FF ${Buffer.from(
        text.slice(at + 2, at + 5),
      )
        .toString('hex')
        .toUpperCase()
        .match(/../g)!
        .join(' ')}) are not a UTF-8 sequence; JSON files are UTF-8 text`,
    );
    expect([d.line, d.column]).toEqual([line, column]);
  });

  it('a byte order mark is named as one', async () => {
    const d = only(await corpusWith(async (f) => writeFile(f, '\uFEFF' + (await good()))));
    expect([d.line, d.column]).toEqual([1, 1]);
    expect(d.message).toMatch(/starts with a UTF-8 byte order mark \(BOM, the bytes EF BB BF\)/);
  });

  it.each([
    ['an overlong encoding', [0x41, 0xc0, 0x80], 1],
    ['a UTF-16 surrogate', [0x41, 0x42, 0xed, 0xa0, 0x80], 2],
    ['a code point above U+10FFFF', [0xf4, 0x90, 0x80, 0x80], 0],
    ['a sequence cut off at the end', [0x41, 0xe2, 0x82], 1],
    ['a lone continuation byte', [0x80], 0],
  ])('the first invalid offset of %s', (_, bytes, offset) => {
    expect(firstInvalidUtf8(Uint8Array.from(bytes))).toBe(offset);
    expect(decodeUtf8(Buffer.from(bytes)).ok).toBe(false);
  });

  it('valid multi-byte text decodes unchanged', () => {
    const text = 'é — 𝄞 phasing';
    const r = decodeUtf8(Buffer.from(text));
    expect(r.ok && r.text).toBe(text);
    expect(firstInvalidUtf8(Buffer.from(text))).toBe(Buffer.byteLength(text));
  });
});

import { isUtf8 } from 'node:buffer';
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, type Stats } from 'node:fs';
import { lstat, open } from 'node:fs/promises';
import { describeIoError } from '../errors.js';

/**
 * The bounds on a corpus file (docs/FIXTURES.md, "Limits"). The largest shipped fixture is under
 * 7 KB and nests 7 levels deep; the bounds leave room for far larger scenarios while keeping a
 * hostile or broken file from costing more than a megabyte of memory or a deep recursion anywhere
 * later (the location parser, the schema validator).
 */
export const FIXTURE_LIMITS = {
  maxFileBytes: 1024 * 1024,
  maxDepth: 64,
} as const;

/** Why a file could not be used, with the place (1-based) when there is one. */
export interface FileProblem {
  message: string;
  line: number;
  column: number;
}

/** What is being read, for the messages, and how large it may be. */
export interface ReadLimits {
  maxBytes: number;
  /** "a fixture file", "a report": the subject of "… may be at most N bytes". */
  what: string;
  /** Where the limit is documented. */
  documented: string;
}

export const FIXTURE_FILE: ReadLimits = {
  maxBytes: FIXTURE_LIMITS.maxFileBytes,
  what: 'a fixture file',
  documented: 'docs/FIXTURES.md, "Limits"',
};

export type TextFile = { ok: true; bytes: Buffer; text: string } | { ok: false; problem: FileProblem };

const problem = (message: string, line = 1, column = 1): TextFile => ({
  ok: false,
  problem: { message, line, column },
});

/**
 * Reads a file the corpus is made of, strictly: a regular file (a FIFO, a device, a socket, a
 * dangling or looping symbolic link is refused, never waited on or read without end), at most
 * `limits.maxBytes`, and valid UTF-8 without a byte order mark. The file is opened non-blocking and checked
 * on the open descriptor, so a FIFO put in place of a file cannot make the harness wait for a writer.
 */
export async function readTextFile(file: string, limits: ReadLimits = FIXTURE_FILE): Promise<TextFile> {
  let handle;
  try {
    handle = await open(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0));
  } catch (e) {
    return problem(await whyNotOpened(file, e));
  }
  try {
    const stats = await handle.stat();
    const refused = refusal(stats, limits);
    if (refused) return refused;
    const bytes = Buffer.alloc(stats.size);
    let filled = 0;
    while (filled < bytes.length) {
      const { bytesRead } = await handle.read(bytes, filled, bytes.length - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    const { bytesRead: more } = await handle.read(Buffer.alloc(1), 0, 1, filled);
    if (filled !== stats.size || more !== 0)
      return problem('changed size while it was being read; read it again when nothing is writing to it');
    return decodeUtf8(bytes);
  } catch (e) {
    return problem(`cannot be read: ${describeIoError(e)}`);
  } finally {
    await handle.close();
  }
}

/** Why a file whose descriptor is open is refused before a byte is read: not a regular file, or too large. */
function refusal(stats: Stats, limits: ReadLimits): TextFile | undefined {
  if (!stats.isFile()) return problem(`is ${kindOf(stats)}, not a regular file; ${limits.what} must be a regular file`);
  if (stats.size > limits.maxBytes)
    return problem(
      `is ${stats.size} bytes; ${limits.what} may be at most ${limits.maxBytes} bytes (${limits.documented})`,
    );
  return undefined;
}

/**
 * readTextFile for the few readers that must stay synchronous (the sources index, read on first use):
 * the same checks on the open descriptor, so a FIFO in place of a sources file is refused at once.
 */
export function readTextFileSync(file: string, limits: ReadLimits): TextFile {
  return readSyncOr(file, limits, (e) => `cannot be opened: ${describeIoError(e)}`);
}

/**
 * readTextFile done synchronously, with its very messages: for the corpus loader, which reads a
 * thousand small files one after another, where the five thread-pool round trips per file of the
 * promise API (open, stat, read, read, close) cost four times as long as the reads themselves.
 */
export function readCorpusFileSync(file: string, limits: ReadLimits = FIXTURE_FILE): TextFile {
  return readSyncOr(file, limits, (e) => whyNotOpenedSync(file, e));
}

function readSyncOr(file: string, limits: ReadLimits, whyNot: (e: unknown) => string): TextFile {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0));
  } catch (e) {
    return problem(whyNot(e));
  }
  try {
    const stats = fstatSync(fd);
    const refused = refusal(stats, limits);
    if (refused) return refused;
    const bytes = Buffer.alloc(stats.size);
    let filled = 0;
    while (filled < bytes.length) {
      const n = readSync(fd, bytes, filled, bytes.length - filled, filled);
      if (n === 0) break;
      filled += n;
    }
    if (filled !== stats.size || readSync(fd, Buffer.alloc(1), 0, 1, filled) !== 0)
      return problem('changed size while it was being read; read it again when nothing is writing to it');
    return decodeUtf8(bytes);
  } catch (e) {
    return problem(`cannot be read: ${describeIoError(e)}`);
  } finally {
    closeSync(fd);
  }
}

/** What the sources index and the card catalogue may be. */
export const SOURCES_FILE: ReadLimits = {
  maxBytes: 64 * 1024 * 1024,
  what: 'a sources index file',
  documented: 'the largest, the card catalogue, is under 1 MB',
};

/** Reads a sources file's text, or throws an Error naming the file and what is wrong with it. */
export function readSourcesText(file: string): string {
  const read = readTextFileSync(file, SOURCES_FILE);
  if (!read.ok) throw new Error(`${file} ${read.problem.message}`);
  return read.text;
}

/** Strict UTF-8: a BOM or an invalid byte sequence is refused with its place, never replaced by U+FFFD. */
export function decodeUtf8(bytes: Buffer): TextFile {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return problem(
      'starts with a UTF-8 byte order mark (BOM, the bytes EF BB BF); JSON text must not have one: save the file as UTF-8 without a BOM',
    );
  }
  if (!isUtf8(bytes)) {
    const offset = firstInvalidUtf8(bytes);
    const before = bytes.subarray(0, offset).toString('utf8');
    const lineStart = before.lastIndexOf('\n') + 1;
    const line = before.split('\n').length;
    const shown = [...bytes.subarray(offset, offset + 4)]
      .map((b) => b.toString(16).toUpperCase().padStart(2, '0'))
      .join(' ');
    return problem(
      `is not valid UTF-8: the bytes at offset ${offset} (${shown}) are not a UTF-8 sequence; JSON files are UTF-8 text`,
      line,
      before.length - lineStart + 1,
    );
  }
  return { ok: true, bytes, text: bytes.toString('utf8') };
}

/** Offset of the first byte that does not begin a well-formed UTF-8 sequence (Unicode 15, table 3-7). */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  const inRange = (i: number, lo: number, hi: number) => i < bytes.length && bytes[i]! >= lo && bytes[i]! <= hi;
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    let length = 0;
    if (b <= 0x7f) length = 1;
    else if (b >= 0xc2 && b <= 0xdf) length = inRange(i + 1, 0x80, 0xbf) ? 2 : 0;
    else if (b >= 0xe0 && b <= 0xef) {
      const lo = b === 0xe0 ? 0xa0 : 0x80;
      const hi = b === 0xed ? 0x9f : 0xbf;
      length = inRange(i + 1, lo, hi) && inRange(i + 2, 0x80, 0xbf) ? 3 : 0;
    } else if (b >= 0xf0 && b <= 0xf4) {
      const lo = b === 0xf0 ? 0x90 : 0x80;
      const hi = b === 0xf4 ? 0x8f : 0xbf;
      length = inRange(i + 1, lo, hi) && inRange(i + 2, 0x80, 0xbf) && inRange(i + 3, 0x80, 0xbf) ? 4 : 0;
    }
    if (length === 0) return i;
    i += length;
  }
  return bytes.length;
}

function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a FIFO (named pipe)';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isSocket()) return 'a socket';
  return 'not a regular file';
}

async function whyNotOpened(file: string, e: unknown): Promise<string> {
  const code = (e as NodeJS.ErrnoException).code;
  const link = code === 'ENOENT' ? await lstat(file).catch(() => undefined) : undefined;
  return openFailure(e, link?.isSymbolicLink() === true);
}

function whyNotOpenedSync(file: string, e: unknown): string {
  if ((e as NodeJS.ErrnoException).code !== 'ENOENT') return openFailure(e, false);
  let link: Stats | undefined;
  try {
    link = lstatSync(file, { throwIfNoEntry: false });
  } catch {
    link = undefined;
  }
  return openFailure(e, link?.isSymbolicLink() === true);
}

/** Why a file could not be opened; `dangling`: the name is a symbolic link whose target does not exist. */
function openFailure(e: unknown, dangling: boolean): string {
  if ((e as NodeJS.ErrnoException).code === 'ELOOP')
    return 'is a symbolic link that loops (it leads back to itself); point it at a file or remove it';
  if (dangling)
    return 'is a symbolic link to a file that does not exist (a dangling link); point it at a file or remove it';
  return `cannot be read: ${describeIoError(e)}`;
}

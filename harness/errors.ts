/**
 * The errors the library reports to its caller as one line, with exit status 2 at the command line:
 * a mistake in how it was called, a corpus or input file it cannot use, an output it cannot write.
 * Shared by the library and the CLI (the library never imports harness/cli/).
 */

/** A mistake in how the harness was called, or an input it cannot use: reported with exit code 2. */
export class UsageError extends Error {}

/** An output the harness could not write (a report, a baseline, standard output): exit code 2. */
export class OutputError extends UsageError {
  constructor(
    readonly target: string,
    cause: unknown,
  ) {
    super(`cannot write ${target}: ${describeIoError(cause)}`, { cause });
  }
}

const IO_CODES: Record<string, string> = {
  ENOSPC: 'no space left on the device',
  EROFS: 'the file system is read-only',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EISDIR: 'it is a directory',
  ENOTDIR: 'a part of the path is not a directory',
  ENOENT: 'no such file or directory',
  EPIPE: 'the reading end of the pipe was closed',
  EDQUOT: 'disk quota exceeded',
  EFBIG: 'the file is too large for the file system',
  EIO: 'input/output error',
  ELOOP: 'too many symbolic links (a symbolic link loop)',
  ENAMETOOLONG: 'the file name is too long',
  EMFILE: 'too many open files',
};

/** One line for a Node.js file-system error: what it means in words, then its code. */
export function describeIoError(e: unknown): string {
  const code = typeof e === 'object' && e !== null && 'code' in e && typeof e.code === 'string' ? e.code : undefined;
  if (code && Object.hasOwn(IO_CODES, code)) return `${IO_CODES[code]} (${code})`;
  const message = e instanceof Error ? e.message : String(e);
  return message.split('\n')[0] ?? message;
}

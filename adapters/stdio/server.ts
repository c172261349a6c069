import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import type { Adapter } from '../../harness/adapter.js';
import type { Answer, Started } from '../../harness/generated/protocol.js';
import { PROTOCOL_VERSIONS } from './protocol.js';

/**
 * The streams serveAdapter uses, written as the few members it needs rather than Node's stream
 * types, so that the package's public declarations compile without @types/node. process.stdin,
 * process.stdout and any Node stream fit.
 */
export interface ServeStreams {
  /** The protocol's input: bytes or text, line by line (a Node Readable is one). */
  input: AsyncIterable<Uint8Array | string>;
  output: ServeOutput;
  /** Free-form log (standard error): never protocol messages. */
  log: { write(text: string): unknown };
}

export interface ServeOutput {
  /** false when the stream's buffer is full: serveAdapter then waits for 'drain'. */
  write(text: string): boolean;
  once(event: 'drain', listener: () => void): unknown;
}

/** No in-process engine needs the harness's timeout: the harness enforces it on the other side of the pipe. */
const NO_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * The engine side of the protocol for any in-process Adapter: `phasing-cts serve` uses it for the
 * reference engine, and a TypeScript engine can use it to be run as a subprocess. Returns the exit
 * status: 0 after `stop` or the end of input, 2 on input that is not the protocol (a harness bug, so
 * it is reported loudly rather than guessed around).
 */
export async function serveAdapter(adapter: Adapter, io: ServeStreams): Promise<number> {
  // Answers are gathered and written once the input at hand has been handled: with a pipelining
  // harness several runs arrive together, and one write for all their answers saves a system call
  // and a wake-up of the harness per fixture. A request/response harness sees no difference.
  let unwritten = '';
  let flushQueued = false;
  const flush = (): boolean => {
    flushQueued = false;
    if (unwritten === '') return true;
    const text = unwritten;
    unwritten = '';
    return io.output.write(text);
  };
  const write = async (message: Started | Answer) => {
    unwritten += JSON.stringify(message) + '\n';
    if (unwritten.length >= 64 * 1024) {
      if (!flush()) await new Promise<void>((resolve) => io.output.once('drain', resolve));
    } else if (!flushQueued) {
      flushQueued = true;
      setImmediate(flush);
    }
  };
  const complain = (text: string) => {
    io.log.write(`phasing-cts serve: ${text}\n`);
    return 2;
  };
  const input = io.input instanceof Readable ? io.input : Readable.from(io.input);
  const lines = createInterface({ input, crlfDelay: Infinity });
  let started = false;
  let lineNo = 0;
  try {
    for await (const line of lines) {
      lineNo++;
      if (line.trim() === '') continue;
      let message: { cmd?: unknown; seq?: unknown; protocols?: unknown; request?: unknown };
      try {
        message = JSON.parse(line) as typeof message;
      } catch (e) {
        return complain(
          `input line ${lineNo} is not JSON (${(e as Error).message}); expected one protocol message per line`,
        );
      }
      if (message.cmd === 'start') {
        const offered = Array.isArray(message.protocols) ? message.protocols : [];
        // Reply with the version spoken even when it was not offered: the harness explains the mismatch.
        const protocol = PROTOCOL_VERSIONS.find((v) => offered.includes(v)) ?? PROTOCOL_VERSIONS[0]!;
        if (!offered.includes(protocol))
          complain(
            `the harness offered protocol versions ${JSON.stringify(message.protocols)}; this engine speaks ${PROTOCOL_VERSIONS.join(', ')}`,
          );
        // This engine reads its input line by line and answers in order, so runs may be pipelined.
        await write({ protocol, engine: await adapter.describe(), pipeline: true });
        started = true;
      } else if (message.cmd === 'run') {
        if (!started) return complain(`input line ${lineNo}: run before start`);
        if (typeof message.seq !== 'number') return complain(`input line ${lineNo}: run without a numeric seq`);
        let answer: Answer;
        try {
          const result = await adapter.run(message.request as Parameters<Adapter['run']>[0], {
            timeoutMs: NO_TIMEOUT_MS,
          });
          answer =
            'observation' in result
              ? { seq: message.seq, observation: result.observation }
              : { seq: message.seq, error: result.error };
        } catch (e) {
          // The engine's own failure on this fixture: report it and keep serving.
          answer = {
            seq: message.seq,
            error: { kind: 'internal', message: e instanceof Error ? `${e.name}: ${e.message}` : String(e) },
          };
        }
        await write(answer);
      } else if (message.cmd === 'stop') {
        return 0;
      } else {
        return complain(
          `input line ${lineNo}: unknown cmd ${JSON.stringify(message.cmd)} (expected start, run or stop)`,
        );
      }
    }
    return 0;
  } finally {
    flush();
    lines.close();
    await adapter.close();
  }
}

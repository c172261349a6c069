// Shared by the deliberately broken engines in this directory (Bowtie calls theirs "fauxmplementations").
// Each is the reference engine (from dist/: run `npm run build` first) behind a hand-written protocol
// loop, misbehaving in one way on the fixture whose id is the first argument, and correct on every
// other fixture, so a test can check that the fault costs that fixture alone.
import { appendFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { referenceEngineInfo, runReference } from '../../../dist/adapters/reference/index.js';

// With START_LOG set, every engine process appends its pid to that file as it starts.
if (process.env.START_LOG) appendFileSync(process.env.START_LOG, `${process.pid}\n`);

/** The fixture id this engine misbehaves on. */
export const target = process.argv[2] ?? '';

export function send(message) {
  process.stdout.write(JSON.stringify(message) + '\n');
}

/** The correct answer to a run message. */
export function answer(message) {
  return { seq: message.seq, ...runReference(message.request) };
}

/** With PIPELINE=1 the engine declares that runs may be sent before earlier ones are answered. */
export function started() {
  return { protocol: 1, engine: referenceEngineInfo(), ...(process.env.PIPELINE === '1' ? { pipeline: true } : {}) };
}

/**
 * Serves the protocol. `onRun(message)` may handle a run itself and return true; otherwise the
 * correct answer is sent. `onStart(message)` likewise for start.
 */
export async function serve({ onStart, onRun } = {}) {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    const message = JSON.parse(line);
    if (message.cmd === 'start') {
      if (!(await onStart?.(message))) send(started());
    } else if (message.cmd === 'run') {
      if (!(await onRun?.(message))) send(answer(message));
    } else if (message.cmd === 'stop') {
      break;
    }
  }
  lines.close();
  process.stdin.destroy();
}

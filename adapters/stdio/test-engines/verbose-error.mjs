// An engine that answers every run with an internal error whose message is VERBOSE_CHARS characters
// long (30,000 by default), and writes as much to standard error: what an engine dumping a whole
// traceback or state into every answer looks like.
import { send, serve } from './lib.mjs';

const size = Number(process.env.VERBOSE_CHARS ?? 30_000);
await serve({
  onRun(message) {
    process.stderr.write('e'.repeat(size) + '\n');
    send({
      seq: message.seq,
      error: { kind: 'internal', message: `failed on ${message.request.fixture}: ${'x'.repeat(size)}` },
    });
    return true;
  },
});

// A correct engine that logs freely to standard error, and adds a property the protocol does not
// define to its answer for the target fixture: harmless by default, a violation under --validate-protocol.
// With RUN_LOG set, it appends "<pid> <fixture>" to that file for every run (which process ran what).
import { appendFileSync } from 'node:fs';
import { answer, send, serve, target } from './lib.mjs';

await serve({
  onStart() {
    process.stderr.write('chatty.mjs: warming up\n');
    return false;
  },
  onRun(message) {
    process.stderr.write(`chatty.mjs: running ${message.request.fixture}\n`);
    if (process.env.RUN_LOG) appendFileSync(process.env.RUN_LOG, `${process.pid} ${message.request.fixture}\n`);
    if (message.request.fixture !== target) return false;
    send({ ...answer(message), debugMs: 1.5 });
    return true;
  },
});

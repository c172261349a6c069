// A correct engine that appends to RUN_LOG, for each run, the fixture id and the time it read the run
// message (Date.now()), so a test can tell whether the harness wrote it before doing something else.
import { appendFileSync } from 'node:fs';
import { serve } from './lib.mjs';

await serve({
  onRun: (message) => {
    appendFileSync(process.env.RUN_LOG, `${message.request.fixture} ${Date.now()}\n`);
    return false;
  },
});

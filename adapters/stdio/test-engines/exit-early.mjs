// Exits cleanly (status 0) when asked to run the target fixture, without answering it.
import { serve, target } from './lib.mjs';

await serve({
  onRun(message) {
    if (message.request.fixture !== target) return false;
    process.stderr.write('exit-early.mjs: done for today\n');
    process.exit(0);
  },
});

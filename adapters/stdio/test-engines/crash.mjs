// Dies with a traceback on standard error (exit status 3) when asked to run the target fixture.
import { serve, target } from './lib.mjs';

await serve({
  onRun(message) {
    if (message.request.fixture !== target) return false;
    process.stderr.write(
      `Traceback (most recent call last):\n  File "engine.py", line 42, in run\nKeyError: '${target}'\n`,
    );
    process.exit(3);
  },
});

// Crashes on the target fixture, and from then on every new process dies before answering start
// (as if the crash had corrupted a cache): the harness must stop restarting after a few attempts.
// The marker file is named by BROKEN_MARKER_FILE.
import { existsSync, writeFileSync } from 'node:fs';
import { serve, target } from './lib.mjs';

const marker = process.env.BROKEN_MARKER_FILE;
if (marker && existsSync(marker)) {
  process.stderr.write('broken-restart.mjs: cache corrupted, cannot start\n');
  process.exit(4);
}
await serve({
  onRun(message) {
    if (message.request.fixture !== target) return false;
    if (marker) writeFileSync(marker, 'broken');
    process.exit(3);
  },
});

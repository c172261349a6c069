// Prints a non-JSON line in place of the target fixture's answer, then the answer itself: the harness
// must not take that late answer for the next fixture's.
import { answer, send, serve, target } from './lib.mjs';

await serve({
  onRun(message) {
    if (message.request.fixture !== target) return false;
    process.stdout.write('Loading card database... done\n');
    send(answer(message));
    return true;
  },
});

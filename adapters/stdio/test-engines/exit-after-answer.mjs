// Answers the target fixture correctly, then exits (status 0) while no request is pending: the next
// fixture sent to this process finds it gone.
import { answer, send, serve, target } from './lib.mjs';

await serve({
  onRun(message) {
    if (message.request.fixture !== target) return false;
    send(answer(message));
    process.exit(0);
  },
});

// Answers the target fixture with a seq one higher than the one it was sent.
import { answer, send, serve, target } from './lib.mjs';

await serve({
  onRun(message) {
    if (message.request.fixture !== target) return false;
    send({ ...answer(message), seq: message.seq + 1 });
    return true;
  },
});

// Answers the target fixture correctly, then writes one more line nobody asked for.
import { answer, send, serve, target } from './lib.mjs';

await serve({
  onRun(message) {
    if (message.request.fixture !== target) return false;
    send(answer(message));
    send({ seq: message.seq, note: 'one more thing' });
    return true;
  },
});

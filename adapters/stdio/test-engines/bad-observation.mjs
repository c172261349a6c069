// Answers the target fixture with an observation that does not match schema/observation.schema.json
// (an object in a zone that does not exist, and no "end" checkpoint).
import { answer, send, serve, target } from './lib.mjs';

await serve({
  onRun(message) {
    if (message.request.fixture !== target) return false;
    const good = answer(message);
    const end = good.observation.checkpoints.end;
    const objects = end.objects.map((o, i) => (i === 0 ? { ...o, zone: 'limbo' } : o));
    send({
      seq: message.seq,
      observation: { actions: good.observation.actions, checkpoints: { final: { ...end, objects } } },
    });
    return true;
  },
});

// Speaks a protocol version the harness does not (99), whose reply to start has another shape: the
// harness must name the version mismatch, not complain about the shape.
import { send, serve } from './lib.mjs';

await serve({
  onStart() {
    send({ protocol: 99, implementation: { name: 'from the future' } });
    return true;
  },
});

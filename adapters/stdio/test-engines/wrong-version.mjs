// Speaks a protocol version the harness does not (99).
import { send, serve, started } from './lib.mjs';

await serve({
  onStart() {
    send({ ...started(), protocol: 99 });
    return true;
  },
});

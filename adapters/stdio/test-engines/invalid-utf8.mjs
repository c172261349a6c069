// On the target fixture, answers with a correct observation whose bytes are not valid UTF-8 (a Latin-1
// "é" inside a string): the harness must refuse the line, not read it with U+FFFD in place of the byte.
import { answer, serve, target } from './lib.mjs';

await serve({
  onRun(message) {
    if (message.request.fixture !== target) return false;
    const text = JSON.stringify({ ...answer(message), note: 'caf\u00e9' });
    const at = text.indexOf('caf') + 3;
    process.stdout.write(
      Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from([0xe9]), Buffer.from(text.slice(at + 1) + '\n')]),
    );
    return true;
  },
});

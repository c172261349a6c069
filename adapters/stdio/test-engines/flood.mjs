// On the target fixture, writes standard output without ever ending the line (until killed). On every
// fixture it also writes 256 KiB to standard error, which the harness must drain and bound.
import { serve, target } from './lib.mjs';

const chunk = 'x'.repeat(64 * 1024);
await serve({
  onRun(message) {
    const flooding = message.request.fixture === target;
    // Standard output floods only once standard error has been handed to the OS in full: data still in
    // this process's own buffers when the harness kills it is lost, and the test checks the harness
    // keeps everything the engine did deliver.
    process.stderr.write('e'.repeat(256 * 1024) + '\nflood.mjs: stderr flood done\n', () => {
      if (!flooding) return;
      const more = () => {
        while (process.stdout.write(chunk));
        process.stdout.once('drain', more);
      };
      more();
    });
    // Busy flooding for good: runs sent after this one (pipelining) are never read.
    return flooding ? new Promise(() => {}) : false;
  },
});

// On the target fixture, writes standard output without ever ending the line (until killed). On every
// fixture it also writes 256 KiB to standard error, which the harness must drain and bound.
import { serve, target } from './lib.mjs';

const chunk = 'x'.repeat(64 * 1024);
await serve({
  onRun(message) {
    process.stderr.write('e'.repeat(256 * 1024) + '\nflood.mjs: stderr flood done\n');
    if (message.request.fixture !== target) return false;
    const more = () => { while (process.stdout.write(chunk)); process.stdout.once('drain', more); };
    more();
    return true;
  },
});

// Never answers start (an engine stuck loading, or one that waits for something else first).
import { serve } from './lib.mjs';

process.stderr.write('silent-start.mjs: waiting for a message that never comes\n');
await serve({ onStart: () => true });

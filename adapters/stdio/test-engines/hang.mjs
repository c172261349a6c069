// Never answers the target fixture. Before hanging it starts a grandchild process and ignores SIGTERM,
// so a test can check that the harness kills the whole process group, not just the shell it started.
// The grandchild's pid is written to the file named by GRANDCHILD_PID_FILE.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { serve, target } from './lib.mjs';

process.on('SIGTERM', () => process.stderr.write('hang.mjs: ignoring SIGTERM\n'));
await serve({
  onRun(message) {
    if (message.request.fixture !== target) return false;
    const grandchild = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    if (process.env.GRANDCHILD_PID_FILE) writeFileSync(process.env.GRANDCHILD_PID_FILE, String(grandchild.pid));
    process.stderr.write(`hang.mjs: thinking about ${target} forever\n`);
    // Stuck for good: runs sent after this one (pipelining) are never read either.
    return new Promise(() => {});
  },
});

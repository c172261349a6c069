// A correct engine that first starts a process in a session of its own (so the harness's kill of the
// engine's process group cannot reach it) holding the engine's standard output and error open,
// like `setsid sleep 30 &` in a shell. Its pid is written to the file named by GRANDCHILD_PID_FILE.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { serve } from './lib.mjs';

const holder = spawn('sleep', [process.env.GRANDCHILD_SECONDS ?? '20'], {
  detached: true,
  stdio: ['ignore', 'inherit', 'inherit'],
});
holder.unref();
if (process.env.GRANDCHILD_PID_FILE) writeFileSync(process.env.GRANDCHILD_PID_FILE, String(holder.pid));
await serve();

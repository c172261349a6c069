// A correct engine that takes SLOW_MS milliseconds per fixture, and appends to RUN_LOG, for each run,
// how many run messages it had received and not yet answered when it began it (its backlog). With
// a pipelining harness the backlog grows past zero; with strict request/response it never does.
import { appendFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { answer, send, started } from './lib.mjs';

const slowMs = Number(process.env.SLOW_MS ?? 200);
const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
const queue = [];
let received = 0;
let answered = 0;
let wake;
lines.on('line', (line) => {
  const message = JSON.parse(line);
  if (message.cmd === 'run') received++;
  queue.push(message);
  wake?.();
});
lines.on('close', () => {
  queue.push({ cmd: 'stop' });
  wake?.();
});
for (;;) {
  if (queue.length === 0)
    await new Promise((r) => {
      wake = r;
    });
  wake = undefined;
  const message = queue.shift();
  if (message.cmd === 'start') send(started());
  else if (message.cmd === 'run') {
    if (process.env.RUN_LOG)
      appendFileSync(process.env.RUN_LOG, `${message.request.fixture} ${received - answered - 1}\n`);
    await sleep(slowMs);
    send(answer(message));
    answered++;
  } else break;
}
lines.close();
process.stdin.destroy();

/**
 * Work to undo when the harness is interrupted (SIGINT, SIGTERM, SIGHUP) or exits: engine process
 * groups to kill, temporary report files to remove. Cleanups run synchronously (a signal handler
 * cannot wait), then the signal does what it would have done without us: the process dies by it, so
 * a shell sees 130 for SIGINT and 143 for SIGTERM (docs/REPORTS.md). When something else in the
 * process (a test runner) also listens for the signal, it is left to decide.
 */
const cleanups = new Set<() => void>();
let installed = false;

/** Registers a synchronous cleanup; returns the function that unregisters it (call it when done). */
export function onInterrupt(cleanup: () => void): () => void {
  install();
  cleanups.add(cleanup);
  return () => {
    cleanups.delete(cleanup);
  };
}

function runCleanups(): void {
  for (const cleanup of [...cleanups]) {
    cleanups.delete(cleanup);
    try {
      cleanup();
    } catch {
      // Best effort: one failed cleanup must not keep the others from running.
    }
  }
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

function onSignal(signal: NodeJS.Signals): void {
  runCleanups();
  // Uninstall first, so that re-raising reaches the default action (or the other listeners), and a
  // process that lives on (a test runner) gets the handlers again with the next registration.
  installed = false;
  process.removeListener('exit', runCleanups);
  for (const s of SIGNALS) process.removeListener(s, onSignal);
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

function install(): void {
  if (installed) return;
  installed = true;
  process.on('exit', runCleanups);
  for (const signal of SIGNALS) process.on(signal, onSignal);
}

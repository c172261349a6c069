import { UsageError } from '../errors.js';

let abandoned = false;
/**
 * True once a deadline has passed: the late work (a module's timer, a describe() still pending) is
 * user code that cannot be cancelled, so the CLI exits when its command is done instead of waiting on it.
 */
export const workAbandoned = (): boolean => abandoned;

/**
 * `promise`, or a UsageError saying `what` did not finish within `ms`. Two ways it can never
 * finish are told apart: something keeps waiting (a timer, a socket) and the deadline passes; or
 * nothing is left that could settle it (a top-level await on a promise nobody resolves), which Node
 * would otherwise end silently with status 13: the event loop empties, and the error is given then.
 */
export async function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let onIdle: (() => void) | undefined;
  const expired = new Promise<never>((_, reject) => {
    // Unreferenced: the deadline alone must not keep the process alive, so an empty loop shows up as 'beforeExit'.
    timer = setTimeout(() => {
      abandoned = true;
      reject(new UsageError(`${what} did not finish within ${ms} ms`));
    }, ms).unref();
    onIdle = () => reject(new UsageError(`${what} never finished: it waits on a promise nothing is left to settle`));
    process.once('beforeExit', onIdle);
  });
  try {
    return await Promise.race([promise, expired]);
  } finally {
    clearTimeout(timer);
    if (onIdle) process.off('beforeExit', onIdle);
  }
}

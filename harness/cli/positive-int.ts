import { UsageError } from '../errors.js';

/** A command-line option that must be a whole number of at least 1 (undefined when not given). */
export function positiveInt(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new UsageError(`${name} expects a whole number of at least 1, not "${value}"`);
  return n;
}

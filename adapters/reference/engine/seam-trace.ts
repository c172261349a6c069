import type { Seams } from './game-interface.js';

/**
 * The seams with every call recorded as a coverage key: which rule decision was asked, about what
 * kind of arguments, and what it answered. The fuzzer reads the reference engine's keys after each
 * scenario (harness/fuzz/coverage.ts): a scenario that makes the rules decide something no earlier
 * scenario did is kept and mutated further. The seams are where the named faults plug in, so they
 * are the engine's rule decisions, and the keys are few (a few thousand at most) because an
 * argument is summarized by its kind, never by its identity. With the step it was made in, a key
 * names a decision in its context; the caller counts how often each is made.
 */
export function tracedSeams(base: Seams, record: (key: string) => void): Seams {
  const out: Record<string, unknown> = {};
  for (const [area, value] of Object.entries(base) as [string, unknown][]) {
    if (typeof value === 'function') {
      out[area] = traced(area, value as Fn, record);
      continue;
    }
    const group: Record<string, unknown> = {};
    for (const [name, fn] of Object.entries(value as Record<string, Fn>))
      group[name] = traced(`${area}.${name}`, fn, record);
    out[area] = group;
  }
  return out as unknown as Seams;
}

type Fn = (...args: unknown[]) => unknown;

function traced(path: string, fn: Fn, record: (key: string) => void): Fn {
  return function (this: unknown, ...args: unknown[]) {
    const result = fn.apply(this, args);
    // The first argument of a seam taking the game is the game: of it, only the step the decision is
    // made in is kept (a permanent's untapping asked in the untap step or by a spell is not the same case).
    const game = args.length > 0 && isGame(args[0]) ? args[0] : undefined;
    const from = game ? 1 : 0;
    let key = (game ? game.step + ':' : '') + path + '(';
    for (let i = from; i < args.length; i++) key += summary(args[i]) + ',';
    record(key + ')' + summary(result));
    return result;
  };
}

const isGame = (v: unknown): v is { step: string } =>
  typeof v === 'object' && v !== null && 'seams' in v && 'turnIndex' in v && 'step' in v;

/** Longest string kept as itself (reader names, steps, "attack"); longer ones are only "a string". */
const SHORT = 32;

/** An argument or result by kind: enough to tell decisions apart, never which object it was. */
function summary(v: unknown): string {
  switch (typeof v) {
    case 'boolean':
      return v ? 'T' : 'F';
    case 'string':
      return v.length <= SHORT ? v : 's';
    case 'number':
      return v === 0 ? '0' : v > 0 ? '+' : '-';
    case 'undefined':
      return 'u';
    case 'function':
      return 'f';
    case 'object':
      if (v === null) return 'n';
      if (Array.isArray(v)) return v.length === 0 ? '[]' : '[+]';
      // A game object: whether it is phased out is what the phasing rules decide about.
      if ('phased' in v) return v.phased ? 'P' : 'o';
      return 'x';
    default:
      return '?';
  }
}

import type { Capability, Expectation } from '../generated/fixture.js';
import type { Snapshot } from '../generated/observation.js';
import type { Failure } from '../generated/report.js';

/** A failure before the runner adds where it was found (which expectation, pointer, checkpoint). */
export type FailureFacts = Omit<Failure, 'expectation' | 'pointer' | 'at'>;

/** What lint gives a kind to check the names its expectations use. */
export interface LintScope {
  /** JSON pointer of the expectation being checked (`/expect/3`). */
  at: string;
  checkObject(id: string | undefined, pointer: string): void;
  checkPlayer(id: string | undefined, pointer: string): void;
  checkAbility(source: string, ability: string, pointer: string): void;
  /** Labels of the fixture's actions. */
  labels: ReadonlySet<string>;
  report(pointer: string, message: string, rule: string): void;
}

/**
 * Everything about one kind of expectation, in its own module: how it is recognised, where it is
 * checked, what it needs of an engine, and how it is told. The registry (`registry.ts`) holds one per
 * kind; nothing else looks inside an expectation to tell its kind.
 */
export interface KindModule<E extends Expectation> {
  /** The property only this kind carries, required by its `$defs` entry in schema/fixture.schema.json. */
  key: string;
  /** Its definition in schema/fixture.schema.json (a branch of `Expectation`). */
  schemaDef: string;
  /**
   * The checkpoint whose snapshot it is read from ("end" when it names none), or undefined when it is
   * judged by what became of an action (accepted or rejected) instead of by a snapshot.
   */
  checkpoint(e: E): string | undefined;
  /** Compares it with the snapshot at its checkpoint; an empty list means it holds. */
  check(e: E, snap: Snapshot): FailureFacts[];
  /** What the engine must be able to do or report for it to be checked at all. */
  capabilities(e: E): Capability[];
  /** Checks what a JSON Schema cannot say: the objects, players, abilities, labels it names exist. */
  lint(e: E, scope: LintScope): void;
  /** The expectation in words (explain, the HTML report). */
  text(e: E): string;
  /** What the engine reported for the same facts, in the same words; undefined when there is nothing to tell. */
  observedText(e: E, snap: Snapshot): string | undefined;
  /** What it says about an action's fate: the action's label and whether it must be rejected. */
  actionFate?(e: E): { label: string; rejected: boolean };
}

export function mismatch(subject: string, field: string, expected: unknown, actual: unknown): FailureFacts {
  return {
    subject,
    field,
    expected,
    ...(actual === undefined ? {} : { actual }),
    message: `${subject}.${field}: expected ${JSON.stringify(expected)}, got ${actual === undefined ? 'nothing' : JSON.stringify(actual)}`,
  };
}

/** Structural equality; counters compare with zero-valued kinds dropped. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const strip = (x: object) => Object.entries(x).filter(([, v]) => v !== 0 && v !== undefined);
  const ea = strip(a);
  const eb = new Map(strip(b));
  if (ea.length !== eb.size) return false;
  return ea.every(([k, v]) => eb.has(k) && sameValue(v, eb.get(k)));
}

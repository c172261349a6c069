import type { Scenario } from './build-scenario.js';

/** A scenario the fuzzer played without a divergence, kept because it made a decision none before it did. */
export interface KeptScenario {
  scenario: Scenario;
  edition: string;
  /** Where it came from, in words: a draft found from it names the whole chain. */
  origin: string[];
}

/**
 * Most scenarios kept per job. Each is kept for a decision key never seen before, and the keys
 * summarize arguments by kind, so a job rarely reaches this; the cap bounds memory if it does.
 */
const MAX_KEPT = 5_000;

/**
 * Largest scenario kept. Each generation of mutations adds actions, and a long scenario is slow to
 * play and to shrink: nine in ten corpus fixtures have at most 8 actions and 4 objects, and 15 and
 * 14 are the most any has.
 */
const MAX_ACTIONS = 16;
const MAX_OBJECTS = 12;

/**
 * The scenarios a job keeps for new coverage, as in coverage-guided fuzzers (AFL's queue): later
 * draws start from them and mutate further, so a change that reaches a new rule decision is built
 * on rather than lost. This is what lets two changes that are only useful together be found one
 * after the other: a flicker that makes an effect look at a new object, then an untap step that
 * asks the effect again.
 */
export class Frontier {
  private readonly seenKeys = new Set<string>();
  private readonly kept: KeptScenario[] = [];

  get size(): number {
    return this.kept.length;
  }

  /** Every decision key seen so far. */
  get keys(): ReadonlySet<string> {
    return this.seenKeys;
  }

  /** Records the scenario's decisions; keeps it when one of them is new. Returns whether it was kept. */
  offer(keys: ReadonlySet<string>, scenario: KeptScenario): boolean {
    let fresh = false;
    for (const key of keys) {
      if (this.seenKeys.has(key)) continue;
      this.seenKeys.add(key);
      fresh = true;
    }
    if (!fresh || this.kept.length >= MAX_KEPT) return false;
    const { setup, actions } = scenario.scenario;
    if (actions.length > MAX_ACTIONS || setup.objects.length > MAX_OBJECTS) return false;
    this.kept.push(scenario);
    return true;
  }

  /** The kept scenario at this index (modulo the count), or undefined while none is kept. */
  at(index: number): KeptScenario | undefined {
    return this.kept.length === 0 ? undefined : this.kept[index % this.kept.length];
  }
}

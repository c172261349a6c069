import type { PhasedOutReader, SeamPatch } from '../engine/seams.js';

/**
 * A named fault: it switches one rule of the reference engine off (or gets it wrong on purpose) by
 * replacing one or more of the engine's seams (engine/seams.ts), so the suite can prove that some
 * fixture notices. A fault changes one rule and nothing else; the rules never know it exists.
 */
export interface FaultDefinition {
  id: string;
  /** Stable meaning ids of the clauses it breaks. */
  breaks: string[];
  /**
   * Meanings, beside those it breaks, that must be in force in an edition for the fault to change any game
   * there: where one is not, the faulty engine plays exactly as the clean one (harness/fuzz/fault-edition.ts).
   */
  showsOnlyWith?: string[];
  description: string;
}

export interface FaultModule extends FaultDefinition {
  /** The seams it replaces. */
  plug: SeamPatch;
}

/** Readers that see phased-out permanents although the rules say they don't exist (702.26b). */
export function seeing(...readers: PhasedOutReader[]): SeamPatch {
  return { seesPhasedOut: (base) => (reader) => readers.includes(reader) || base(reader) };
}

/** A rule that looks at phased-out permanents, made blind to them. */
export function notSeeing(reader: PhasedOutReader): SeamPatch {
  return { seesPhasedOut: (base) => (r) => r !== reader && base(r) };
}

import { FAULTS, type FaultId } from '../../adapters/reference/faults.js';
import { clauseFor, relatedRulesFor } from '../sources/load-sources.js';
import { relatedRuleExistsIn } from '../sources/related-rule-history.js';

/** Whether a meaning is in force in an edition: a phasing clause that edition's rule has, or a related rule that existed then. */
function inForce(meaning: string, edition: string): boolean {
  if (meaning.startsWith('PH-')) return clauseFor(meaning, edition) !== null;
  return relatedRulesFor(meaning).some((r) => relatedRuleExistsIn(r, edition));
}

/**
 * The edition to fuzz faults in when none is given: the newest of `editions` in which, for each fault, some
 * meaning it breaks and every meaning it shows only with are in force, since elsewhere a faulty engine may play
 * exactly as the clean one (phased-out tokens ceased to exist only before 2017-08-25). The newest when none
 * qualifies.
 */
export function faultEdition(faults: readonly FaultId[], editions: readonly string[]): string {
  const chosen = FAULTS.filter((f) => faults.includes(f.id));
  const shows = (e: string) =>
    chosen.every((f) => f.breaks.some((m) => inForce(m, e)) && (f.showsOnlyWith ?? []).every((m) => inForce(m, e)));
  const newestFirst = [...editions].sort().reverse();
  return newestFirst.find(shows) ?? newestFirst[0]!;
}

import type { Fixture } from '../generated/fixture.js';
import { inDateRange } from './edition-dates.js';

/** Whether the fixture applies under the edition that took effect on `edition`. */
export function appliesIn(f: Fixture, edition: string): boolean {
  return inDateRange(edition, f.editions);
}

import type { Fixture } from '../generated/fixture.js';
import type { EngineInfo } from '../adapter.js';
import { inDateRange } from './edition-dates.js';

/** Whether the fixture applies under the edition that took effect on `edition`. */
export function appliesIn(f: Fixture, edition: string): boolean {
  return inDateRange(edition, f.editions);
}

export interface Missing {
  capabilities: string[];
  cards: string[];
  edition?: string;
}

/** What the engine lacks to run the fixture under the edition, or undefined when it has everything. */
const declared = new WeakMap<EngineInfo, { caps: Set<string>; cards: Set<string> | undefined }>();

export function missingFor(f: Fixture, engine: EngineInfo, edition: string): Missing | undefined {
  let sets = declared.get(engine);
  if (!sets) {
    sets = { caps: new Set(engine.capabilities), cards: engine.cards === '*' ? undefined : new Set(engine.cards) };
    declared.set(engine, sets);
  }
  const caps = sets.caps;
  const capabilities = f.requires.capabilities.filter((c) => !caps.has(c));
  const cardSet = sets.cards;
  const cards = cardSet ? f.requires.cards.filter((c) => !cardSet.has(c)) : [];
  const editionOk = engine.editions.some((r) => inDateRange(edition, r));
  if (capabilities.length === 0 && cards.length === 0 && editionOk) return undefined;
  return { capabilities, cards, ...(editionOk ? {} : { edition }) };
}

import type { EngineInfo } from '../adapter.js';
import type { Capability, Fixture } from '../generated/fixture.js';
import { inDateRange } from '../model/edition-dates.js';
import { impliedCapabilities, usedCards } from './implied-requirements.js';

/** What an engine needs to run a fixture. */
export interface Requirements {
  capabilities: Capability[];
  cards: string[];
}

// A fixture is read-only once loaded, and the runner asks for each one's needs once per edition and
// engine: compute them once per fixture object.
const computed = new WeakMap<Fixture, Requirements>();

/**
 * The one answer to "what does this fixture need": what its content implies (setup fields, actions,
 * expectations: implied-requirements.ts), plus whatever its hand-written `requires` adds. A fixture
 * never has to list what its content implies; lint, the manifest, `plan`, `explain`, the profiles and
 * the runner all read this, so a fixture written before a capability existed is still held to it.
 */
export function fixtureRequirements(f: Fixture): Requirements {
  let needs = computed.get(f);
  if (!needs) {
    needs = {
      capabilities: [...new Set([...impliedCapabilities(f), ...f.requires.capabilities])].sort(),
      cards: [...new Set([...usedCards(f), ...f.requires.cards])].sort(),
    };
    computed.set(f, needs);
  }
  return needs;
}

export interface Missing {
  capabilities: string[];
  cards: string[];
  edition?: string;
}

const declared = new WeakMap<EngineInfo, { caps: Set<string>; cards: Set<string> | undefined }>();

/** What the engine lacks to run the fixture under the edition, or undefined when it has everything. */
export function missingFor(f: Fixture, engine: EngineInfo, edition: string): Missing | undefined {
  let sets = declared.get(engine);
  if (!sets) {
    sets = { caps: new Set(engine.capabilities), cards: engine.cards === '*' ? undefined : new Set(engine.cards) };
    declared.set(engine, sets);
  }
  const needs = fixtureRequirements(f);
  const caps = sets.caps;
  const capabilities = needs.capabilities.filter((c) => !caps.has(c));
  const cardSet = sets.cards;
  const cards = cardSet ? needs.cards.filter((c) => !cardSet.has(c)) : [];
  const editionOk = engine.editions.some((r) => inDateRange(edition, r));
  if (capabilities.length === 0 && cards.length === 0 && editionOk) return undefined;
  return { capabilities, cards, ...(editionOk ? {} : { edition }) };
}

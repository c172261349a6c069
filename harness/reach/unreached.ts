// Why a coverage row is out of a declaration's reach: what the approved fixtures covering it need that the
// declaration lacks. An engine author reads it as "implement this capability" or "add this card".
import type { LoadedFixture } from '../corpus/load-corpus.js';
import type { EngineInfo } from '../generated/engine.js';
import { missingFor } from '../requirements/requirements.js';

export interface UnreachedRows {
  /** Undeclared capabilities that every fixture covering a row needs, each with those rows. */
  byCapability: { capability: string; rows: string[] }[];
  /** Rows whose nearest fixture lacks only cards, with the cards of the nearest one. */
  cardsOnly: { row: string; cards: string[] }[];
  /** Rows whose fixtures each need some capability, but no one capability all of them need. */
  mixed: string[];
}

/** `rows` maps each row out of reach to the ids of the applicable approved fixtures that cover it. */
export function explainUnreached(
  rows: ReadonlyMap<string, readonly string[]>,
  fixtures: ReadonlyMap<string, LoadedFixture>,
  engine: EngineInfo,
  edition: string,
): UnreachedRows {
  const byCapability = new Map<string, string[]>();
  const cardsOnly: UnreachedRows['cardsOnly'] = [];
  const mixed: string[] = [];
  for (const [row, ids] of rows) {
    const gaps = ids.flatMap((id) => {
      const lf = fixtures.get(id);
      const gap = lf && missingFor(lf.fixture, engine, edition);
      return gap ? [gap] : [];
    });
    if (gaps.length === 0) continue;
    const nearest = gaps.reduce((a, b) => (b.capabilities.length < a.capabilities.length ? b : a));
    if (nearest.capabilities.length === 0) {
      cardsOnly.push({ row, cards: nearest.cards });
      continue;
    }
    const common = gaps.reduce((acc, g) => acc.filter((c) => g.capabilities.includes(c)), gaps[0]!.capabilities);
    if (common.length === 0) mixed.push(row);
    for (const c of common) byCapability.set(c, [...(byCapability.get(c) ?? []), row]);
  }
  return {
    byCapability: [...byCapability]
      .map(([capability, r]) => ({ capability, rows: r }))
      .sort((a, b) => b.rows.length - a.rows.length || a.capability.localeCompare(b.capability)),
    cardsOnly,
    mixed,
  };
}

/** Terminal lines under a figure: the capabilities that keep the most rows out, then the rows a card away. */
export function formatUnreached(u: UnreachedRows, indent: string): string[] {
  const lines: string[] = [];
  if (u.byCapability.length > 0)
    lines.push(
      `${indent}needing a capability every fixture for them uses: ${u.byCapability.map((c) => `${c.capability} ${c.rows.length}`).join(', ')}`,
    );
  if (u.mixed.length > 0) lines.push(`${indent}needing one of several capabilities: ${u.mixed.length}`);
  if (u.cardsOnly.length > 0)
    lines.push(
      `${indent}a card away (the nearest fixture needs only cards): ${u.cardsOnly.map((c) => `${c.row} (${c.cards.join(', ')})`).join('; ')}`,
    );
  return lines;
}

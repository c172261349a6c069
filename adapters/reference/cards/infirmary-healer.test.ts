import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../index.js';
import { infirmaryHealer } from './infirmary-healer.js';

// The copy of a prepare spell has only the prepare spell's characteristics (722.3c): those the catalogue prints in
// Infirmary Healer's inset frame ("Stream of Life {X}{G} — Sorcery" and its text), in the catalogue's own shape.
describe('Infirmary Healer’s prepare spell', () => {
  it('is the Stream of Life the catalogue prints in its inset frame', () => {
    const healer = loadCatalogue().get('Infirmary Healer')!;
    const [, name, cost, type] = /\n([^\n{]+) (\{[^\n]+\}) — (\w+)\n/.exec(healer.oracle) ?? [];
    const text = healer.abilities.find((a) => a.key === 'prepare-spell')!.text;
    const colors = [...new Set((cost ?? '').match(/[WUBRG]/g))];
    expect(infirmaryHealer.prepare?.card).toEqual({
      name,
      manaCost: cost,
      colors,
      types: [type],
      oracle: text,
      source: expect.stringContaining("Infirmary Healer's prepare spell") as unknown,
      abilities: [{ key: 'spell', kind: 'spell', text }],
    });
    expect([name, cost, colors, type]).toEqual(['Stream of Life', '{X}{G}', ['G'], 'Sorcery']);
  });
});

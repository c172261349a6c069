import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardModuleFromEnv, cardNamesIn, fixtureUsesCard, testMentionsCard } from './card-scope.js';

describe('cardNamesIn', () => {
  it('reads the names a card module declares, in either quote', () => {
    expect(cardNamesIn("export const x = {\n  name: 'Blinking Spirit',\n  spell: {},\n};\n")).toEqual([
      'Blinking Spirit',
    ]);
    expect(cardNamesIn("const a = {\n  name: \"Teferi's Imp\",\n};\nconst b = {\n    name: 'Bears' };")).toEqual([
      "Teferi's Imp",
      'Bears',
    ]);
    expect(cardNamesIn('export function helper(name: string) { return { name }; }')).toEqual([]);
  });
});

describe('fixtureUsesCard and testMentionsCard', () => {
  it('find a fixture object of the card, not a card whose name contains it', () => {
    const fixture = JSON.stringify({ setup: { objects: [{ id: 's', card: 'Blinking Spirit' }] } });
    expect(fixtureUsesCard(fixture, ['Blinking Spirit'])).toBe(true);
    expect(fixtureUsesCard(fixture, ['Spirit'])).toBe(false);
  });
  it('find a unit test naming the card or importing its module', () => {
    expect(testMentionsCard("put(g, 'Blinking Spirit')", ['Blinking Spirit'], 'blinking-spirit')).toBe(true);
    expect(testMentionsCard("import { x } from '../cards/blinking-spirit.js';", ['Nope'], 'blinking-spirit')).toBe(
      true,
    );
    expect(testMentionsCard("import { x } from '../cards/spirit.js';", ['Nope'], 'blinking-spirit')).toBe(false);
  });
});

describe('cardModuleFromEnv', () => {
  const read = (file: string) => readFileSync(file, 'utf8');
  it('takes the module and its names, or the names passed on from outside the sandbox', () => {
    const file = 'adapters/reference/cards/blinking-spirit.ts';
    expect(cardModuleFromEnv({ MUTATION_CARD_MODULE: file }, read)).toEqual({
      file,
      stem: 'blinking-spirit',
      names: ['Blinking Spirit'],
    });
    expect(cardModuleFromEnv({ MUTATION_CARD_MODULE: file, MUTATION_CARD_NAMES: '["X"]' }, read).names).toEqual(['X']);
  });
  it('refuses no module, a file outside the card modules, and a shared module', () => {
    expect(() => cardModuleFromEnv({}, read)).toThrow(/^MUTATION_CARD_MODULE: expected a card module/);
    expect(() => cardModuleFromEnv({ MUTATION_CARD_MODULE: 'adapters/reference/engine/sba.ts' }, read)).toThrow(
      /expected a card module/,
    );
    expect(() => cardModuleFromEnv({ MUTATION_CARD_MODULE: 'adapters/reference/cards/helpers.ts' }, read)).toThrow(
      'adapters/reference/cards/helpers.ts: declares no card name (a shared module): measure it with stryker.config.mjs',
    );
  });
});

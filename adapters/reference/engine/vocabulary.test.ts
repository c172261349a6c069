import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../../../harness/paths.js';
import { BASIC_LAND_TYPES, CREATURE_TYPES, LAND_TYPES, NOT_THE_BATTLEFIELD, STEPS } from './vocabulary.js';

// The engine's word lists against where they come from: the fixture schema (steps, zones) and the newest
// edition's rules text (ivancea/MTGRules_Android:app/src/main/res/raw/rules_20260807.txt, 205.3i, 205.3m).
// A fixture reaches only the few words its cards name; a typo in the rest would go unseen.

const schema = JSON.parse(readFileSync(fromRoot('schema', 'fixture.schema.json'), 'utf8')) as {
  $defs: { Step: { enum: string[] } };
};

describe('steps (500.1)', () => {
  it("are the schema's steps, in turn order", () => {
    expect(STEPS).toEqual(schema.$defs.Step.enum);
  });
});

describe('zones', () => {
  it('that are not the battlefield are every other zone a card can be in (400.1), the stack included', () => {
    expect([...NOT_THE_BATTLEFIELD].sort()).toEqual(['command', 'exile', 'graveyard', 'hand', 'library', 'stack']);
  });
});

describe('land types (205.3i, 2026-08-07)', () => {
  // "The land types are Cave, Desert, Forest, Gate, Island, Lair, Locus, Mine, Mountain, Plains, Planet,
  // Power-Plant, Sphere, Swamp, Tower, Town, and Urza's. Of that list, Forest, Island, Mountain, Plains, and
  // Swamp are the basic land types."
  const listed = [
    'Cave',
    'Desert',
    'Forest',
    'Gate',
    'Island',
    'Lair',
    'Locus',
    'Mine',
    'Mountain',
    'Plains',
    'Planet',
    'Power-Plant',
    'Sphere',
    'Swamp',
    'Tower',
    'Town',
    "Urza's",
  ];

  it('are the ones the rule lists', () => {
    expect([...LAND_TYPES].sort()).toEqual(listed);
  });

  it('begin with the five basic ones', () => {
    expect(LAND_TYPES.slice(0, BASIC_LAND_TYPES.length)).toEqual(BASIC_LAND_TYPES);
    expect([...BASIC_LAND_TYPES].sort()).toEqual(['Forest', 'Island', 'Mountain', 'Plains', 'Swamp']);
  });
});

describe('creature types (205.3m, 2026-08-07)', () => {
  it('are the 324 the rule lists, the one two words long among them', () => {
    expect(CREATURE_TYPES.size).toBe(324);
    for (const t of ['Time Lord', 'Advisor', 'Human', 'Zubera']) expect(CREATURE_TYPES.has(t)).toBe(true);
  });
});

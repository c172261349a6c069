import { describe, expect, it } from 'vitest';
import type { CatalogueCard } from '../../../harness/generated/cards.js';
import type { CardBehaviour, TargetSpec } from './card-behaviour.js';
import { CARD_BEHAVIOURS } from '../cards/index.js';
import { seamsFor } from '../faults.js';
import { loadCatalogue } from '../index.js';
import { cast } from './casting.js';
import { Unsupported } from './errors.js';
import { Game } from './game.js';
import { addMana } from './mana.js';
import { buildGame } from './setup.js';
import { instantOrSorcery } from './splice.js';

// Splice's quality (702.47a: "You may reveal this card from your hand as you cast a [quality] spell") is a quality of
// the spell, revealed once the card is on the stack (601.2a-b), where a split card has only the characteristics of
// the half cast (709.3b). No card in the catalogue shows the difference: its one split card, Rags // Riches, has two
// sorcery halves, and its splice cards splice onto an instant or sorcery (Fell Beast's Shriek) or onto Arcane
// (Hideous Laughter; neither half is Arcane). So this test makes up a split card whose halves differ, a sorcery and a
// creature (a hypothetical card, not a real one), and splices the Shriek onto each half in turn.

const SPLIT = 'Sorcery Half // Creature Half';
const splitCard: CatalogueCard = {
  name: SPLIT,
  manaCost: '{R}{G}',
  types: ['Sorcery', 'Creature'],
  power: 2,
  toughness: 2,
  oracle: 'A made-up split card for this test.',
  abilities: [],
};
const splitBehaviour: CardBehaviour = {
  name: SPLIT,
  split: [
    { name: 'Sorcery Half', manaCost: '{R}', types: ['Sorcery'] },
    { name: 'Creature Half', manaCost: '{G}', types: ['Creature'] },
  ],
  spell: { resolve: () => undefined },
};

function castHalf(half: string): { attempt: () => void; zone: () => string } {
  const catalogue = loadCatalogue();
  const card = (name: string) => (name === SPLIT ? splitCard : catalogue.get(name)!);
  const behaviours = new Map([...CARD_BEHAVIOURS, splitBehaviour].map((b) => [b.name, b]));
  const g = new Game('2026-08-07', seamsFor(undefined), behaviours, card);
  const turn = { number: 3, active: 'A', step: 'main1' } as const;
  const objects = [
    { id: 'split', card: SPLIT, owner: 'A', zone: 'hand' },
    { id: 'shriek', card: "Fell Beast's Shriek", owner: 'A', zone: 'hand' },
  ] as const;
  buildGame(g, { players: [{ id: 'A' }, { id: 'B' }], turn, objects: [...objects] }, card);
  addMana(g.player('A'), '{R}{G}{2}{U}{R}');
  return {
    attempt: () => void cast(g, 'A', 'split', undefined, 0, { half }, [{ object: 'shriek' }]),
    zone: () => g.objects.get('split')!.zone,
  };
}

describe('splice onto instant or sorcery, onto a split card (702.47a, 709.3b)', () => {
  it('accepts the half that is a sorcery', () => {
    const split = castHalf('Sorcery Half');
    expect(split.attempt).not.toThrow();
    expect(split.zone()).toBe('stack');
  });

  it('refuses the half that is a creature, though the card in hand is a sorcery too, and leaves it in hand', () => {
    const split = castHalf('Creature Half');
    expect(split.attempt).toThrow(
      "Fell Beast's Shriek splices onto an instant or sorcery spell only; Sorcery Half // Creature Half is not one",
    );
    expect(split.zone()).toBe('hand');
  });
});

// 702.47d: targets in the spliced text are chosen as the spell's are. The reference engine refuses such a text as
// Unsupported rather than choose them; neither of the catalogue's splice cards has targets, so this test makes up
// one (a hypothetical card, not a real one) and splices it onto Gird for Battle, with one target creature in its
// text, or with a target list that names none.
const MADE_UP = 'Made-Up Splice';
const madeUpCard: CatalogueCard = {
  name: MADE_UP,
  manaCost: '{1}',
  types: ['Instant'],
  oracle: 'A made-up splice card for this test.',
  abilities: [],
};
const targetCreature: TargetSpec = { count: 1, kind: 'permanent', describe: 'target creature' };

function spliceMadeUp(targets: TargetSpec[]): () => void {
  const madeUp: CardBehaviour = {
    name: MADE_UP,
    splice: { quality: 'an instant or sorcery spell', onto: instantOrSorcery, cost: '{1}' },
    spell: { targets, resolve: () => undefined },
  };
  const catalogue = loadCatalogue();
  const card = (name: string) => (name === MADE_UP ? madeUpCard : catalogue.get(name)!);
  const behaviours = new Map([...CARD_BEHAVIOURS, madeUp].map((b) => [b.name, b]));
  const g = new Game('2026-08-07', seamsFor(undefined), behaviours, card);
  const turn = { number: 3, active: 'A', step: 'main1' } as const;
  const objects = [
    { id: 'gird', card: 'Gird for Battle', owner: 'A', zone: 'hand' },
    { id: 'made-up', card: MADE_UP, owner: 'A', zone: 'hand' },
    { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
  ] as const;
  buildGame(g, { players: [{ id: 'A' }, { id: 'B' }], turn, objects: [...objects] }, card);
  addMana(g.player('A'), '{W}{1}');
  return () => void cast(g, 'A', 'gird', [], 0, {}, [{ object: 'made-up' }]);
}

describe('splicing text with targets (702.47d)', () => {
  it('is refused as unsupported', () => {
    expect(spliceMadeUp([targetCreature])).toThrow(
      new Unsupported(`the reference engine does not splice text with targets (${MADE_UP})`),
    );
  });

  it('but a text whose target list is empty has none', () => {
    expect(spliceMadeUp([])).not.toThrow();
  });
});

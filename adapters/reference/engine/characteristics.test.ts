import { describe, expect, it } from 'vitest';
import type { CatalogueCard } from '../../../harness/generated/cards.js';
import type { Setup } from '../../../harness/generated/fixture.js';
import { isAttachedTo } from '../cards/attachments.js';
import { CARD_BEHAVIOURS } from '../cards/index.js';
import { seamsFor } from '../faults.js';
import { loadCatalogue } from '../index.js';
import type { CardBehaviour } from './card-behaviour.js';
import { Game } from './game.js';
import { phaseIn, phaseOut } from './phasing.js';
import { buildGame } from './setup.js';
import { at, testGame } from './testing/game.js';
import type { GameObject } from './types.js';

// The layers (613) below the level of fixtures: what an object's characteristics are made of, which objects the
// static abilities of permanents reach, and the order effects apply in. Fixtures observe few characteristics (power,
// toughness, controller, some keywords), and the catalogue has few cards whose layer effects could come in the wrong
// order, so some tests use illustrative cards: a card module the engine would take, for a card shape Magic prints.

const obj = (g: Game, id: string): GameObject => g.objects.get(id)!;
const sorted = (set: ReadonlySet<string>): string[] => [...set].sort();

const catalogue = loadCatalogue();
const ANTHEM = catalogue.get('Glorious Anthem')!;
const AURA = catalogue.get('Control Magic')!;

interface Illustrative {
  card: CatalogueCard;
  behaviour: CardBehaviour;
}

/** A game with A active in the first main phase, the catalogue's card modules and the illustrative ones. */
function gameWith(objects: Setup['objects'], illustrative: Illustrative[]): Game {
  const behaviours = new Map(CARD_BEHAVIOURS.map((b) => [b.name, b]));
  for (const i of illustrative) behaviours.set(i.card.name, i.behaviour);
  const cards = new Map(illustrative.map((i) => [i.card.name, i.card]));
  const card = (name: string) => cards.get(name) ?? catalogue.get(name)!;
  const g = new Game('2026-08-07', seamsFor(undefined), behaviours, card);
  const turn = { number: 3, active: 'A', step: 'main1' } as const;
  buildGame(g, { players: [{ id: 'A' }, { id: 'B' }], turn, objects }, card);
  return g;
}

/**
 * Phases a permanent out and back in: it is listed last, but keeps its timestamp (613.7d: "An object receives a
 * timestamp at the time it enters a zone."; 702.26d: "The phasing event doesn't actually cause a permanent to change
 * zones or control").
 */
function phaseOutAndIn(g: Game, o: GameObject): void {
  phaseOut(g, [o]);
  phaseIn(g, [o]);
  expect(g.isPhasedIn(o)).toBe(true);
}

describe('printed characteristics (613.1: "For a card, that means the values of the characteristics printed on that card")', () => {
  it('a card with no subtype, supertype, color or keyword ability printed has none', () => {
    const g = testGame([at('anthem', 'Glorious Anthem', 'battlefield'), at('myr', 'Darksteel Myr', 'hand')]);
    const anthem = g.coreCharacteristics(obj(g, 'anthem'));
    // Glorious Anthem: "Creatures you control get +1/+1." is a static ability, not a keyword.
    expect([sorted(anthem.subtypes), sorted(anthem.supertypes), sorted(anthem.keywords)]).toEqual([[], [], []]);
    expect(sorted(anthem.colors)).toEqual(['W']);
    // 105.2c: "A colorless object has no color." Darksteel Myr costs {3}.
    expect(sorted(g.coreCharacteristics(obj(g, 'myr')).colors)).toEqual([]);
  });

  it('its supertypes (205.4a) and only its keyword abilities as keywords', () => {
    // 205.4a: "An object can have one or more supertypes. A card's supertypes are printed directly before its card
    // types."
    const g = testGame([
      at('forest', 'Forest', 'battlefield'),
      at('angel', 'Serra Angel', 'battlefield'),
      at('magic', 'Control Magic', 'hand'),
      at('queen', 'Coffin Queen', 'hand'),
    ]);
    expect(sorted(g.coreCharacteristics(obj(g, 'forest')).supertypes)).toEqual(['Basic']);
    expect(sorted(g.coreCharacteristics(obj(g, 'angel')).keywords)).toEqual(['flying', 'vigilance']);
    // "Enchant creature" is a keyword ability (702.5); "You control enchanted creature." is not.
    expect(sorted(g.coreCharacteristics(obj(g, 'magic')).keywords)).toEqual(['enchant']);
    // Coffin Queen has a static, an activated and a triggered ability, and no keyword.
    expect(sorted(g.coreCharacteristics(obj(g, 'queen')).keywords)).toEqual([]);
  });

  it('are computed once per card and shared by every object of it (sets are never changed in place)', () => {
    const g = testGame([at('one', 'Grizzly Bears', 'graveyard'), at('two', 'Grizzly Bears', 'hand')]);
    const [one, two] = [g.coreCharacteristics(obj(g, 'one')), g.coreCharacteristics(obj(g, 'two'))];
    for (const k of ['types', 'subtypes', 'supertypes', 'keywords', 'colors'] as const) expect(one[k]).toBe(two[k]);
  });
});

describe('memoized while reading', () => {
  it('core characteristics too, and a reading inside a reading leaves the outer memo alone', () => {
    const g = testGame([at('bear', 'Grizzly Bears', 'battlefield')]);
    const bear = obj(g, 'bear');
    expect(g.coreCharacteristics(bear)).not.toBe(g.coreCharacteristics(bear)); // outside a reading: none
    g.reading(() => {
      const first = g.coreCharacteristics(bear);
      expect(g.coreCharacteristics(bear)).toBe(first);
      g.reading(() => g.coreCharacteristics(bear));
      expect(g.coreCharacteristics(bear)).toBe(first);
    });
  });
});

describe('static abilities reach only permanents (109.2)', () => {
  // 109.2: "If a spell or ability uses a description of an object that includes a card type or subtype, but doesn't
  // refer to a specific zone or include the word "card," "spell," "source," or "scheme," it means a permanent of that
  // card type or subtype on the battlefield."
  it('"Each other non-Aura enchantment is a creature": not an enchantment card in a graveyard', () => {
    const g = testGame([
      at('opalescence', 'Opalescence', 'battlefield'),
      at('on-field', 'Glorious Anthem', 'battlefield'),
      at('card', 'Glorious Anthem', 'graveyard'),
    ]);
    expect(g.isType(obj(g, 'on-field'), 'Creature')).toBe(true);
    expect(g.isType(obj(g, 'card'), 'Creature')).toBe(false);
  });

  it('"Creatures you control get +1/+1": not a creature card in your hand', () => {
    const g = testGame([
      at('anthem', 'Glorious Anthem', 'battlefield'),
      at('on-field', 'Grizzly Bears', 'battlefield'),
      at('card', 'Grizzly Bears', 'hand'),
    ]);
    expect(g.characteristics(obj(g, 'on-field')).power).toBe(3);
    expect(g.characteristics(obj(g, 'card')).power).toBe(2);
  });
});

describe('a transformed permanent', () => {
  it("has only its back face's characteristics (712.8e): Creeping Inn, a 3/7 Horror Construct with no keyword", () => {
    // 712.8e: "While a nonmodal double-faced permanent has its back face up, it has only the characteristics of its
    // back face." Creeping Inn: "Artifact Creature — Horror Construct — 3/7", no keyword ability.
    const g = testGame([at('hostel', 'Hostile Hostel // Creeping Inn', 'battlefield')]);
    obj(g, 'hostel').transformed = true; // as its soul-counter ability transforms it
    const inn = g.coreCharacteristics(obj(g, 'hostel'));
    expect([sorted(inn.types), sorted(inn.subtypes), inn.power, inn.toughness]).toEqual([
      ['Artifact', 'Creature'],
      ['Construct', 'Horror'],
      3,
      7,
    ]);
    expect(sorted(inn.keywords)).toEqual([]);
  });
});

describe('static abilities in timestamp order (613.7: "An effect with an earlier timestamp is applied before an effect with a later timestamp")', () => {
  it('layer 2: of two Control Magics, the later one decides, also after the earlier one phased out and in', () => {
    const g = testGame([
      at('bear', 'Grizzly Bears', 'battlefield'),
      { ...at('earlier', 'Control Magic', 'battlefield', 'B'), attachedTo: 'bear' },
      { ...at('later', 'Control Magic', 'battlefield', 'A'), attachedTo: 'bear' },
    ]);
    const bear = obj(g, 'bear');
    expect(g.controller(bear)).toBe('A');
    phaseOutAndIn(g, obj(g, 'earlier'));
    expect(g.controller(bear)).toBe('A');
  });

  it("layer 7b: a later Aura's base 5/5 wins over an Opalescence that phased out and in", () => {
    // Like Ensoul Artifact: "Enchanted artifact is a creature with base power and toughness 5/5 in addition to its
    // other types.", here enchanting an enchantment.
    const ensoul: Illustrative = {
      card: { ...AURA, name: 'Illustrative Ensoul', abilities: [] },
      behaviour: {
        name: 'Illustrative Ensoul',
        statics: [
          {
            key: 'animate',
            animate: (_g, self, o) => (isAttachedTo(self, o) ? { power: 5, toughness: 5 } : undefined),
          },
        ],
      },
    };
    const g = gameWith(
      [
        at('opalescence', 'Opalescence', 'battlefield'),
        at('anthem', 'Glorious Anthem', 'battlefield'),
        { ...at('ensoul', 'Illustrative Ensoul', 'battlefield'), attachedTo: 'anthem' },
      ],
      [ensoul],
    );
    const anthem = obj(g, 'anthem');
    // Opalescence alone would make it 3/3 (its mana value); the Aura's effect is later.
    expect([g.coreCharacteristics(anthem).power, g.coreCharacteristics(anthem).toughness]).toEqual([5, 5]);
    phaseOutAndIn(g, obj(g, 'opalescence'));
    expect([g.coreCharacteristics(anthem).power, g.coreCharacteristics(anthem).toughness]).toEqual([5, 5]);
    expect(g.isType(anthem, 'Creature')).toBe(true);
  });

  it('layer 4: "each Wolf is a Werewolf" sees the Wolf a Xenograft that phased out and in makes (613.8a too)', () => {
    // 613.8a: the Werewolf effect depends on Xenograft's (applying Xenograft's changes what it applies to), so
    // dependency orders them as their timestamps do.
    const werewolves: Illustrative = {
      card: { ...ANTHEM, name: 'Illustrative Moon', abilities: [] },
      behaviour: {
        name: 'Illustrative Moon',
        statics: [
          {
            key: 'werewolves',
            addSubtypes: (_g, _self, _o, core) => (core.subtypes.has('Wolf') ? ['Werewolf'] : undefined),
          },
        ],
      },
    };
    const g = gameWith(
      [
        { ...at('xenograft', 'Xenograft', 'battlefield'), chosen: { creatureType: 'Wolf' } },
        at('bear', 'Grizzly Bears', 'battlefield'),
        at('moon', 'Illustrative Moon', 'battlefield'),
      ],
      [werewolves],
    );
    const bear = obj(g, 'bear');
    expect(sorted(g.coreCharacteristics(bear).subtypes)).toEqual(['Bear', 'Werewolf', 'Wolf']);
    phaseOutAndIn(g, obj(g, 'xenograft'));
    expect(sorted(g.coreCharacteristics(bear).subtypes)).toEqual(['Bear', 'Werewolf', 'Wolf']);
  });
});

describe('a permanent with several static abilities (613.1: each applies in its own layer)', () => {
  it('applies each one where it belongs and passes over the others', () => {
    // "You control each Bear. Each Bear is a Wolf in addition to its other types. Each Bear gets +1/+1. Each
    // noncreature artifact is a 1/1 artifact creature." — four static abilities, one per kind the layers ask for.
    const overlord: Illustrative = {
      card: { ...ANTHEM, name: 'Illustrative Overlord', abilities: [] },
      behaviour: {
        name: 'Illustrative Overlord',
        statics: [
          {
            key: 'control',
            control: (g, self, o) => (o.card.name === 'Grizzly Bears' ? g.controller(self) : undefined),
          },
          { key: 'types', addSubtypes: (_g, _self, _o, core) => (core.subtypes.has('Bear') ? ['Wolf'] : undefined) },
          {
            key: 'bonus',
            modify: (_g, _self, _o, core) => (core.subtypes.has('Bear') ? { power: 1, toughness: 1 } : undefined),
          },
          {
            key: 'animate',
            animate: (_g, _self, o) =>
              o.card.types.includes('Artifact') && !o.card.types.includes('Creature')
                ? { power: 1, toughness: 1 }
                : undefined,
          },
        ],
      },
    };
    const g = gameWith(
      [
        at('overlord', 'Illustrative Overlord', 'battlefield'),
        at('bear', 'Grizzly Bears', 'battlefield', 'B'),
        at('bonesplitter', 'Bonesplitter', 'battlefield', 'B'),
      ],
      [overlord],
    );
    const bear = g.characteristics(obj(g, 'bear'));
    expect([bear.controller, sorted(bear.subtypes), bear.power, bear.toughness]).toEqual(['A', ['Bear', 'Wolf'], 3, 3]);
    const bonesplitter = g.characteristics(obj(g, 'bonesplitter'));
    expect([bonesplitter.types.has('Creature'), bonesplitter.power, bonesplitter.toughness]).toEqual([true, 1, 1]);
  });
});

describe('resolved effects in layer 4 (613.1d)', () => {
  it('a land whose land type is set to Island is an Island and no Forest, and stays basic (305.7)', () => {
    // 305.7: "If an effect sets a land's subtype to one or more of the basic land types, the land no longer has its
    // old land type. ... Setting a land's subtype doesn't add or remove any card types (such as creature) or
    // supertypes (such as basic, legendary, and snow) the land may have." (Vision Charm's second mode.)
    const g = testGame([at('forest', 'Forest', 'battlefield')]);
    const forest = obj(g, 'forest');
    g.addEffect({
      controller: 'A',
      affected: [g.ref(forest)],
      duration: { kind: 'indefinite' },
      change: { kind: 'setLandType', landType: 'Island' },
    });
    const land = g.coreCharacteristics(forest);
    expect([sorted(land.types), sorted(land.subtypes), sorted(land.supertypes)]).toEqual([
      ['Land'],
      ['Island'],
      ['Basic'],
    ]);
  });
});

describe('abilities (layer 6, 613.1f)', () => {
  const effect = (g: Game, o: GameObject, change: Parameters<Game['addEffect']>[0]['change']) =>
    g.addEffect({ controller: 'A', affected: [g.ref(o)], duration: { kind: 'indefinite' }, change });

  it('a creature that loses flying keeps its other keyword abilities', () => {
    const g = testGame([at('angel', 'Serra Angel', 'battlefield')]);
    const angel = obj(g, 'angel');
    effect(g, angel, { kind: 'removeKeyword', keyword: 'flying' });
    expect(sorted(g.characteristics(angel).keywords)).toEqual(['vigilance']);
  });

  it('an effect that adds or removes no ability leaves the printed keyword set as it is, uncopied', () => {
    const g = testGame([
      at('angel', 'Serra Angel', 'battlefield'),
      at('angel-card', 'Serra Angel', 'graveyard'),
      at('bear', 'Grizzly Bears', 'battlefield'),
      at('bear-card', 'Grizzly Bears', 'graveyard'),
    ]);
    const printed = (id: string) => g.coreCharacteristics(obj(g, id)).keywords;
    effect(g, obj(g, 'angel'), { kind: 'pt', power: 1, toughness: 1 });
    effect(g, obj(g, 'bear'), { kind: 'removeKeyword', keyword: 'flying' }); // it has none to lose
    expect(g.characteristics(obj(g, 'angel')).keywords).toBe(printed('angel-card'));
    expect(g.characteristics(obj(g, 'bear')).keywords).toBe(printed('bear-card'));
  });

  it('a static ability that grants no ability adds none: a Grizzly Bears under Glorious Anthem has no keyword', () => {
    const g = testGame([at('anthem', 'Glorious Anthem', 'battlefield'), at('bear', 'Grizzly Bears', 'battlefield')]);
    const bear = g.characteristics(obj(g, 'bear'));
    expect([bear.power, [...bear.keywords]]).toEqual([3, []]);
  });

  it('counts the static abilities that grant a keyword, and only those (each grant is an instance)', () => {
    const g = testGame([
      at('anthem', 'Glorious Anthem', 'battlefield'),
      at('bear', 'Grizzly Bears', 'battlefield'),
      { ...at('wings', 'Shimmering Wings', 'battlefield'), attachedTo: 'bear' },
    ]);
    expect(g.staticKeywordGrants(obj(g, 'bear'), 'flying')).toBe(1);
    expect(g.staticKeywordGrants(obj(g, 'bear'), 'vigilance')).toBe(0);
  });
});

describe('has(): whether an object has a keyword, without the layers when nothing can give it', () => {
  it('answers as its characteristics do: printed, from a resolved effect, on the back face, or none', () => {
    // No static ability here that modifies anything: each answer must come from the object's own sources.
    const g = testGame([
      at('angel', 'Serra Angel', 'battlefield'),
      at('hasted', 'Grizzly Bears', 'battlefield'),
      at('ruffian', 'Tavern Ruffian // Tavern Smasher', 'battlefield'),
      at('plain', 'Grizzly Bears', 'battlefield'),
    ]);
    g.addEffect({
      controller: 'A',
      affected: [g.ref(obj(g, 'hasted'))],
      duration: { kind: 'indefinite' },
      change: { kind: 'addKeyword', keyword: 'haste' },
    });
    obj(g, 'ruffian').transformed = true; // its back face, Tavern Smasher, has nightbound (702.145e)
    const asked: [string, string][] = [
      ['angel', 'flying'], // printed
      ['hasted', 'haste'], // a resolved effect (layer 6)
      ['ruffian', 'nightbound'], // the back face (712.8e)
      ['plain', 'flying'], // none
    ];
    const answers = asked.map(([id, k]) => g.has(obj(g, id), k));
    expect(answers).toEqual(asked.map(([id, k]) => g.characteristics(obj(g, id)).keywords.has(k)));
    expect(answers).toEqual([true, true, true, false]);
  });

  it("sees a static ability's grant (layer 6), also a phased-out one's under the fault phased-out-statics-apply", () => {
    const wings = (phased: boolean) => ({
      ...at('wings', 'Shimmering Wings', 'battlefield'),
      attachedTo: 'bear',
      ...(phased ? { phased: { how: 'directly', under: 'A' } as const } : {}),
    });
    const bear = at('bear', 'Grizzly Bears', 'battlefield');
    const phasedIn = testGame([bear, wings(false)]);
    const phasedOut = testGame([bear, wings(true)], { fault: 'phased-out-statics-apply' });
    expect([phasedIn, phasedOut].map((g) => g.has(obj(g, 'bear'), 'flying'))).toEqual([true, true]);
  });
});

describe('subtypes a static ability adds', () => {
  it('one the object already has copies nothing: its printed set stays shared', () => {
    const g = testGame([
      { ...at('xenograft', 'Xenograft', 'battlefield'), chosen: { creatureType: 'Bear' } },
      at('bear', 'Grizzly Bears', 'battlefield'),
      at('bear-card', 'Grizzly Bears', 'graveyard'),
    ]);
    const printed = g.coreCharacteristics(obj(g, 'bear-card')).subtypes;
    expect(g.coreCharacteristics(obj(g, 'bear')).subtypes).toBe(printed);
  });
});

describe('under the fault phased-out-statics-apply ("Static abilities of phased-out permanents still apply.")', () => {
  it('a phased-out Glorious Anthem applies, and the phased-in one still does', () => {
    const g = testGame(
      [
        at('anthem', 'Glorious Anthem', 'battlefield'),
        { ...at('phased-anthem', 'Glorious Anthem', 'battlefield'), phased: { how: 'directly', under: 'A' } },
        at('queen', 'Coffin Queen', 'battlefield'), // a static ability that modifies nothing
        at('bear', 'Grizzly Bears', 'battlefield'),
      ],
      { fault: 'phased-out-statics-apply' },
    );
    expect(g.characteristics(obj(g, 'bear')).power).toBe(4);
  });
});

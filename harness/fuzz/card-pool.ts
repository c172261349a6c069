import type { EngineInfo } from '../adapter.js';
import type { Capability } from '../generated/fixture.js';

/** What a card does in a generated scenario: the generator builds each role's setup differently. */
export type CardRole = 'creature' | 'aura' | 'equipment' | 'permanent' | 'spell';

export interface PoolCard {
  name: string;
  role: CardRole;
  /** The Aura's controller controls the enchanted creature (Control Magic): the setup must agree. */
  controlsHost?: boolean;
  /** Set up as a token (702.26 treats a phased-out token like any permanent since 2021). */
  token?: boolean;
  /** A spell that targets one permanent (the others target nothing, or a player). */
  targets?: boolean;
  /** A spell that targets one player (Psychic Transfer). */
  targetsPlayer?: boolean;
  /** A card cast from its owner's graveyard for this cost (flashback, 702.34a), never from the hand. */
  flashback?: string;
  /** Cast for its bestow cost (702.103a) at a creature: an Aura spell that becomes a creature if it isn't attached. */
  bestow?: string;
  /** A planeswalker, set up with this many loyalty counters (its printed loyalty, 306.5b). */
  loyalty?: number;
  /** A permanent spell with an enters trigger that needs no choices: it is resolved too, right after. */
  entersTrigger?: boolean;
  /**
   * The key of its enters trigger that targets a creature an opponent of its caster controls: the resolve
   * that puts it onto the battlefield names one (Dungeon Geists).
   */
  entersTargetingOpponentCreature?: string;
  /**
   * Its enters trigger's effect waits for it to leave the battlefield (610.3, 610.4): the trigger is sometimes
   * left on the stack, or its source leaves or phases out first (enters-trigger.ts).
   */
  untilItLeaves?: boolean;
  /** A permanent spell: once resolved, later actions may name it. */
  permanentSpell?: boolean;
  /** A spell with X in its cost: cast with X from 1 to 3. */
  x?: boolean;
  /** Legendary (704.5j): the legend rule may apply, so scenarios name the one each player keeps. */
  legendary?: boolean;
  /** "You may choose not to untap [this] during your untap step" (502.3): advances sometimes choose so. */
  optionalUntap?: boolean;
  /** The key of a triggered ability that targets a player: actions list a target for each time it may trigger. */
  playerTrigger?: string;
  /** Its enters trigger needs a target no scenario chooses: nothing returns it to the battlefield. */
  targetsAsItEnters?: boolean;
  /** A spell that returns its target to the battlefield (a new object, 400.7). */
  returnsTarget?: boolean;
  /** A capability both engines must declare for the card to be drawn (its designation, 725, 726, 702.131, 731). */
  needs?: Capability;
  /** Activated abilities scenarios use: the catalogue key, the mana paid, whether it targets a creature. */
  activations?: readonly Activation[];
  /** Its target is a creature, not any permanent (March of Swirling Mist). */
  targetsCreature?: boolean;
  /** Convoke and "any number of target nonland permanents you control" (Clever Concealment, build-spell-choices.ts). */
  convoke?: boolean;
  /** A Wish: it names a card its caster owns (build-spell-choices.ts). */
  wish?: boolean;
  /** Unite the Coalition: cast with five modes, some phasing out what later ones reach (build-spell-choices.ts). */
  modal?: boolean;
  /** A spell that counters a spell on the stack (Spell Snare): never cast alone, only as an answer to another. */
  answersSpell?: boolean;
}

export interface Activation {
  key: string;
  /** The mana added just before it is activated; '' for an ability whose cost is not mana (life). */
  mana: string;
  targets: boolean;
  /** "Sacrifice a creature" is part of its cost: the activation names one its controller controls. */
  sacrifices?: boolean;
}

/**
 * The cards scenarios are built from: permanents whose behaviour needs no choices and no triggers
 * (legends only for an engine that takes the legend rule's choice, which every action then names),
 * so a scenario of bare effects and turn advances is legal whatever order they come in. Phasing
 * cards are listed several times to weight the draw toward what phasing touches (702.26 phases them
 * in and out at untap steps); the first entry is a vanilla creature because fast-check shrinks an
 * index toward 0, so a shrunk draft names the plainest card that still shows the difference.
 */
const CANDIDATES: readonly PoolCard[] = [
  { name: 'Grizzly Bears', role: 'creature' },
  { name: 'Phasing Bear', role: 'creature' },
  { name: 'Hill Giant', role: 'creature' },
  { name: "Teferi's Drake", role: 'creature' },
  { name: 'Phasing Bear', role: 'creature' },
  { name: 'Sandbar Crocodile', role: 'creature' },
  { name: 'Darksteel Myr', role: 'creature' },
  { name: 'Tolarian Drake', role: 'creature' },
  { name: 'Bonesplitter', role: 'equipment', activations: [{ key: 'equip', mana: '{1}', targets: true }] },
  {
    name: "Teferi's Honor Guard",
    role: 'creature',
    activations: [{ key: 'phase-out', mana: '{U}{U}', targets: false }],
  },
  {
    name: 'Vodalian Illusionist',
    role: 'creature',
    activations: [{ key: 'phase-out', mana: '{U}{U}', targets: true }],
  },
  { name: 'Holy Strength', role: 'aura' },
  // Triggered abilities on phasing (702.26g: phasing out or in with its creature is phasing).
  { name: 'Phasing Ward', role: 'aura' },
  { name: "Teferi's Curse", role: 'aura' },
  { name: 'Control Magic', role: 'aura', controlsHost: true },
  { name: 'Pacifism', role: 'aura' },
  { name: 'Fireshrieker', role: 'equipment', activations: [{ key: 'equip', mana: '{2}', targets: true }] },
  { name: 'Glorious Anthem', role: 'permanent' },
  // "Whenever this Equipment becomes unattached from a permanent, sacrifice that permanent": phasing out
  // with its creature doesn't unattach it (702.26g), leaving the battlefield does (603.10a looks back).
  {
    name: 'Grafted Wargear',
    role: 'equipment',
    activations: [{ key: 'equip', mana: '', targets: true }],
  },
  { name: 'Phasing Token', role: 'creature', token: true },
  { name: 'Soldier Token', role: 'creature', token: true },
  { name: 'Disciple of Caelus Nin', role: 'creature' },
  { name: 'Frozen Aether', role: 'permanent' },
  { name: 'Island', role: 'permanent' },
  { name: 'Phasing Bear', role: 'creature' },
  // "Pay 1 life: until your next upkeep, target permanent can't phase out": a restriction on phasing out,
  // by effect or at the untap step, that a permanent and what is attached to it must obey.
  {
    name: 'Spatial Binding',
    role: 'permanent',
    activations: [{ key: 'cant-phase-out', mana: '', targets: true }],
  },
  // "Sacrifice a creature: Goblin Bombardment deals 1 damage to any target": a cost paid with a permanent
  // (602.2b), which a phased-out creature can't pay (702.26b), and no {T} in it (110.5c).
  {
    name: 'Goblin Bombardment',
    role: 'permanent',
    activations: [{ key: 'sacrifice-ping', mana: '', targets: true, sacrifices: true }],
  },
  // Gets a +1/+1 counter whenever another creature its controller controls leaves the battlefield
  // (Flicker of Fate): its trigger must not put one on it once it phased out.
  { name: 'Ninth Bridge Patrol', role: 'creature' },
  // "{1}: The next time you would draw a card this turn, you gain 5 life instead": a shield only its
  // controller's draw uses (614.1a), at the draw step or from a spell that draws.
  { name: 'Words of Worship', role: 'permanent', activations: [{ key: 'replace-draw', mana: '{1}', targets: false }] },
  // Planeswalkers: a loyalty cost is paid with counters (606.4), once per turn; Teferi, Master of Time's
  // abilities may be activated at instant speed on any turn, and its −3 phases a creature out.
  {
    name: 'Teferi, Master of Time',
    role: 'permanent',
    legendary: true,
    loyalty: 3,
    activations: [{ key: 'minus-3', mana: '', targets: true }],
  },
  // "At the beginning of your end step, if Kaito Shizuki entered the battlefield this turn, he phases out":
  // phasing in is not entering (702.26d), so a Kaito that phased in this turn stays.
  { name: 'Kaito Shizuki', role: 'permanent', legendary: true, loyalty: 3 },
  {
    name: 'Teferi, Timeless Voyager',
    role: 'permanent',
    legendary: true,
    loyalty: 4,
    activations: [{ key: 'plus-1', mana: '', targets: false }],
  },
  // "You may choose not to untap The Pandorica during your untap step"; its {1}{W}, {T} ability untaps
  // another permanent, then phases it out until the Pandorica becomes untapped or leaves (sorcery speed).
  {
    name: 'The Pandorica',
    role: 'permanent',
    legendary: true,
    optionalUntap: true,
    activations: [{ key: 'phase-out', mana: '{1}{W}', targets: true }],
  },
  // "{2}, {T}: Gain control of target creature with power less than or equal to the number of Islands you
  // control for as long as you control Vedalken Shackles" (611.2b: a duration that ends once it phases out),
  // and it may stay tapped (502.3).
  {
    name: 'Vedalken Shackles',
    role: 'permanent',
    optionalUntap: true,
    activations: [{ key: 'gain-control', mana: '{2}', targets: true }],
  },
  // "This creature can't be blocked" (509.1b): a block of it is illegal.
  { name: 'Ninja Token', role: 'creature', token: true },
  // Combat keywords, for blocks and combat damage: first strike (510.4), trample (702.19), flying and
  // reach (702.9, 702.17), defender (702.3).
  { name: 'Youthful Knight', role: 'creature' },
  { name: 'Colossal Dreadmaw', role: 'creature' },
  { name: 'Serra Angel', role: 'creature' },
  { name: 'Giant Spider', role: 'creature' },
  // Reach again: a creature with flying is drawn three times as often (two drakes and the Angel).
  { name: 'Giant Spider', role: 'creature' },
  // "Whenever Blood Artist or another creature dies, target player loses 1 life and you gain 1 life": each
  // instance takes its own target (603.3d), dying together with others it sees them die (603.10a).
  { name: 'Blood Artist', role: 'creature', playerTrigger: 'dies' },
  // Deathtouch (702.2b): any damage it deals to a creature destroys it.
  { name: 'Acidic Slime', role: 'creature', targetsAsItEnters: true },
  { name: 'Wall of Stone', role: 'creature' },
  // Legends (704.5j): two of one name under one player, or one phased out (702.26b), or two names, or two
  // controllers. Each is listed twice so a scenario often has a same-named pair; Taniwha also phases.
  // (Emmara would make a token whenever it is tapped: an id no relation can rename.)
  { name: 'Zirilan of the Claw', role: 'creature', legendary: true },
  { name: 'Taniwha', role: 'creature', legendary: true },
  { name: 'Zirilan of the Claw', role: 'creature', legendary: true },
  { name: 'Taniwha', role: 'creature', legendary: true },
  // Designations (for an engine declaring them): ascend gives its controller the city's blessing once they
  // control ten permanents, phased-out ones not counted (702.131b, 702.26b), and the setup gives that player
  // lands to near ten (designations.ts); daybound makes it day if it is neither (702.145d) and transforms as
  // night begins (702.145b); Thorn of the Black Rose and Aarakocra Sneak make their controller the monarch
  // or take the initiative only as they enter, which phasing in is not (702.26d).
  { name: 'Snubhorn Sentry', role: 'creature', needs: 'designation.citys-blessing' },
  { name: 'Tavern Ruffian // Tavern Smasher', role: 'creature', needs: 'designation.day-night' },
  { name: 'Thorn of the Black Rose', role: 'creature', needs: 'designation.monarch' },
  { name: 'Aarakocra Sneak', role: 'creature', needs: 'designation.initiative' },
  // Combat requirements (508.1d, 509.1c), for an engine that checks them: "Juggernaut attacks each combat
  // if able" (and "can't be blocked by Walls", 509.1b), and Lure's "All creatures able to block enchanted
  // creature do so". A phased-out creature is neither required nor able (702.26b). Each is listed twice: a
  // requirement shows only when its creature is in the combat and another creature is left out.
  { name: 'Juggernaut', role: 'creature', needs: 'combat.requirements' },
  { name: 'Lure', role: 'aura', needs: 'combat.requirements' },
  { name: 'Juggernaut', role: 'creature', needs: 'combat.requirements' },
  { name: 'Lure', role: 'aura', needs: 'combat.requirements' },
  // "Enchanted creature has phasing and can't be blocked except by Walls" (509.1b).
  { name: 'Cloak of Invisibility', role: 'aura' },
  // A phasing Dinosaur that "bands with other Dinosaurs" (702.22c: with Colossal Dreadmaw, or another Fogey),
  // with rampage 2 ("Whenever this creature becomes blocked", once however many block it, 509.3c) and
  // flanking; listed twice so a pair can band.
  { name: 'Old Fogey', role: 'creature' },
  { name: 'Old Fogey', role: 'creature' },
];

/**
 * Spells cast from the caster's hand with mana added just before: each reaches permanents the way
 * phasing cares about (targeting a phased-out one is illegal, a sweep does not see it, 702.26b).
 */
const SPELLS: readonly PoolCard[] = [
  { name: 'Murder', role: 'spell', targets: true },
  { name: 'Reality Ripple', role: 'spell', targets: true },
  { name: 'Wrath of God', role: 'spell' },
  { name: 'Act of Treason', role: 'spell', targets: true },
  { name: 'Giant Growth', role: 'spell', targets: true },
  { name: 'Disenchant', role: 'spell', targets: true },
  { name: 'Shock', role: 'spell', targets: true },
  // Phases out all its caster's permanents at once, with protection from everything and a life total
  // that can't change until their next turn (702.16j, 119.7-8).
  { name: "Teferi's Protection", role: 'spell' },
  // Phases every creature out "until Out of Time leaves the battlefield" (610.4): the link, and its
  // vanishing counters, decide when they come back, not the untap step.
  { name: 'Out of Time', role: 'spell', entersTrigger: true, untilItLeaves: true },
  // -X/-X to every creature for X life (704.5f puts a creature with toughness 0 into the graveyard, even
  // an indestructible one); a phased-out creature is not affected and phases in whole.
  { name: 'Toxic Deluge', role: 'spell', x: true },
  // Exiles its target and returns it as a new object (400.7): what was attached to it, or remembered it,
  // is not attached to or remembering the new one.
  { name: 'Flicker of Fate', role: 'spell', targets: true, returnsTarget: true },
  // "When this creature enters, tap target creature an opponent controls. That creature doesn't untap during
  // its controller's untap step for as long as you control Dungeon Geists": a duration that ends while the
  // Geists are phased out (611.2b), and an effect on one object, not on the card if it returns (400.7).
  {
    name: 'Dungeon Geists',
    role: 'spell',
    entersTrigger: true,
    entersTargetingOpponentCreature: 'etb',
    targetsAsItEnters: true,
  },
  // Exchanges life totals with its target player when they differ by 5 or less (701.12c), but not with a
  // player whose life total can't change (Teferi's Protection, 119.7) or who can't be targeted (702.16j).
  { name: 'Psychic Transfer', role: 'spell', targetsPlayer: true },
  // Draws (121): one card for each creature its caster controls (phased-out ones don't count, 702.26b),
  // or two; a player's shield (Words of Worship) replaces one of them.
  { name: 'Collective Unconscious', role: 'spell' },
  { name: 'Divination', role: 'spell' },
  // A legendary sorcery (205.4e: castable only by a player who controls a legendary creature or
  // planeswalker) exiling every nonland permanent that isn't legendary, phased-out ones aside (702.26b).
  { name: "Urza's Ruinous Blast", role: 'spell' },
  // An Aura spell with enchant player (303.4): it enters attached to its target player, and its -1/-1
  // applies to that player's creatures, phased-out ones aside.
  { name: "Curse of Death's Hold", role: 'spell', targetsPlayer: true, permanentSpell: true },
  // Cast with flashback from the graveyard, then exiled as it leaves the stack (702.34a).
  { name: 'Flaring Pain', role: 'spell', flashback: '{R}' },
  // Effects locked to the creatures there as they begin (611.2c): "Creatures you control get +1/+1 until end
  // of turn" misses one that phases in later; "Prevent all combat damage that would be dealt this turn"
  // only changes the rules, so it applies to every creature, phased in later or not.
  { name: 'Glorious Charge', role: 'spell' },
  { name: 'Fog', role: 'spell' },
  // Bestowed at a creature (702.103): if its target is gone as it resolves, it resolves as a creature.
  { name: 'Nyxborn Rollicker', role: 'spell', targets: true, bestow: '{1}{R}', permanentSpell: true },
  // "Up to X target creatures phase out" (X paid as generic mana): on the stack its mana value counts X
  // (202.3e), which Spell Snare ("Counter target spell with mana value 2") reads.
  { name: 'March of Swirling Mist', role: 'spell', targets: true, targetsCreature: true, x: true },
  { name: 'Spell Snare', role: 'spell', answersSpell: true },
  // The Wishes fetch a card from outside the game (400.11), never a phased-out permanent, which is still on
  // the battlefield (702.26d).
  { name: 'Living Wish', role: 'spell', wish: true },
  { name: 'Death Wish', role: 'spell', wish: true },
  // Convoke (702.51a) taps creatures as a cost; its targets phase out as one set (702.26h).
  { name: 'Clever Concealment', role: 'spell', convoke: true },
  // Modes followed in order: a later one finds nothing of what an earlier one phased out (702.26b, 608.2c).
  { name: 'Unite the Coalition', role: 'spell', modal: true },
  // Permanent spells whose enters trigger makes their caster the monarch or take the initiative (725, 726).
  { name: 'Thorn of the Black Rose', role: 'spell', entersTrigger: true, needs: 'designation.monarch' },
  { name: 'Aarakocra Sneak', role: 'spell', entersTrigger: true, needs: 'designation.initiative' },
  // One-shot effects waiting for their source to leave the battlefield (610.3, 610.4): "target creature phases
  // out until Oubliette leaves the battlefield" and "exile target nonland permanent an opponent controls until
  // Banishing Light leaves the battlefield". Phasing out is not leaving (702.26d); once the source has left,
  // a trigger still waiting does nothing (610.3c, 610.4c); the creature comes back at once, not in an untap step.
  {
    name: 'Oubliette',
    role: 'spell',
    entersTrigger: true,
    untilItLeaves: true,
    entersTargetingOpponentCreature: 'etb',
    targetsAsItEnters: true,
  },
  {
    name: 'Banishing Light',
    role: 'spell',
    entersTrigger: true,
    untilItLeaves: true,
    entersTargetingOpponentCreature: 'etb',
    targetsAsItEnters: true,
  },
  // "Simultaneously, all phased-out creatures phase in and all creatures with phasing phase out": another
  // effect phasing in a creature that waits for an "until" event, which then no longer phases it in (610.4a).
  { name: 'Time and Tide', role: 'spell' },
  // The phasing spells again, to weight the draw toward phasing as the permanents are.
  { name: "Teferi's Protection", role: 'spell' },
  { name: 'Out of Time', role: 'spell', entersTrigger: true, untilItLeaves: true },
];

export const declares = (info: EngineInfo, name: string): boolean => info.cards === '*' || info.cards.includes(name);

/**
 * The candidates every given engine declares (the engine under test and, for the differential
 * oracle, the reference engine), in the weighted order above. A scenario never names a card one
 * of them lacks, so no scenario is `untested` or discarded for a card.
 */
export function cardPool(engines: readonly EngineInfo[]): PoolCard[] {
  // Without the legend rule's choice the engine picks which legend stays, and engines may pick differently.
  const legends = engines.every((e) => e.capabilities.includes('sba.legend-rule-choice'));
  // A planeswalker set up without its loyalty counters would be put into the graveyard at once (704.5i).
  const counters = engines.every((e) => e.capabilities.includes('setup.counters'));
  return CANDIDATES.filter(
    (c) =>
      (legends || !c.legendary) &&
      (counters || c.loyalty === undefined) &&
      engines.every((e) => declares(e, c.name) && canUse(e, c)),
  );
}

/** Whether the engine declares what the card needs: a card whose designation it lacks is never drawn. */
const canUse = (info: EngineInfo, c: PoolCard): boolean => c.needs === undefined || info.capabilities.includes(c.needs);

/** The spells every given engine declares. */
export function spellPool(engines: readonly EngineInfo[]): PoolCard[] {
  return SPELLS.filter((c) => engines.every((e) => declares(e, c.name) && canUse(e, c)));
}

/**
 * Basic lands for the bystander relation, those no pool card counts first (Vedalken Shackles counts the
 * Islands its controller controls, so an added Island may change what it can steal).
 */
const BYSTANDER_LANDS = ['Plains', 'Swamp', 'Mountain', 'Forest', 'Island'] as const;

/** The first bystander land every given engine declares; undefined when they declare none. */
export function bystanderLand(engines: readonly EngineInfo[]): string | undefined {
  return BYSTANDER_LANDS.find((name) => engines.every((e) => declares(e, name)));
}

import type { Scenario, Parties } from './one-shot-scenario.js';
import {
  ownAbility,
  VICTIM,
  WITNESS,
  at,
  auraAbility,
  bareEffect,
  castA,
  giant,
  inHand,
  refused,
  spellIn,
  sweepSpell,
  targetedSpell,
  twoTargetSpell,
  victimPlace,
} from './one-shot-scenario.js';

/** The one-shot effects on toughness: damage, and power/toughness changes until end of turn. */
export const DAMAGE_MEANS: Partial<Record<string, (p: Parties) => Scenario>> = {
  'damage/target': () =>
    targetedSpell(
      'Shock',
      '{R}',
      { damage: 0 },
      "Shock's only target phased out, so Shock does not resolve (608.2b) and no damage is dealt.",
      { afterPhaseIn: { damage: 0 } },
    ),
  'damage/first-of-two-targets': (p) => arcTrail(p, [VICTIM, WITNESS], 1),
  'damage/second-of-two-targets': (p) => arcTrail(p, [WITNESS, VICTIM], 2),
  'damage/all': (p) => ({
    label: 'Gallifrey Falls',
    objects: [{ id: 'spell', card: 'Gallifrey Falls // No More', owner: 'A', zone: 'hand' }, giant(p)],
    manaPool: { A: '{4}{R}{R}' },
    start: castA('spell', undefined, { choices: { half: 'Gallifrey Falls' } }),
    finish: [{ do: 'resolve' }],
    namesVictim: false,
    untouched: { damage: 0 },
    afterPhaseIn: { damage: 0 },
    stillHappens: [at({ object: WITNESS, zone: 'exile' })],
    whenRefused: [],
    notes:
      '"4 damage to each creature. If a creature dealt damage this way would die this turn, exile it instead": the Hill Giant is dealt 4 and exiled; the phased-out Bears are dealt nothing.',
  }),
  'damage/bare': () =>
    bareEffect(
      'A bare damage effect',
      { do: 'dealDamage', label: 'effect', to: VICTIM, amount: 2 },
      { objects: [], untouched: { damage: 0 }, stillHappens: [] },
      "An effect deals 2 damage to the phased-out Bears: damage can't be dealt to a permanent that does not exist, so none is marked and they survive phasing in.",
      { afterPhaseIn: { damage: 0 } },
    ),
  'damage/attached': (p) => ({
    label: "Guilty Conscience's trigger",
    victim: { id: 'sorcerer', card: 'Prodigal Sorcerer' },
    objects: [{ id: 'conscience', card: 'Guilty Conscience', owner: 'A', zone: 'battlefield', attachedTo: 'sorcerer' }],
    attachedToVictim: ['conscience'],
    start: {
      do: 'activate',
      label: 'effect',
      player: p.controller,
      source: 'sorcerer',
      ability: 'tap-ping',
      targets: [p.other],
    },
    finish: [{ do: 'resolve' }, { do: 'resolve' }],
    respondAt: 1,
    namesVictim: true,
    untouched: { damage: 0 },
    afterPhaseIn: { damage: 0 },
    stillHappens: [
      at({ player: p.other, life: 19 }),
      at({ triggered: { source: 'conscience', ability: 'deals-damage' }, count: 1 }),
      at({ object: 'conscience', phased: { how: 'indirectly', under: 'A' }, attachedTo: 'sorcerer' }),
    ],
    whenRefused: [refused, at({ player: p.other, life: 20 })],
    notes: `"Whenever enchanted creature deals damage, Guilty Conscience deals that much damage to that creature." ${p.controller}'s Prodigal Sorcerer, enchanted by A's Guilty Conscience, deals 1 damage to ${p.other} ("{T}: Prodigal Sorcerer deals 1 damage to any target."), and the trigger names the Sorcerer. The Sorcerer phased out with the trigger on the stack, Guilty Conscience with it, indirectly (702.26g): the trigger finds no creature to deal damage to, so the 1/1 Sorcerer is dealt none and survives, and phases in with the Aura still attached (702.26i). With the Sorcerer phased out before, its ability can't be activated.`,
  }),
  'damage/chosen-on-resolution': (p) => ({
    label: 'Flaming Gambit',
    objects: [inHand('spell', 'Flaming Gambit')],
    manaPool: { A: '{2}{R}' },
    start: castA('spell', [p.controller], { x: 2 }),
    // The first resolution has the target player choose the phased-out creature to be dealt the damage
    // instead: refused, Flaming Gambit stays on the stack; the second makes no choice, so the player is dealt it.
    finish: [{ do: 'resolve', label: 'redirect-to-the-phased-out', choices: { creature: VICTIM } }, { do: 'resolve' }],
    namesVictim: false,
    untouched: { damage: 0 },
    afterPhaseIn: { damage: 0 },
    stillHappens: [
      { action: 'redirect-to-the-phased-out', rejected: true },
      at({ player: p.controller, life: 18 }),
      spellIn('spell', 'graveyard'),
    ],
    whenRefused: [],
    notes: `"Flaming Gambit deals X damage to target player or planeswalker. That player or that planeswalker's controller may choose a creature they control and have Flaming Gambit deal that damage to it instead." A casts it with X=2 targeting ${p.controller}, who chooses as it resolves; ${p.controller}'s only creature is phased out, so it is not a creature ${p.controller} controls: choosing it is refused, with Flaming Gambit still on the stack, and ${p.controller} is dealt the 2 damage (life 18).`,
  }),
  'pump/target': () =>
    targetedSpell(
      'Giant Growth',
      '{G}',
      { power: 2, toughness: 2 },
      "Giant Growth's only target phased out, so it does not resolve (608.2b): the Bears stay 2/2.",
    ),
  'pump/bare': (p) => barePowerToughness(p, 2, 5),
  'shrink/bare': (p) => barePowerToughness(p, -2, 1),
  'pump/first-of-two-targets': (p) => tandemTactics(p, [VICTIM, WITNESS]),
  'pump/second-of-two-targets': (p) => tandemTactics(p, [WITNESS, VICTIM]),
  'shrink/first-of-two-targets': (p) => gurmagRakshasa(p),
  'shrink/second-of-two-targets': (p) =>
    twoTargetSpell(
      p,
      'Rites of Reaping',
      '{4}{B}{G}',
      [WITNESS, VICTIM],
      {
        untouched: { power: 2, toughness: 2 },
        witness: [at({ object: WITNESS, power: 6, toughness: 6 })],
        witnessUnchanged: [at({ object: WITNESS, power: 3, toughness: 3 })],
      },
      '"Target creature gets +3/+3 until end of turn. Another target creature gets -3/-3 until end of turn." The Hill Giant is the first target, the Bears the second. With the Bears phased out Rites of Reaping still resolves for the Giant (608.2b): it becomes 6/6; the phased-out Bears get no -3/-3 and survive.',
    ),
  'shrink/target': () =>
    targetedSpell(
      'Disfigure',
      '{B}',
      { power: 2, toughness: 2 },
      "Disfigure's only target phased out, so it does not resolve (608.2b): the Bears stay 2/2.",
    ),
  'pump/source': () =>
    ownAbility(
      "Frozen Shade's pump ability",
      { id: 'shade', card: 'Frozen Shade' },
      { ability: 'pump', mana: '{B}' },
      { power: 0, toughness: 1 },
      '"{B}: Frozen Shade gets +1/+1 until end of turn." The Shade phased out with its ability on the stack, so the ability finds no source to pump: the Shade is 0/1 while phased out and after it phases in. A phased-out permanent\'s abilities can\'t be activated.',
      { afterPhaseIn: { power: 0, toughness: 1 } },
    ),
  'shrink/source': () =>
    ownAbility(
      "Flowstone Shambler's +1/-1 ability",
      { id: 'shambler', card: 'Flowstone Shambler' },
      { ability: 'pump', mana: '{R}' },
      { power: 2, toughness: 2 },
      '"{R}: Flowstone Shambler gets +1/-1 until end of turn." The Shambler phased out with its ability on the stack, so the ability finds no source to give -1 toughness: the Shambler is 2/2 while phased out and after it phases in. A phased-out permanent\'s abilities can\'t be activated.',
      { afterPhaseIn: { power: 2, toughness: 2 } },
    ),
  'pump/attached': () =>
    auraAbility(
      'Firebreathing',
      'pump',
      '{R}',
      '"{R}: Enchanted creature gets +1/+0 until end of turn." The enchanted Bears phased out with the ability on the stack, and Firebreathing with them, indirectly (702.26g): the ability finds no enchanted creature to pump, so the Bears stay 2/2 while phased out and after they phase in, Firebreathing still attached (702.26i). A phased-out Aura\'s abilities can\'t be activated.',
      { untouched: { power: 2, toughness: 2 }, afterPhaseIn: { power: 2, toughness: 2 } },
    ),
  'shrink/attached': () =>
    auraAbility(
      'Manacles of Decay',
      'shrink',
      '{B}',
      '"{B}: Enchanted creature gets -1/-1 until end of turn." The enchanted Bears phased out with the ability on the stack, and Manacles of Decay with them, indirectly (702.26g): the ability finds no enchanted creature, so the Bears stay 2/2 while phased out and after they phase in, the Manacles still attached (702.26i). A phased-out Aura\'s abilities can\'t be activated.',
      { untouched: { power: 2, toughness: 2 }, afterPhaseIn: { power: 2, toughness: 2 } },
    ),
  'pump/all': (p) =>
    sweepSpell(
      p,
      'Glorious Charge',
      '{1}{W}',
      { untouched: { power: 2, toughness: 2 }, witness: [at({ object: WITNESS, power: 4, toughness: 4 })] },
      '"Creatures you control get +1/+1 until end of turn": the Hill Giant becomes 4/4; the phased-out Bears are not among the creatures A controls and stay 2/2.',
    ),
  'shrink/all': (p) =>
    sweepSpell(
      p,
      'Toxic Deluge',
      '{2}{B}',
      {
        untouched: { power: 2, toughness: 2 },
        witness: [at({ object: WITNESS, power: 2, toughness: 2 }), at({ player: 'A', life: 19 })],
      },
      '"All creatures get -X/-X until end of turn" with X=1 (1 life paid): the Hill Giant becomes 2/2; the phased-out Bears are unaffected and stay 2/2 (a -1/-1 Bears would be 1/1).',
      { label: 'Toxic Deluge (X=1)', start: castA('spell', undefined, { x: 1 }) },
    ),
};

/** The second means of a one-sided pair (one-shot.ts, OTHER_SIDE_MEANS): the cells its first means can't reach. */
export const DAMAGE_OTHER_SIDE: Partial<Record<string, (p: Parties) => Scenario>> = {
  'pump/all': (p) =>
    sweepSpell(
      p,
      'Magnify',
      '{G}',
      { untouched: { power: 2, toughness: 2 }, witness: [at({ object: WITNESS, power: 4, toughness: 4 })] },
      `"All creatures get +1/+1 until end of turn": every player's creatures, not only its caster's. ${p.controller}'s Hill Giant becomes 4/4; the phased-out Bears are not among the creatures on the battlefield and stay 2/2.`,
    ),
  'shrink/first-of-two-targets': (p) => cankerousThirst(p),
};

/**
 * Cankerous Thirst paid with {B} and {G}, its caster's Bears (its own, or stolen) its -3/-3 target and the Hill
 * Giant beside them its +3/+3 target: the own and stolen cells Gurmag Rakshasa's opponent-only first target can't do.
 * Found by the regex /have target creature get -[0-9X]+/-[0-9X]+/ over the pools one-shot-searched.ts names.
 */
function cankerousThirst(p: Parties): Scenario {
  const stolen = p.owner === p.controller ? '' : ` (${p.owner}'s, under A's control)`;
  return twoTargetSpell(
    p,
    'Cankerous Thirst',
    '{2}{B}{G}',
    [VICTIM, WITNESS],
    {
      untouched: { power: 2, toughness: 2 },
      witness: [at({ object: WITNESS, power: 6, toughness: 6 })],
      witnessUnchanged: [at({ object: WITNESS, power: 3, toughness: 3 })],
    },
    `"If {B} was spent to cast this spell, you may have target creature get -3/-3 until end of turn. If {G} was spent to cast this spell, you may have target creature get +3/+3 until end of turn." A pays {2}{B}{G}, so both {B} and {G} were spent (601.2h), and chooses both parts as it resolves. Its first target is A's Bears${stolen}, its second the Hill Giant beside them${stolen}. With the Bears phased out Cankerous Thirst still resolves for the Giant (608.2b), which becomes 6/6; the phased-out Bears get no -3/-3 and survive 2/2.`,
    {
      finish: [{ do: 'resolve', choices: { shrink: true, pump: true } }],
      afterPhaseIn: { power: 2, toughness: 2 },
      meanings: ['RR-PAY-COSTS', 'RR-TARGET-CHECK-ON-RESOLUTION'],
    },
  );
}

function arcTrail(p: Parties, targets: string[], toWitness: number): Scenario {
  return {
    label: 'Arc Trail',
    objects: [inHand('spell', 'Arc Trail'), giant(p)],
    manaPool: { A: '{1}{R}' },
    start: castA('spell', targets),
    finish: [{ do: 'resolve' }],
    namesVictim: true,
    untouched: { damage: 0 },
    afterPhaseIn: { damage: 0 },
    stillHappens: [at({ object: WITNESS, damage: toWitness }), spellIn('spell', 'graveyard')],
    whenRefused: [refused, spellIn('spell', 'hand'), at({ object: WITNESS, damage: 0 })],
    notes: `Arc Trail deals 2 damage to its first target and 1 to its second. One target phased out; Arc Trail still resolves for the other, legal target (608.2b), which is dealt ${toWitness}.`,
  };
}

/**
 * Gurmag Rakshasa's enters trigger, the victim (an opponent's creature) its first target and A's Hill Giant its
 * second. Phased out in response, the victim is an illegal target and the trigger resolves for the Giant
 * (608.2b); phased out before, no creature an opponent controls can be its first target, so the trigger is
 * removed from the stack (603.3d) and the Giant gets nothing either.
 */
function gurmagRakshasa(p: Parties): Scenario {
  const enters = { source: 'rakshasa', ability: 'enters' };
  return {
    label: "Gurmag Rakshasa's enters trigger",
    objects: [inHand('rakshasa', 'Gurmag Rakshasa'), giant({ owner: 'A', controller: 'A', other: 'B' })],
    manaPool: { A: '{4}{B}{B}' },
    start: castA('rakshasa'),
    finish: [{ do: 'resolve', triggers: [{ ...enters, targets: [VICTIM, WITNESS] }] }, { do: 'resolve' }],
    respondAt: 1,
    namesVictim: false,
    untouched: { power: 2, toughness: 2 },
    afterPhaseIn: { power: 2, toughness: 2 },
    stillHappens: [at({ object: WITNESS, power: 5, toughness: 5 }), at({ object: 'rakshasa', zone: 'battlefield' })],
    whenOutBefore: {
      finish: [{ do: 'resolve' }],
      stillHappens: [at({ object: WITNESS, power: 3, toughness: 3 }), at({ object: 'rakshasa', zone: 'battlefield' })],
    },
    whenRefused: [],
    notes: `"When this creature enters, target creature an opponent controls gets -2/-2 until end of turn and target creature you control gets +2/+2 until end of turn." A casts Gurmag Rakshasa; the trigger's first target is ${p.controller}'s Bears, its second A's Hill Giant. With the Bears phased out while the trigger is on the stack, it still resolves for the Giant (608.2b), which becomes 5/5, and the Bears stay 2/2. With the Bears phased out before, no creature an opponent controls can be the first target, so the trigger is removed from the stack (603.3d) and the Giant stays 3/3.`,
  };
}

function tandemTactics(p: Parties, targets: [string, string]): Scenario {
  return twoTargetSpell(
    p,
    'Tandem Tactics',
    '{1}{W}',
    targets,
    {
      untouched: { power: 2, toughness: 2 },
      witness: [at({ object: WITNESS, power: 4, toughness: 5 }), at({ player: 'A', life: 22 })],
      witnessUnchanged: [at({ object: WITNESS, power: 3, toughness: 3 }), at({ player: 'A', life: 20 })],
    },
    `"Up to two target creatures each get +1/+2 until end of turn. You gain 2 life.", the Bears the ${victimPlace(targets)} target. With one target phased out Tandem Tactics still resolves for the other (608.2b): the Hill Giant becomes 4/5 and its caster gains 2 life; the phased-out Bears stay 2/2.`,
  );
}

/** Why a combination of effect and way of finding has no means, when it has none. */

/**
 * A bare "+N/+N (or -N/-N) until end of turn" effect naming the Bears and the Hill Giant (3/3): a
 * continuous effect from a resolving effect, whose set 611.2c locks. Since 2020-08-07 the phasing rule
 * leaves a phased-out permanent out of that set even when the effect names it, as for gainControl.
 */
function barePowerToughness(p: Parties, n: number, giantAfter: number): Scenario {
  const change = n > 0 ? `+${n}/+${n}` : `${n}/${n}`;
  return bareEffect(
    `A bare ${change} until end of turn effect`,
    { do: 'pump', label: 'effect', objects: [VICTIM, WITNESS], power: n, toughness: n },
    {
      objects: [giant(p)],
      untouched: { power: 2, toughness: 2 },
      stillHappens: [at({ object: WITNESS, power: giantAfter, toughness: giantAfter })],
    },
    `An effect gives the Bears and the Hill Giant ${change} until end of turn; only the Giant, which exists, becomes ${giantAfter}/${giantAfter}. Since 2020-08-07 a continuous effect from a resolving effect that modifies characteristics never includes a phased-out permanent in its set, even one it names (611.2c locks the set), so the phased-out Bears stay 2/2${n < 0 ? ` (a ${change} Bears would be ${2 + n}/${2 + n})` : ''}.`,
    { afterPhaseIn: { power: 2, toughness: 2 }, meanings: ['PH-CE-SET', 'RR-LOCKED-SET'], from: '2020-08-07' },
  );
}

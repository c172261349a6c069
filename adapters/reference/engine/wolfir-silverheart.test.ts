import { describe, expect, it } from 'vitest';
import type { Action, ObjectSetup, Setup, TriggerChoice } from '../../../harness/generated/fixture.js';
import type { ObservedObject, Snapshot } from '../../../harness/generated/observation.js';
import { runReference } from '../index.js';
import { pairCreatures, partnerOf } from './soulbond.js';
import { at, testGame } from './testing/game.js';

// Wolfir Silverheart (cards/wolfir-silverheart.ts): "Soulbond (You may pair this creature with another unpaired
// creature when either enters. They remain paired for as long as you control both of them.) As long as Wolfir
// Silverheart is paired with another creature, each of those creatures gets +4/+4." Soulbond is two triggered
// abilities (702.95a); its unit tests live here, where Stryker's test set (vitest.mutation.config.ts) sees them.

const wolfirIn = (zone: ObjectSetup['zone']): ObjectSetup => ({
  id: 'wolfir',
  card: 'Wolfir Silverheart',
  owner: 'A',
  zone,
});
const bearsOf = (id: string, owner: string, zone: ObjectSetup['zone'] = 'battlefield'): ObjectSetup => ({
  id,
  card: 'Grizzly Bears',
  owner,
  zone,
});
const soulbond = (choices: TriggerChoice['choices']): TriggerChoice => ({
  source: 'wolfir',
  ability: 'soulbond',
  choices,
});
const castWolfir = (trigger?: TriggerChoice): Action[] => [
  { do: 'addMana', player: 'A', mana: '{3}{G}{G}' },
  { do: 'cast', player: 'A', object: 'wolfir' },
  trigger ? { do: 'resolve', triggers: [trigger] } : { do: 'resolve' },
  { do: 'resolve' },
];
const castBears = (id: string, trigger?: TriggerChoice): Action[] => [
  { do: 'addMana', player: 'A', mana: '{1}{G}' },
  { do: 'cast', player: 'A', object: id },
  trigger ? { do: 'resolve', triggers: [trigger] } : { do: 'resolve' },
  { do: 'resolve' },
];

function play(objects: ObjectSetup[], actions: Action[], active = 'A') {
  const setup: Setup = {
    players: [{ id: 'A' }, { id: 'B' }],
    turn: { number: 3, active, step: 'main1' },
    objects,
  };
  const answer = runReference({ fixture: 'wolfir-test', edition: '2026-08-07', setup, actions });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  const rejected = answer.observation.actions.filter((a) => a.status === 'rejected').map((a) => a.reason);
  return { end: answer.observation.checkpoints['end']!, rejected };
}
const pt = (snap: Snapshot, id: string) => {
  const o: ObservedObject | undefined = snap.objects.find((x) => x.id === id);
  return [o?.power, o?.toughness];
};
const soulbondTriggers = (snap: Snapshot) => snap.triggers.filter((t) => t.ability === 'soulbond').length;

describe('Wolfir Silverheart entering (702.95a: "when this creature enters")', () => {
  it('pairs with the creature chosen, and each gets +4/+4', () => {
    const { end, rejected } = play([wolfirIn('hand'), bearsOf('bears', 'A')], castWolfir(soulbond({ pair: 'bears' })));
    expect(rejected).toEqual([]);
    expect([pt(end, 'wolfir'), pt(end, 'bears')]).toEqual([
      [8, 8],
      [6, 6],
    ]);
  });

  it('"you may": with no creature chosen nothing is paired', () => {
    const { end, rejected } = play([wolfirIn('hand'), bearsOf('bears', 'A')], castWolfir(soulbond({})));
    expect(rejected).toEqual([]);
    expect([pt(end, 'wolfir'), pt(end, 'bears')]).toEqual([
      [4, 4],
      [2, 2],
    ]);
  });

  it('refuses to pair with a creature another player controls', () => {
    const { rejected } = play(
      [wolfirIn('hand'), bearsOf('bears', 'A'), bearsOf('b-bears', 'B')],
      castWolfir(soulbond({ pair: 'b-bears' })),
    );
    expect(rejected).toEqual([expect.stringContaining('"b-bears" is not one')]);
  });

  it('does not trigger with no other creature to pair with', () => {
    const { end } = play([wolfirIn('hand'), bearsOf('b-bears', 'B')], castWolfir());
    expect(soulbondTriggers(end)).toBe(0);
  });
});

describe('another creature entering under its control (702.95a: "whenever another creature you control enters")', () => {
  it('pairs Wolfir Silverheart with the creature that entered', () => {
    const { end, rejected } = play(
      [wolfirIn('battlefield'), bearsOf('bears', 'A', 'hand')],
      castBears('bears', soulbond({ pair: 'bears' })),
    );
    expect(rejected).toEqual([]);
    expect(pt(end, 'bears')).toEqual([6, 6]);
  });

  it('refuses to pair with a creature other than the one that entered', () => {
    const { rejected } = play(
      [wolfirIn('battlefield'), bearsOf('old', 'A'), bearsOf('bears', 'A', 'hand')],
      castBears('bears', soulbond({ pair: 'old' })),
    );
    expect(rejected).toEqual([expect.stringContaining('"old" is not one')]);
  });

  it('does not trigger for a creature entering under an opponent, nor while Wolfir Silverheart is paired', () => {
    const opponents = play(
      [wolfirIn('battlefield'), bearsOf('b-bears', 'B', 'hand')],
      [
        { do: 'addMana', player: 'B', mana: '{1}{G}' },
        { do: 'cast', player: 'B', object: 'b-bears' },
        { do: 'resolve' },
      ],
      'B',
    );
    expect(opponents.rejected).toEqual([]);
    expect(soulbondTriggers(opponents.end)).toBe(0);
    const paired = play(
      [wolfirIn('hand'), bearsOf('first', 'A'), bearsOf('bears', 'A', 'hand')],
      [...castWolfir(soulbond({ pair: 'first' })), ...castBears('bears')],
    );
    expect(soulbondTriggers(paired.end)).toBe(1);
    expect(pt(paired.end, 'bears')).toEqual([2, 2]);
  });
});

describe('the pair ends when one leaves its controller\'s control (702.95b: "as long as you control both of them")', () => {
  it('an opponent gaining control of the partner ends the bonus for both', () => {
    const { end } = play(
      [wolfirIn('hand'), bearsOf('bears', 'A')],
      [
        ...castWolfir(soulbond({ pair: 'bears' })),
        { do: 'gainControl', player: 'B', object: 'bears', duration: 'indefinite' },
      ],
    );
    expect([pt(end, 'wolfir'), pt(end, 'bears')]).toEqual([
      [4, 4],
      [2, 2],
    ]);
  });
});

describe('an ended pair stays ended (702.95e: "becomes unpaired"; 611.2b: a "for as long as" effect ends for good)', () => {
  it("the partner coming back under A's control is not paired again", () => {
    const { end } = play(
      [wolfirIn('hand'), bearsOf('bears', 'A')],
      [
        ...castWolfir(soulbond({ pair: 'bears' })),
        { do: 'gainControl', player: 'B', object: 'bears', duration: 'indefinite' },
        { do: 'gainControl', player: 'A', object: 'bears', duration: 'indefinite' },
      ],
    );
    expect([pt(end, 'wolfir'), pt(end, 'bears')]).toEqual([
      [4, 4],
      [2, 2],
    ]);
  });

  it('the partner phasing out and back in is not paired again (702.26f: the duration can no longer see it)', () => {
    const { end } = play(
      [wolfirIn('hand'), bearsOf('bears', 'A')],
      [
        ...castWolfir(soulbond({ pair: 'bears' })),
        { do: 'phaseOut', objects: ['bears'] },
        { do: 'phaseIn', objects: ['bears'] },
      ],
    );
    expect([pt(end, 'wolfir'), pt(end, 'bears')]).toEqual([
      [4, 4],
      [2, 2],
    ]);
  });

  it('so the partner that came back may be paired anew by the next creature entering', () => {
    const { end, rejected } = play(
      [wolfirIn('hand'), bearsOf('bears', 'A'), bearsOf('cub', 'A', 'hand')],
      [
        ...castWolfir(soulbond({ pair: 'bears' })),
        { do: 'phaseOut', objects: ['wolfir'] },
        { do: 'phaseIn', objects: ['wolfir'] },
        ...castBears('cub', soulbond({ pair: 'cub' })),
      ],
    );
    expect(rejected).toEqual([]);
    expect(['wolfir', 'bears', 'cub'].map((id) => pt(end, id))).toEqual([
      [8, 8],
      [2, 2],
      [6, 6],
    ]);
  });
});

describe('two Wolfir Silverhearts and one creature entering (702.95a: pair only with an "unpaired creature")', () => {
  it('the second soulbond to resolve finds the creature paired, and pairs nothing', () => {
    const twoWolfirs: ObjectSetup[] = [
      { ...wolfirIn('battlefield'), id: 'w1' },
      { ...wolfirIn('battlefield'), id: 'w2' },
      bearsOf('bears', 'A', 'hand'),
    ];
    const entering: Action[] = [
      { do: 'addMana', player: 'A', mana: '{1}{G}' },
      { do: 'cast', player: 'A', object: 'bears' },
      {
        do: 'resolve',
        triggers: [
          { source: 'w1', ability: 'soulbond', choices: { pair: 'bears' } },
          { source: 'w2', ability: 'soulbond', choices: { pair: 'bears' } },
        ],
      },
      { do: 'resolve' },
    ];
    const afterFirst = play(twoWolfirs, entering).end;
    const afterSecond = play(twoWolfirs, [...entering, { do: 'resolve' }]).end;
    expect(soulbondTriggers(afterSecond)).toBe(2);
    expect([pt(afterFirst, 'w1'), pt(afterFirst, 'w2')]).toContainEqual([8, 8]);
    expect(['w1', 'w2', 'bears'].map((id) => pt(afterSecond, id))).toEqual(
      ['w1', 'w2', 'bears'].map((id) => pt(afterFirst, id)),
    );
  });
});

describe('a creature paired anew after its pair ended (702.95a: "another unpaired creature")', () => {
  it('is no partner of the Wolfir Silverheart it was paired with before, when that one comes back', () => {
    // w1 pairs with the Bears; B gains control of w1, which ends that pair; w2 enters and pairs with the now
    // unpaired Bears; A gains control of w1 again. The Bears are w2's partner, so w1 gets no bonus.
    const objects: ObjectSetup[] = [
      { ...wolfirIn('hand'), id: 'w1' },
      { ...wolfirIn('hand'), id: 'w2' },
      bearsOf('bears', 'A'),
    ];
    const cast = (id: string): Action[] => [
      { do: 'addMana', player: 'A', mana: '{3}{G}{G}' },
      { do: 'cast', player: 'A', object: id },
      { do: 'resolve', triggers: [{ source: id, ability: 'soulbond', choices: { pair: 'bears' } }] },
      { do: 'resolve' },
    ];
    const { end, rejected } = play(objects, [
      ...cast('w1'),
      { do: 'gainControl', player: 'B', object: 'w1', duration: 'indefinite' },
      ...cast('w2'),
      { do: 'gainControl', player: 'A', object: 'w1', duration: 'indefinite' },
    ]);
    expect(rejected).toEqual([]);
    expect(['w1', 'w2', 'bears'].map((id) => pt(end, id))).toEqual([
      [4, 4],
      [8, 8],
      [6, 6],
    ]);
  });
});

describe('the pair ends when its partner stops being a creature (702.95a: soulbond pairs creatures)', () => {
  it('Propaganda, a creature only under Opalescence, stops being Wolfir Silverheart’s partner when Opalescence goes', () => {
    // Opalescence: "Each other non-Aura enchantment is a creature in addition to its other types and has base power
    // and base toughness each equal to its mana value." Propaganda is then a 3/3 creature Wolfir Silverheart may pair with.
    const objects: ObjectSetup[] = [
      wolfirIn('hand'),
      { id: 'opal', card: 'Opalescence', owner: 'A', zone: 'battlefield' },
      { id: 'propaganda', card: 'Propaganda', owner: 'A', zone: 'battlefield' },
    ];
    const paired = play(objects, castWolfir(soulbond({ pair: 'propaganda' })));
    expect(paired.rejected).toEqual([]);
    expect(pt(paired.end, 'wolfir')).toEqual([8, 8]);
    const { end } = play(objects, [
      ...castWolfir(soulbond({ pair: 'propaganda' })),
      { do: 'destroy', objects: ['opal'] },
    ]);
    expect(pt(end, 'wolfir')).toEqual([4, 4]);
  });
});

describe('the intervening "if" checked again as soulbond resolves (603.4)', () => {
  it('a soulbond trigger that finds Wolfir Silverheart already paired does nothing', () => {
    // The Bears enter and Wolfir Silverheart's soulbond triggers; in response Guardian of Faith (flash) enters and
    // triggers it again. The later trigger resolves first and pairs Wolfir with the Guardian; the earlier one then
    // finds Wolfir paired ("another unpaired creature"), and its choice of the Bears pairs nothing.
    const objects: ObjectSetup[] = [
      wolfirIn('battlefield'),
      bearsOf('bears', 'A', 'hand'),
      { id: 'guardian', card: 'Guardian of Faith', owner: 'A', zone: 'hand' },
    ];
    const { end, rejected } = play(objects, [
      { do: 'addMana', player: 'A', mana: '{1}{G}' },
      { do: 'cast', player: 'A', object: 'bears' },
      { do: 'resolve', triggers: [soulbond({ pair: 'bears' })] },
      { do: 'addMana', player: 'A', mana: '{1}{W}{W}' },
      { do: 'cast', player: 'A', object: 'guardian' },
      {
        do: 'resolve',
        triggers: [soulbond({ pair: 'guardian' }), { source: 'guardian', ability: 'etb', targets: [] }],
      },
      { do: 'resolve' },
      { do: 'resolve' },
      { do: 'resolve' },
    ]);
    expect(rejected).toEqual([]);
    // Wolfir Silverheart 4/4 and Guardian of Faith 3/2 each get +4/+4; the Bears stay 2/2.
    expect(['wolfir', 'guardian', 'bears'].map((id) => pt(end, id)[0])).toEqual([8, 7, 2]);
  });
});

describe('partnerOf: the creature a soulbond creature is paired with (702.95a-b)', () => {
  const twoBears = () => {
    const g = testGame([
      at('wolfir', 'Wolfir Silverheart', 'battlefield'),
      at('bears', 'Grizzly Bears', 'battlefield'),
    ]);
    return { g, wolfir: g.objects.get('wolfir')!, bears: g.objects.get('bears')! };
  };

  it('is the other creature of the pair, and nothing once A no longer controls both', () => {
    const { g, wolfir, bears } = twoBears();
    pairCreatures(g, 'A', wolfir, bears);
    expect([partnerOf(g, wolfir)?.id, partnerOf(g, bears)?.id]).toEqual(['bears', 'wolfir']);
    // B gains control of the bears; the pair's condition fails at once, before the game ends the effect (611.2b).
    g.addEffect({
      controller: 'B',
      affected: [g.ref(bears)],
      change: { kind: 'control', player: 'B' },
      duration: { kind: 'indefinite' },
    });
    expect([partnerOf(g, wolfir), partnerOf(g, bears)]).toEqual([undefined, undefined]);
  });

  it('is nothing for a creature that only shares another continuous effect with a creature', () => {
    const { g, wolfir, bears } = twoBears();
    g.addEffect({
      controller: 'A',
      affected: [g.ref(wolfir), g.ref(bears)],
      change: { kind: 'pt', power: 1, toughness: 1 },
      duration: { kind: 'endOfTurn' },
    });
    expect(partnerOf(g, wolfir)).toBeUndefined();
  });
});

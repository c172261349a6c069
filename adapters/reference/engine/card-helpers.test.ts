import { describe, expect, it } from 'vitest';
import type { CatalogueCard } from '../../../harness/generated/cards.js';
import { claimGaps, implementedKeys } from '../cards/claims.js';
import {
  creaturePerPlayer,
  creatureTheyChoose,
  gainKeywordUntilEndOfTurn,
  isOpponent,
  opponentsOf,
  targetAny,
  type Choosers,
} from '../cards/helpers.js';
import { attach, equip, isAttachedTo } from '../cards/attachments.js';
import { inCombatWith, namedCreature } from '../cards/combat-partner.js';
import { gainControl, gainControlForAsLongAs, gainControlWithHasteUntilEndOfTurn } from '../cards/control.js';
import { runReference } from '../index.js';
import { endEffectsAt } from './durations.js';
import { phaseOut } from './phasing.js';
import type { CardBehaviour } from './card-behaviour.js';
import type { Choices } from './types.js';
import { IllegalAction, Unsupported } from './game.js';
import { at, testGame } from './testing/game.js';

// The shared helpers of the card modules (adapters/reference/cards/claims.ts, helpers.ts, control.ts,
// attachments.ts, combat-partner.ts) below the level of fixtures, where the catalogue's cards reach only some of
// their cases. Here rather than beside them because vitest.mutation.config.ts runs engine/*.test.ts.

/** A made-up catalogue entry with these abilities (key and kind); the claim rules read nothing else. */
function card(abilities: [string, CatalogueCard['abilities'][number]['kind']][]): CatalogueCard {
  return {
    name: 'Test Card',
    types: ['Instant'],
    oracle: '',
    abilities: abilities.map(([key, kind]) => ({ key, kind, text: key })),
  } as unknown as CatalogueCard;
}
const resolveNothing = { resolve: () => {} };

describe('claims: the catalogue keys a card module implements', () => {
  it('counts a spell ability only when the module has a spell effect, and no other kind of ability for it', () => {
    const c = card([
      ['spell', 'spell'],
      ['tap', 'activated'],
    ]);
    expect([...implementedKeys(c, { name: 'Test Card' })]).toEqual([]);
    expect([...implementedKeys(c, { name: 'Test Card', spell: resolveNothing })]).toEqual(['spell']);
  });

  it('counts a keyword ability only when the rules know it, and a known keyword only as a keyword ability', () => {
    const c = card([
      ['flying', 'keyword'],
      ['made-up-keyword', 'keyword'],
      ['haste', 'static'],
      ['spell', 'spell'],
    ]);
    // No module at all: nothing of it counts, and asking is no error.
    expect([...implementedKeys(c, undefined)]).toEqual(['flying']);
  });

  it('lists the keys the catalogue has and the module lacks, and those the module has and the catalogue lacks', () => {
    const c = card([
      ['flying', 'keyword'],
      ['tap', 'activated'],
      ['spell', 'spell'],
    ]);
    const b = { name: 'Test Card', hookedAbilities: ['tap', 'extra'] } as unknown as CardBehaviour;
    expect(claimGaps(c, b)).toEqual({ missing: ['spell'], unknown: ['extra'] });
  });
});

describe('helpers: any target, the edict choice, opponents, keywords until end of turn', () => {
  it('"any target" is a creature, planeswalker or battle (115.4), not a land', () => {
    const g = testGame([
      at('bear', 'Grizzly Bears', 'battlefield'),
      at('jace', 'Jace Beleren', 'battlefield'),
      at('forest', 'Forest', 'battlefield'),
    ]);
    const fits = (id: string) => targetAny.filter!(g, g.permanentById(id)!, 'A');
    expect([fits('bear'), fits('jace'), fits('forest')]).toEqual([true, true, false]);
  });

  it("the creature an edict's player chooses: named by the fixture, and one they control", () => {
    const g = testGame([at('bear', 'Grizzly Bears', 'battlefield', 'B'), at('mine', 'Grizzly Bears', 'battlefield')]);
    expect(creatureTheyChoose(g, { destroy: 'bear' }, 'B', 'destroy', 'Imperial Edict')?.id).toBe('bear');
    expect(() => creatureTheyChoose(g, {}, 'B', 'destroy', 'Imperial Edict')).toThrow(
      new Unsupported('Imperial Edict: the fixture must name the creature B chooses ("destroy")'),
    );
    expect(() => creatureTheyChoose(g, { destroy: 'mine' }, 'B', 'destroy', 'Imperial Edict')).toThrow(
      new IllegalAction('Imperial Edict: mine is not a creature B controls'),
    );
  });

  it("an edict's player with no creature that exists chooses none, and naming the phased-out one is refused", () => {
    const g = testGame([at('bear', 'Grizzly Bears', 'battlefield', 'B')]);
    phaseOut(g, [g.permanentById('bear')!]);
    expect(creatureTheyChoose(g, {}, 'B', 'destroy', 'Imperial Edict')).toBeUndefined();
    expect(() => creatureTheyChoose(g, { destroy: 'bear' }, 'B', 'destroy', 'Imperial Edict')).toThrow(
      new IllegalAction('Imperial Edict: bear is not a creature B controls'),
    );
  });

  it('an opponent is another player still in the game', () => {
    const g = testGame([]);
    expect([isOpponent(g, 'A', 'B'), isOpponent(g, 'A', 'A')]).toEqual([true, false]);
    g.player('B').inGame = false;
    expect(isOpponent(g, 'A', 'B')).toBe(false);
  });

  it('"gain flying until end of turn" gives the keyword', () => {
    const g = testGame([at('bear', 'Grizzly Bears', 'battlefield')]);
    const bear = g.permanentById('bear')!;
    expect(g.has(bear, 'flying')).toBe(false);
    gainKeywordUntilEndOfTurn(g, 'A', [bear], 'flying');
    expect(g.has(bear, 'flying')).toBe(true);
  });

  it('"deals 1 damage to any target" at a creature damages the creature only (Prodigal Sorcerer)', () => {
    const answer = runReference({
      fixture: 'card-helpers-test',
      edition: '2026-08-07',
      setup: {
        players: [{ id: 'A' }, { id: 'B' }],
        turn: { number: 3, active: 'A', step: 'main1' },
        objects: [at('sorcerer', 'Prodigal Sorcerer', 'battlefield'), at('bear', 'Grizzly Bears', 'battlefield', 'B')],
      },
      actions: [
        { do: 'activate', player: 'A', source: 'sorcerer', ability: 'tap-ping', targets: ['bear'] },
        { do: 'resolve' },
        { do: 'checkpoint', name: 'end' },
      ],
    });
    if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
    const end = answer.observation.checkpoints['end']!;
    expect(end.objects.find((o) => o.id === 'bear')?.damage).toBe(1);
    expect(end.players.map((p) => p.life)).toEqual([20, 20]);
  });
});

describe('helpers: a creature each player chooses as an effect resolves (creaturePerPlayer)', () => {
  const everyone: Choosers = { chooses: () => true, describe: 'a player in the game' };
  const twoBears = (active = 'A') =>
    testGame([at('a-bear', 'Grizzly Bears', 'battlefield'), at('b-bear', 'Grizzly Bears', 'battlefield', 'B')], {
      active,
    });
  const ids = (ps: { id: string }[]) => ps.map((p) => p.id);

  it('takes one creature a chooser, in APNAP order (101.4): the active player first', () => {
    const choices = { return: { A: 'a-bear', B: 'b-bear' } };
    expect(ids(creaturePerPlayer(twoBears('A'), choices, 'return', 'Curfew', everyone))).toEqual(['a-bear', 'b-bear']);
    expect(ids(creaturePerPlayer(twoBears('B'), choices, 'return', 'Curfew', everyone))).toEqual(['b-bear', 'a-bear']);
  });

  it('refuses a choice that is not an object keyed by player', () => {
    // A fixture's choices are JSON, which may hold a null the type leaves out.
    for (const given of ['a-bear', null, ['a-bear']])
      expect(() => creaturePerPlayer(twoBears(), { return: given } as Choices, 'return', 'Curfew', everyone)).toThrow(
        new IllegalAction('Curfew: "return" must be an object keyed by player'),
      );
  });

  it('refuses a key for a player who does not choose, and asks each chooser to name theirs', () => {
    const g = twoBears();
    expect(() => creaturePerPlayer(g, { return: { A: 'a-bear' } }, 'return', 'Curfew', opponentsOf(g, 'A'))).toThrow(
      new IllegalAction('Curfew: A is not an opponent of A'),
    );
    expect(ids(creaturePerPlayer(g, { return: { B: 'b-bear' } }, 'return', 'Curfew', opponentsOf(g, 'A')))).toEqual([
      'b-bear',
    ]);
    expect(() => creaturePerPlayer(g, {}, 'return', 'Curfew', everyone)).toThrow(
      new Unsupported('Curfew: the fixture must name the creature A chooses ("return")'),
    );
  });

  it('names a chosen id that is not a string as JSON', () => {
    expect(() =>
      creaturePerPlayer(twoBears(), { return: { A: ['a-bear'], B: 'b-bear' } }, 'return', 'Curfew', everyone),
    ).toThrow(new IllegalAction('Curfew: ["a-bear"] is not a creature A controls'));
  });
});

describe('control: gaining control of permanents', () => {
  const setup = () => {
    const g = testGame([at('bear', 'Grizzly Bears', 'battlefield', 'B')]);
    const bear = g.permanentById('bear')!;
    bear.sick = false;
    return { g, bear };
  };

  it('changes the controller and gives summoning sickness (302.6); nothing to lock, nothing gained', () => {
    const { g, bear } = setup();
    expect(gainControl(g, 'A', [bear], { kind: 'endOfTurn' })).toEqual([g.ref(bear)]);
    expect(g.controller(bear)).toBe('A');
    expect(bear.sick).toBe(true);
    expect(gainControl(g, 'A', [], { kind: 'endOfTurn' })).toEqual([]);
  });

  it('the threaten effects: haste until end of turn, ending in the cleanup step with the control (514.2)', () => {
    const { g, bear } = setup();
    gainControlWithHasteUntilEndOfTurn(g, 'A', [bear]);
    expect([g.controller(bear), g.has(bear, 'haste')]).toEqual(['A', true]);
    endEffectsAt(g, 'cleanup');
    expect([g.controller(bear), g.has(bear, 'haste')]).toEqual(['B', false]);
  });

  it('"for as long as": nothing happens if the condition is already false (611.2b)', () => {
    const { g, bear } = setup();
    expect(gainControlForAsLongAs(g, 'A', [bear], () => false, 'never')).toEqual([]);
    expect([g.controller(bear), bear.sick]).toEqual(['B', false]);
    expect(gainControlForAsLongAs(g, 'A', [bear], () => true, 'always')).toEqual([g.ref(bear)]);
    expect([g.controller(bear), bear.sick]).toEqual(['A', true]);
  });
});

describe('attachments: attached to this very object, attaching, equip', () => {
  const setup = () => {
    const g = testGame([
      at('bear', 'Grizzly Bears', 'battlefield'),
      at('strength', 'Holy Strength', 'battlefield'),
      at('wargear', 'Grafted Wargear', 'battlefield'),
    ]);
    const [bear, strength, wargear] = ['bear', 'strength', 'wargear'].map((id) => g.permanentById(id)!);
    return { g, bear: bear!, strength: strength!, wargear: wargear! };
  };

  it('is attached to the same object only, not a new object with its id (400.7)', () => {
    const { g, bear, strength } = setup();
    attach(g, strength, bear);
    expect(isAttachedTo(strength, bear)).toBe(true);
    expect(isAttachedTo(strength, { ...bear, incarnation: bear.incarnation + 1 })).toBe(false);
  });

  it('attaching to the permanent it is already attached to does nothing (701.3b); an unattached one was never attached', () => {
    const { g, bear, wargear } = setup();
    // Grafted Wargear: "Whenever this Equipment becomes unattached from a permanent, sacrifice that permanent."
    attach(g, wargear, bear);
    expect(g.pending.map((t) => t.key)).not.toContain('trigger-unattached');
    const stamp = wargear.timestamp;
    attach(g, wargear, bear);
    expect(wargear.timestamp).toBe(stamp);
  });

  it('equip targets a creature you control', () => {
    const g = testGame([
      at('bear', 'Grizzly Bears', 'battlefield'),
      at('theirs', 'Grizzly Bears', 'battlefield', 'B'),
      at('forest', 'Forest', 'battlefield'),
    ]);
    const fits = (id: string) => equip('{1}').targets![0]!.filter!(g, g.permanentById(id)!, 'A');
    expect([fits('bear'), fits('theirs'), fits('forest')]).toEqual([true, false, false]);
  });

  it('under the fault equip-moves-phased-out-equipment, the phased-out Equipment itself moves, not another phased-out permanent', () => {
    const answer = runReference(
      {
        fixture: 'card-helpers-test',
        edition: '2026-08-07',
        setup: {
          players: [{ id: 'A' }, { id: 'B' }],
          turn: { number: 3, active: 'A', step: 'main1' },
          objects: [
            at('forest', 'Forest', 'battlefield'),
            at('splitter', 'Bonesplitter', 'battlefield'),
            at('bear', 'Grizzly Bears', 'battlefield'),
          ],
          manaPool: { A: '{1}' },
        },
        actions: [
          { do: 'phaseOut', objects: ['forest'] },
          { do: 'activate', player: 'A', source: 'splitter', ability: 'equip', targets: ['bear'] },
          { do: 'phaseOut', objects: ['splitter'] },
          { do: 'resolve' },
          { do: 'checkpoint', name: 'end' },
        ],
      },
      { fault: 'equip-moves-phased-out-equipment' },
    );
    if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
    const end = answer.observation.checkpoints['end']!.objects;
    expect(end.find((o) => o.id === 'splitter')?.attachedTo).toBe('bear');
    expect(end.find((o) => o.id === 'forest')?.attachedTo ?? null).toBeNull();
  });
});

describe('combat partners: which creature of a blocking pair a trigger is for', () => {
  const g = testGame([
    at('self', 'Grizzly Bears', 'battlefield'),
    at('x', 'Grizzly Bears', 'battlefield', 'B'),
    at('y', 'Grizzly Bears', 'battlefield', 'B'),
  ]);
  const [self, x, y] = ['self', 'x', 'y'].map((id) => g.permanentById(id)!);
  const blocks = (blocker: typeof self, attacker: typeof self) => ({
    type: 'blocks' as const,
    obj: blocker!,
    attacker: attacker!,
  });

  it('"blocks": only when it is the blocker', () => {
    expect(inCombatWith('blocks')(g, self!, blocks(self, x))).toEqual({ other: g.ref(x!) });
    expect(inCombatWith('blocks')(g, self!, blocks(x, self))).toBe(false);
  });

  it('"becomes blocked by": only when it is the attacker', () => {
    expect(inCombatWith('becomes-blocked-by')(g, self!, blocks(x, self))).toEqual({ other: g.ref(x!) });
    expect(inCombatWith('becomes-blocked-by')(g, self!, blocks(self, x))).toBe(false);
  });

  it('neither side: a pair it is not in, or a partner that does not fit', () => {
    expect(inCombatWith('blocks-or-becomes-blocked-by')(g, self!, blocks(x, y))).toBe(false);
    expect(inCombatWith('becomes-blocked-by')(g, self!, blocks(x, y))).toBe(false);
    expect(inCombatWith('blocks-or-becomes-blocked-by', () => false)(g, self!, blocks(self, x))).toBe(false);
  });

  it('the remembered creature: the one that exists, or the same object phased out, never a new object', () => {
    const g2 = testGame([at('bear', 'Grizzly Bears', 'battlefield')]);
    const bear = g2.permanentById('bear')!;
    const ref = g2.ref(bear);
    expect(namedCreature(g2, ref)).toBe(bear);
    phaseOut(g2, [bear]);
    expect(namedCreature(g2, ref)).toBe(bear);
    expect(namedCreature(g2, { ...ref, incarnation: ref.incarnation + 1 })).toBeUndefined();
    g2.moveTo(bear, 'graveyard');
    expect(namedCreature(g2, ref)).toBeUndefined();
  });
});
